import { resolve } from 'node:path';
import Fastify from 'fastify';
import { weakTokenProblem } from '#contract';
import { buildSite } from '../scripts/site-build/build-site';
import { dropRenders } from '../scripts/site-build/render-ahead';
import { siteConfig } from '../scripts/site-config';
import { REBUILD_PATH, registerRebuildRoutes } from '../scripts/site-server/rebuild-routes';
import { RebuildRunner } from '../scripts/site-server/rebuild-runner';

// The editors' rebuilds behind nginx (deploy/README.md): POST /_haat/rebuild builds from the API at HAAT_API_URL
// into SITE_ROOT, the live link nginx serves; the first one builds everything, later ones what changed.
const token = process.env.REBUILD_TOKEN || undefined;
const problem = token ? weakTokenProblem('REBUILD_TOKEN', token) : 'REBUILD_TOKEN is not set: nobody could rebuild';
if (problem) {
  console.error(problem);
  process.exit(1);
}
const site = siteConfig();
const live = resolve(process.env.SITE_ROOT ?? 'dist');
const runner = new RebuildRunner((onProgress) =>
  buildSite(site, { live, mode: 'auto', onProgress, log: (line) => console.error(line), prepareNext: true }),
);
// nginx on this machine is the only client: its X-Forwarded-For names the editor, whom wrong tokens are counted for.
const app = Fastify({ trustProxy: 'loopback' });
registerRebuildRoutes(app, { token, runner });
const port = Number(process.env.REBUILD_PORT ?? 4400);
await app.listen({ port, host: '127.0.0.1' });
console.log(`Rebuild service: POST http://127.0.0.1:${port}${REBUILD_PATH} builds ${live} from ${site.apiBase}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // A build under way is left to finish: its folder would otherwise stay half-written beside the live one.
    void app
      .close()
      .then(() => runner.idle())
      .then(() => dropRenders())
      .then(() => process.exit(0));
  });
}
