import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { needsGatewaySimulators, startGatewaySimulators } from './api-process/gateway-simulators';
import { shutdownOnSignals } from './api-process/shutdown';
import { superviseApi } from './api-process/supervise-api';
import { fetchCatalogue } from './catalogue/fetch-catalogue';
import { siteConfig } from './site-config';

// `npm run dev`: the API in its own supervised process, the local payment gateway simulators in theirs (unless real
// gateways are set), a catalogue snapshot from the API, and Astro's dev server (live reload) on that snapshot.
const site = siteConfig();
const api = superviseApi({
  env: { PUBLIC_SITE_URL: site.siteUrl, ...process.env },
  onGiveUp: (reason) => shutdown(1, reason),
});
const simulators = needsGatewaySimulators(process.env)
  ? startGatewaySimulators({ env: process.env, onUnexpectedExit: (reason) => shutdown(1, reason) })
  : undefined;
let astro: ChildProcess | undefined;
const shutdown = shutdownOnSignals(async () => {
  astro?.kill('SIGTERM');
  await Promise.all([api.stop(), simulators?.stop()]);
});

const apiUrl = await api.ready;
const catalogueDir = resolve('.cache/catalogue');
await fetchCatalogue({ apiBase: site.apiBase, outDir: catalogueDir });
console.log(`API: ${apiUrl}`);

astro = spawn(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(site.sitePort)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HAAT_CATALOGUE_DIR: catalogueDir,
    HAAT_API_URL: site.apiBase,
    PUBLIC_HAAT_API_URL: site.apiBase,
    PUBLIC_SELLER_ADMIN_URL: site.sellerAdminUrl,
  },
});
