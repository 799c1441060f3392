import { randomBytes } from 'node:crypto';
import { describeRoutes, loadConfig } from '../../server/src/index';
import { createBenchDatabase, post, startBenchApi } from '../bench/orders-setup';
import { report, summarize } from './fuzz-report';
import { httpSender, runFuzz } from './run-fuzz';

// `npm run fuzz [-- --requests 10000] [--seed N] [--concurrency 8] [--only INDEX]`: random bounded requests to every
// route of an API on a scratch PGlite, over HTTP on 127.0.0.1. Prints the answers by status class and every 5xx (or
// request left unanswered) with the seed and index that replay it; exits 1 if there was any.
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : undefined;
};
const seed = option('seed') ?? Math.floor(Math.random() * 2 ** 31);
const requests = option('requests') ?? 10_000;
const concurrency = option('concurrency') ?? 8;
const only = option('only');

const DEMO_SHOPPER = { login: '01711000001', password: 'haat-demo-1' };
// The back office's calls are fuzzed with the right token too; the API refuses one shorter than 32 characters.
const adminToken = randomBytes(24).toString('hex');
process.env.ADMIN_TOKEN = adminToken;

console.log(`fuzz: a scratch API (PGlite), seed ${seed}`);
const database = await createBenchDatabase();
const api = await startBenchApi(database, 0);
let ok = false;
try {
  const { access_token: user } = await post<{ access_token: string }>(`${api.base}/v1/auth/login`, DEMO_SHOPPER);
  // The chat's event stream stays open by design, and `OPTIONS *` is no path: every other route is in.
  const routes = (await describeRoutes(loadConfig({}))).filter(
    (route) => route.url.startsWith('/') && !route.url.endsWith('/stream'),
  );
  const origin = new URL(api.base).origin;
  const started = performance.now();
  const outcomes = await runFuzz({
    routes,
    tokens: { user, admin: adminToken },
    seed,
    requests,
    concurrency,
    send: httpSender(origin),
    only,
  });
  const seconds = (performance.now() - started) / 1000;
  const result = report(summarize(outcomes), seed);
  ok = result.ok;
  console.log(`${routes.length} routes, ${outcomes.length} requests in ${seconds.toFixed(1)} s`);
  for (const line of result.lines) console.log(line);
} finally {
  await api.stop();
  await database.drop();
}
process.exit(ok ? 0 : 1);
