import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/src/index';
import { CHECKS, type Deployment } from './check-answers';
import { header, send } from './check-http';
import { createDatabase, logTail, type Service, startService, waitForAnswer } from './check-stack';
import { productionServer, readSiteConf, standaloneConfig } from './nginx-config';

// deploy/check: the production recipe started for real in a temporary folder and checked over HTTP through nginx
// (deploy/README.md). Exit 0 when every check passed, 1 with the reasons otherwise; everything it started is
// stopped, its database dropped and its folder removed either way.
const NGINX_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];
const MIME_TYPES = '/etc/nginx/mime.types';
const INSTANCES = 2;
/** Enough for every page kind (listings, product pages, both languages) at a fraction of the seed's build time. */
const PRODUCTS = 24;

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const step = (line: string) => console.log(`deploy/check [${elapsed()}] ${line}`);

function requireNginx(): void {
  const missing = spawnSync('nginx', ['-v']).error
    ? ['nginx']
    : [...NGINX_MODULES, MIME_TYPES].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `missing ${missing.join(', ')}: apt-get install nginx-light libnginx-mod-http-brotli-static (Debian; .ci/run does)`,
    );
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
let unexpectedExit: string | undefined;
const services: Service[] = [];

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch((error: unknown) => console.error(`deploy/check: clean-up failed: ${String(error)}`));
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`deploy/check: ${signal}, cleaning up`);
    void cleanUp().then(() => process.exit(1));
  });
}

async function start(workDir: string, serverUrl: string): Promise<Deployment> {
  const database = await createDatabase(serverUrl, `haat_deploy_check_${process.pid}`);
  cleanups.push(database.drop);
  const [sitePort, rebuildPort, ...apiPorts] = await Promise.all(
    Array.from({ length: INSTANCES + 2 }, () => freePort()),
  );
  const origin = `http://127.0.0.1:${sitePort}`;
  const dataDir = join(workDir, 'data');
  const logDir = join(workDir, 'logs');
  await mkdir(logDir);
  const rebuildToken = randomBytes(32).toString('hex');
  const { DATABASE_URL: _server, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATABASE_URL: database.url,
    // Shared by the instances: the uploads, the resized pictures' cache.
    DATA_DIR: dataDir,
    API_HOST: '127.0.0.1',
    API_PUBLIC_URL: origin,
    PUBLIC_SITE_URL: origin,
    HAAT_API_URL: `${origin}/api/v1`,
    TRUST_PROXY: '127.0.0.1',
    // One secret for every instance: a code sent by one is checked by another.
    OTP_SECRET: randomBytes(32).toString('hex'),
    ADMIN_TOKEN: randomBytes(32).toString('hex'),
    REBUILD_TOKEN: rebuildToken,
    LOG_LEVEL: 'warn',
  };
  const tsx = ['--import', import.meta.resolve('tsx')];
  const onExit = (reason: string) => {
    unexpectedExit ??= reason;
  };
  const launch = (name: string, command: string, args: string[], extra: Record<string, string> = {}) => {
    const service = startService(name, command, args, { env: { ...env, ...extra }, logDir, onExit });
    services.push(service);
    cleanups.push(service.stop);
    return service;
  };

  step(`seeding ${PRODUCTS} products into ${new URL(database.url).pathname.slice(1)}`);
  const seed = spawnSync(process.execPath, [...tsx, 'server/src/seed/cli.ts', '--products', String(PRODUCTS)], {
    env,
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`the seed failed:\n${seed.stdout}${seed.stderr}`);

  const apiServers = apiPorts.map((port) => `127.0.0.1:${port}`);
  apiPorts.forEach((port, index) => {
    launch(`api-${index + 1}`, process.execPath, [...tsx, 'server/src/main.ts'], { API_PORT: String(port) });
  });
  launch('rebuild-service', process.execPath, [...tsx, 'deploy/rebuild-service.ts'], {
    REBUILD_PORT: String(rebuildPort),
    SITE_ROOT: join(workDir, 'site'),
  });

  const prefix = join(workDir, 'nginx');
  // nginx makes its temporary folders (owned by its workers' user) but not their parent.
  await mkdir(join(prefix, 'temp'), { recursive: true });
  const accessLog = join(prefix, 'access.log');
  const server = productionServer(readSiteConf(), {
    listen: `127.0.0.1:${sitePort}`,
    root: join(workDir, 'site'),
    origin,
    apiServers,
    rebuildServer: `127.0.0.1:${rebuildPort}`,
    accessLog,
  });
  const conf = join(prefix, 'nginx.conf');
  await writeFile(conf, standaloneConfig(server, { prefix, modules: NGINX_MODULES, mimeTypes: MIME_TYPES }));
  const tested = spawnSync('nginx', ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx refuses the generated ${conf}:\n${tested.stderr}`);
  launch('nginx', 'nginx', ['-p', prefix, '-c', conf]);

  step(`waiting for nginx on ${origin}, ${INSTANCES} API instances and the rebuild service`);
  await Promise.all([
    ...apiPorts.map((port) => waitForAnswer(`http://127.0.0.1:${port}/api/v1/health`)),
    waitForAnswer(`http://127.0.0.1:${rebuildPort}/_haat/rebuild/status`, { status: 401 }),
    waitForAnswer(`${origin}/api/v1/health`),
  ]);
  return {
    origin,
    root: join(workDir, 'site'),
    uploadsDir: join(dataDir, 'uploads'),
    apiServers,
    accessLog,
    rebuildToken,
  };
}

