/**
 * npm install's postinstall: what a fresh clone's `npm start` would otherwise make while the shopper waits, made once
 * per install: PGlite's clusters (db/prepare-pglite-templates.ts) and the demo seed's pictures (seed/images.ts). A
 * failure costs only the time it would have saved, so each is reported and the install goes on.
 */
import { dirname } from 'node:path';
import { installedTemplates } from './db/client';
import { prepareTemplates } from './db/prepare-pglite-templates';
import { everyArtwork } from './seed/artwork';
import { ImageRenderer, INSTALL_PICTURE_CACHE } from './seed/images';

async function prepare(what: string, fallback: string, make: () => Promise<string>): Promise<void> {
  const started = performance.now();
  await make().then(
    (outcome) => console.log(`${what}: ${outcome} in ${((performance.now() - started) / 1000).toFixed(1)} s`),
    (error: Error) => console.error(`${what} not prepared (${fallback}): ${error.message}`),
  );
}

await prepare("PGlite's clusters", 'new databases run initdb', async () => {
  const templates = await installedTemplates();
  const outcomes = await prepareTemplates(templates);
  return `empty ${outcomes.empty}, migrated ${outcomes.migrated} (${dirname(templates.empty)})`;
});
await prepare("The demo seed's pictures", 'a seed draws them', async () => {
  const renderer = new ImageRenderer({ cacheDir: INSTALL_PICTURE_CACHE });
  for (const job of everyArtwork()) renderer.add(job);
  const { rendered, cached } = await renderer.finish();
  return `${rendered} drawn, ${cached} kept (${INSTALL_PICTURE_CACHE})`;
});
