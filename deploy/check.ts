import { CHECKS } from './check-answers';
import { logTail } from './check-stack';
import { buildThroughRebuildEndpoint, nginxMissing, type RunningDeployment, startDeployment } from './deployment';

// deploy/check: the production recipe started for real in a temporary folder and checked over HTTP through nginx
// (deploy/README.md). Exit 0 when every check passed, 1 with the reasons otherwise; everything it started is
// stopped, its database dropped and its folder removed either way.

/** Enough for every page kind (listings, product pages, both languages) at a fraction of the seed's build time. */
const PRODUCTS = 24;

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const step = (line: string) => console.log(`deploy/check [${elapsed()}] ${line}`);

async function runChecks(deployment: RunningDeployment): Promise<string[]> {
  const failures: string[] = [];
  for (const check of CHECKS) {
    try {
      await check.run(deployment);
      console.log(`  ✓ ${check.name}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.log(`  ✗ ${check.name}: ${reason}`);
      failures.push(`${check.name}: ${reason}`);
    }
  }
  const ended = deployment.unexpectedExit();
  if (ended) failures.push(ended);
  return failures;
}

const failures: string[] = [];
let deployment: RunningDeployment | undefined;
try {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  deployment = await startDeployment({ serverUrl, products: PRODUCTS, log: step });
  await buildThroughRebuildEndpoint(deployment, step);
  step('checking through nginx');
  failures.push(...(await runChecks(deployment)));
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
}
if (failures.length > 0) {
  for (const { name, log } of deployment?.services ?? []) console.error(`--- ${name} (${log}):\n${await logTail(log)}`);
}
await deployment?.stop();
if (failures.length > 0) {
  console.error(`deploy/check FAILED after ${elapsed()}:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
step('passed; stopped everything, dropped the database, removed the folder');