/** The first build, asked of the rebuild endpoint through nginx as an editor would: refused without the token. */
async function buildThroughRebuildEndpoint({ origin, rebuildToken }: Deployment): Promise<void> {
  const url = `${origin}/_haat/rebuild`;
  const refused = await send(url, { method: 'POST' });
  if (refused.status !== 401 || header(refused, 'www-authenticate') !== 'Bearer') {
    throw new Error(`POST /_haat/rebuild without the token: status ${refused.status}, expected 401 with Bearer`);
  }
  const authorization = `Bearer ${rebuildToken}`;
  const accepted = await send(url, { method: 'POST', headers: { authorization } });
  if (accepted.status !== 202) throw new Error(`POST /_haat/rebuild: status ${accepted.status} ${accepted.body}`);
  const { id } = JSON.parse(accepted.body.toString()) as { id: string };
  step(`building the site (rebuild ${id}, through nginx)`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (unexpectedExit) throw new Error(unexpectedExit);
    const answer = await send(`${url}/status`, { headers: { authorization } });
    const status = JSON.parse(answer.body.toString()) as {
      last: { id: string; status: string; pages: number; duration_s: number; error?: string } | null;
    };
    if (status.last?.id !== id) continue;
    if (status.last.status !== 'succeeded') throw new Error(`the build failed: ${status.last.error}`);
    step(`built ${status.last.pages} pages in ${status.last.duration_s} s`);
    return;
  }
}

async function runChecks(deployment: Deployment): Promise<string[]> {
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
  if (unexpectedExit) failures.push(unexpectedExit);
  return failures;
}

let failures: string[] = [];
try {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  requireNginx();
  const workDir = await mkdtemp(join(tmpdir(), 'haat-deploy-check-'));
  cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  // nginx's workers run as nobody when it is started by root: they read the site from here.
  await chmod(workDir, 0o755);
  const deployment = await start(workDir, serverUrl);
  await buildThroughRebuildEndpoint(deployment);
  step('checking through nginx');
  failures = await runChecks(deployment);
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
}
if (failures.length > 0) {
  for (const service of services) console.error(`--- ${service.name} (${service.log}):\n${await logTail(service.log)}`);
}
await cleanUp();
if (failures.length > 0) {
  console.error(`deploy/check FAILED after ${elapsed()}:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
step('passed; stopped everything, dropped the database, removed the folder');
