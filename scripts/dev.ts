import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfig, startApi } from '../server/src/index';
import { fetchCatalogue } from './catalogue/fetch-catalogue';
import { siteConfig } from './site-config';

// `npm run dev`: the API, a catalogue snapshot from it, and Astro's dev server (live reload) on that snapshot.
const site = siteConfig();
const apiConfig = loadConfig({ PUBLIC_SITE_URL: site.siteUrl, ...process.env });
const api = await startApi(apiConfig);
const catalogueDir = resolve('.cache/catalogue');
await fetchCatalogue({ apiBase: site.apiBase, outDir: catalogueDir });
console.log(`API: ${apiConfig.publicUrl}/api/v1`);

const astro = spawn(
  process.execPath,
  [resolve('node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(site.sitePort)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      HAAT_CATALOGUE_DIR: catalogueDir,
      HAAT_API_URL: site.apiBase,
      PUBLIC_HAAT_API_URL: site.apiBase,
    },
  },
);
const stop = async () => {
  astro.kill('SIGTERM');
  await api.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
