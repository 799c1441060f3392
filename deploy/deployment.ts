import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { header, send } from '../scripts/raw-http';
import { createScratchDatabase } from '../scripts/scratch-database';
import { freePort } from '../server/src/index';
import type { Deployment } from './check-answers';
import { logTail, type Service, startService, Teardown, waitForAnswer } from './check-stack';
import { productionServer, readSiteConf, standaloneConfig } from './nginx-config';

const NGINX_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];
const MIME_TYPES = '/etc/nginx/mime.types';
const INSTANCES = 2;
/** Debian's nginx, which is not on the PATH of a user other than root. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** Why the recipe cannot run on this machine (nginx or its brotli module missing), or null. */
export function nginxMissing(): string | null {
  const missing = spawnSync(NGINX, ['-v']).error
    ? ['nginx']
    : [...NGINX_MODULES, MIME_TYPES].filter((file) => !existsSync(file));
  if (missing.length === 0) return null;
  return `missing ${missing.join(', ')}: apt-get install nginx-light libnginx-mod-http-brotli-static (.ci/run does)`;
}

export interface RunningDeployment extends Deployment {
  /** The API instances' own addresses, nginx left out. */
  apiUrls: string[];
  services: Service[];
  /** What ended without being asked to, if anything did. */
  unexpectedExit(): string | undefined;
  /** Stops every process, drops the database and removes the folder. */
  stop(): Promise<void>;
}

export interface DeploymentOptions {
  /** The URL of any database on a PostgreSQL server where a database may be created. */
  serverUrl: string;
  /** Products seeded into the new database. */
  products: number;
  log: (line: string) => void;
}

async function writeNginxConf(prefix: string, site: Parameters<typeof productionServer>[1]): Promise<string> {
  // nginx makes its temporary folders (owned by its workers' user) but not their parent.
  await mkdir(join(prefix, 'temp'), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  const server = productionServer(readSiteConf(), site);
  await writeFile(conf, standaloneConfig(server, { prefix, modules: NGINX_MODULES, mimeTypes: MIME_TYPES }));
  const tested = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx refuses the generated ${conf}:\n${tested.stderr}`);
  return conf;
}

/**
 * The production recipe for real, in a temporary folder on free ports: a database of its own on the server of
 * `serverUrl` (seeded), two API instances sharing one DATA_DIR, the rebuild service, and nginx in front, all
 * answering. The site is not built yet (buildThroughRebuildEndpoint). A failed start stops what it had started.
 */
export async function startDeployment({ serverUrl, products, log }: DeploymentOptions): Promise<RunningDeployment> {
  const teardown = new Teardown();
  const services: Service[] = [];
  let unexpectedExit: string | undefined;
  const stop = () => teardown.run();
  try {
    const workDir = await mkdtemp(join(tmpdir(), 'haat-deploy-'));
    teardown.add(() => rm(workDir, { recursive: true, force: true }));
    // nginx's workers run as nobody when root starts it: they read the site from here.
    await chmod(workDir, 0o755);
    const database = await createScratchDatabase(serverUrl, `haat_deploy_check_${process.pid}`);
    teardown.add(database.drop);
    const [sitePort, rebuildPort, ...apiPorts] = await Promise.all(
      Array.from({ length: INSTANCES + 2 }, () => freePort()),
    );
    const origin = `http://127.0.0.1:${sitePort}`;
    const root = join(workDir, 'site');
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
      teardown.add(service.stop);
    };

    log(`seeding ${products} products into ${new URL(database.url).pathname.slice(1)}`);
    const seed = spawnSync(process.execPath, [...tsx, 'server/src/seed/cli.ts', '--products', String(products)], {
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
      SITE_ROOT: root,
    });
    const prefix = join(workDir, 'nginx');
    const accessLog = join(prefix, 'access.log');
    const rebuildServer = `127.0.0.1:${rebuildPort}`;
    const listen = `127.0.0.1:${sitePort}`;
    const conf = await writeNginxConf(prefix, { listen, root, origin, apiServers, rebuildServer, accessLog });
    launch('nginx', NGINX, ['-p', prefix, '-c', conf]);

    log(`waiting for nginx on ${origin}, ${INSTANCES} API instances and the rebuild service`);
    const apiUrls = apiServers.map((server) => `http://${server}`);
    const failed = () => unexpectedExit;
    await Promise.all([
      ...apiUrls.map((url) => waitForAnswer(`${url}/api/v1/health`, { failed })),
      waitForAnswer(`http://${rebuildServer}/_haat/rebuild/status`, { status: 401, failed }),
      waitForAnswer(`${origin}/api/v1/health`, { failed }),
    ]);
    const uploadsDir = join(dataDir, 'uploads');
    return {
      origin,
      root,
      uploadsDir,
      apiServers,
      apiUrls,
      accessLog,
      rebuildToken,
      services,
      stop,
      unexpectedExit: () => unexpectedExit,
    };
  } catch (error) {
    // The logs go with the folder: what they end with goes into the reason.
    const tails = await Promise.all(services.map(async ({ name, log }) => `--- ${name}:\n${await logTail(log)}`));
    await stop();
    throw new Error([error instanceof Error ? error.message : String(error), ...tails].join('\n'));
  }
}

/** The first build, asked of the rebuild endpoint through nginx as an editor would: refused without the token. */
export async function buildThroughRebuildEndpoint(
  { origin, rebuildToken, unexpectedExit }: RunningDeployment,
  log: (line: string) => void,
): Promise<void> {
  const url = `${origin}/_haat/rebuild`;
  const refused = await send(url, { method: 'POST' });
  if (refused.status !== 401 || header(refused, 'www-authenticate') !== 'Bearer') {
    throw new Error(`POST /_haat/rebuild without the token: status ${refused.status}, expected 401 with Bearer`);
  }
  const authorization = `Bearer ${rebuildToken}`;
  const accepted = await send(url, { method: 'POST', headers: { authorization } });
  if (accepted.status !== 202) throw new Error(`POST /_haat/rebuild: status ${accepted.status} ${accepted.body}`);
  const { id } = JSON.parse(accepted.body.toString()) as { id: string };
  log(`building the site (rebuild ${id}, through nginx)`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ended = unexpectedExit();
    if (ended) throw new Error(ended);
    const answer = await send(`${url}/status`, { headers: { authorization } });
    const status = JSON.parse(answer.body.toString()) as {
      last: { id: string; status: string; pages: number; duration_s: number; error?: string } | null;
    };
    if (status.last?.id !== id) continue;
    if (status.last.status !== 'succeeded') throw new Error(`the build failed: ${status.last.error}`);
    log(`built ${status.last.pages} pages in ${status.last.duration_s} s`);
    return;
  }
}
