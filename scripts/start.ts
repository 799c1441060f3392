import { resolve } from 'node:path';
import { loadConfig, startApi } from '../server/src/index';
import { buildSite } from './build/build-site';
import { siteConfig } from './site-config';
import { REBUILD_PATH } from './site-server/rebuild-routes';
import { RebuildRunner } from './site-server/rebuild-runner';
import { createSiteServer } from './site-server/site-server';

// `npm start`: API on the embedded database (migrated and seeded if empty), a fresh build of the catalogue
// from it, then the site server. One process; Ctrl-C closes the database cleanly.
const site = siteConfig();
// The API allows the storefront's origin by default: derive it from the same settings as the site. Request logs
// stay quiet unless LOG_LEVEL asks for them (the build alone makes a request per product and locale).
const apiConfig = loadConfig({ PUBLIC_SITE_URL: site.siteUrl, LOG_LEVEL: 'warn', ...process.env });
const api = await startApi(apiConfig);
try {
  const result = await buildSite(site, { log: (line) => console.error(line) });
  console.log(`Built ${result.pages} pages in ${result.seconds.toFixed(1)} s`);
} catch (error) {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  await api.close();
  process.exit(1);
}

// Editors' rebuilds (POST /_haat/rebuild) publish only what changed since the build above.
const runner = new RebuildRunner((onProgress) =>
  buildSite(site, { mode: 'auto', onProgress, log: (line) => console.error(line) }),
);
const server = createSiteServer({
  root: resolve('dist'),
  apiOrigin: new URL(site.apiBase).origin,
  rebuild: { token: process.env.REBUILD_TOKEN || undefined, runner },
});
await server.listen({ port: site.sitePort, host: site.siteHost });
console.log(`Storefront: ${site.siteUrl}`);
console.log(`API: ${apiConfig.publicUrl}/api/v1`);
if (process.env.REBUILD_TOKEN) console.log(`Rebuild: POST ${site.siteUrl}${REBUILD_PATH}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.close();
    await api.close();
    process.exit(0);
  });
}
