import { resolve } from 'node:path';
import { weakTokenProblem } from '#contract';
import { needsGatewaySimulators, startGatewaySimulators } from './api-process/gateway-simulators';
import { shutdownOnSignals } from './api-process/shutdown';
import { superviseApi } from './api-process/supervise-api';
import { buildSite } from './site-build/build-site';
import { dropRenders } from './site-build/render-ahead';
import { siteConfig } from './site-config';
import { REBUILD_PATH } from './site-server/rebuild-routes';
import { RebuildRunner } from './site-server/rebuild-runner';
import { createSiteServer } from './site-server/site-server';

// `npm start`: the site server in this process at once, the API in its own supervised process on the embedded
// database (migrated and seeded if empty), the local payment gateway simulators in theirs (unless real gateways are
// set), and a fresh build of the catalogue from the API, started with it. Ctrl-C stops them all, the API closing its
// database.
// The site server passes the API's pictures on (API_PICTURE_PATHS): pages link them on the site's own origin.
const site = siteConfig({ HAAT_IMAGES_ON_SITE: '1', ...process.env });
// Before anything starts: the API refuses a short ADMIN_TOKEN too, but only after its process was started.
const tokenProblems = [
  weakTokenProblem('ADMIN_TOKEN', process.env.ADMIN_TOKEN || undefined),
  weakTokenProblem('REBUILD_TOKEN', process.env.REBUILD_TOKEN || undefined),
].filter(Boolean);
if (tokenProblems.length > 0) {
  console.error(tokenProblems.join('\n'));
  process.exit(1);
}
// The API allows the storefront's origin by default: derive it from the same settings as the site. Request logs
// stay quiet unless LOG_LEVEL asks for them (the build alone makes a request per product and locale).
const api = superviseApi({
  env: { PUBLIC_SITE_URL: site.siteUrl, LOG_LEVEL: 'warn', ...process.env },
  onGiveUp: (reason) => shutdown(1, reason),
});
const simulators = needsGatewaySimulators(process.env)
  ? startGatewaySimulators({ env: process.env, onUnexpectedExit: (reason) => shutdown(1, reason) })
  : undefined;
// Editors' rebuilds (POST /_haat/rebuild) publish only what changed since the last build.
const runner = new RebuildRunner((onProgress) =>
  buildSite(site, { mode: 'auto', onProgress, log: (line) => console.error(line), prepareNext: true }),
);
// Up at once: the last published build is served while the API starts and this start's build runs, and before the
// first build ever (a fresh clone), a page that says the shop is opening.
const server = createSiteServer({
  root: resolve('dist'),
  apiOrigin: new URL(site.apiBase).origin,
  rebuild: { token: process.env.REBUILD_TOKEN || undefined, runner },
});
const shutdown = shutdownOnSignals(async () => {
  await server.close();
  await Promise.all([api.stop(), simulators?.stop(), dropRenders()]);
});
await server.listen({ port: site.sitePort, host: site.siteHost });
console.log(`Storefront: ${site.siteUrl}`);

void api.ready.then((apiUrl) => {
  console.log(`API: ${apiUrl}`);
  if (process.env.REBUILD_TOKEN) console.log(`Rebuild: POST ${site.siteUrl}${REBUILD_PATH}`);
  else console.log('Rebuild endpoint off: set REBUILD_TOKEN (32+ characters, e.g. openssl rand -hex 32) to open it');
});
try {
  // Started with the API: Astro bundles while the API migrates and seeds, and fetches the catalogue once it answers.
  // Without the rebuild endpoint nothing changes the site until the next start: nothing to prepare for.
  const prepareNext = Boolean(process.env.REBUILD_TOKEN);
  const result = await buildSite(site, { log: (line) => console.error(line), apiReady: api.ready, prepareNext });
  console.log(`Built ${result.pages} pages in ${result.seconds.toFixed(1)} s`);
} catch (error) {
  await shutdown(1, `Build failed: ${error instanceof Error ? error.message : String(error)}`);
}
