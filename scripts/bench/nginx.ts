import { readFile } from 'node:fs/promises';
import { buildThroughRebuildEndpoint, nginxMissing, startDeployment } from '../../deploy/deployment';
import { freePort } from '../../server/src/index';
import { createSiteServer } from '../site-server/site-server';
import type { RateResult } from './request-rate';
import { requestRate } from './timed-gets';

export interface NginxBench {
  connections: { page: number; api: number };
  /** The home page in brotli: through nginx, and from the bundled site server on the same build. */
  page: { nginx: RateResult; siteServer: RateResult };
  /** GET /api/v1/products/{id} in brotli: through nginx over both instances, and from one instance directly. */
  product: { nginx: RateResult; oneInstance: RateResult };
  /** Requests of the product run through nginx answered by each instance. */
  shares: number[];
}

const SECONDS = 10;
const PAGE_CONNECTIONS = 50;
const API_CONNECTIONS = 20;
const PRODUCTS = 24;

/**
 * The production recipe (deploy/) on a database of its own: a cached page through nginx against the bundled site
 * server, and product JSON across two API instances through nginx against one instance. The load comes from a
 * process of its own on the same 2 cores. Answers why it was skipped when nginx or PostgreSQL is missing.
 */
export async function benchNginx(serverUrl: string | undefined): Promise<NginxBench | string> {
  if (!serverUrl) return 'skipped (DATABASE_URL is not set: the API instances share one PostgreSQL)';
  const missing = nginxMissing();
  if (missing) return `skipped (${missing})`;
  const deployment = await startDeployment({ serverUrl, products: PRODUCTS, log: () => {} });
  try {
    await buildThroughRebuildEndpoint(deployment, () => {});
    const brotli = { 'accept-encoding': 'br' };
    const pageLoad = { headers: brotli, connections: PAGE_CONNECTIONS, seconds: SECONDS };
    const siteServer = createSiteServer({ root: deployment.root, apiOrigin: deployment.origin });
    const sitePort = await freePort();
    await siteServer.listen({ port: sitePort, host: '127.0.0.1' });
    const page = {
      nginx: await requestRate({ url: `${deployment.origin}/`, ...pageLoad }),
      siteServer: await requestRate({ url: `http://127.0.0.1:${sitePort}/`, ...pageLoad }).finally(() =>
        siteServer.close(),
      ),
    };
    const listed = (await (await fetch(`${deployment.origin}/api/v1/products?per_page=1`)).json()) as {
      data: { data: { id: number }[] };
    };
    const path = `/api/v1/products/${listed.data.data[0]!.id}`;
    const apiLoad = { headers: brotli, connections: API_CONNECTIONS, seconds: SECONDS };
    const before = (await readFile(deployment.accessLog, 'utf8')).length;
    const product = {
      nginx: await requestRate({ url: `${deployment.origin}${path}`, ...apiLoad }),
      oneInstance: await requestRate({ url: `${deployment.apiUrls[0]}${path}`, ...apiLoad }),
    };
    const lines = (await readFile(deployment.accessLog, 'utf8')).slice(before).split('\n');
    const shares = deployment.apiServers.map(
      (server) => lines.filter((line) => line.includes(`GET ${path} `) && line.includes(`upstream=${server} `)).length,
    );
    return { connections: { page: PAGE_CONNECTIONS, api: API_CONNECTIONS }, page, product, shares };
  } finally {
    await deployment.stop();
  }
}

const rate = ({ requests, seconds, statuses }: RateResult) =>
  `${(requests / seconds).toFixed(0)} req/s (${Object.entries(statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')})`;

export function nginxReport(bench: NginxBench | string): string {
  if (typeof bench === 'string') return bench;
  const { connections, page, product, shares } = bench;
  return [
    `home page in brotli, ${connections.page} keep-alive connections: nginx ${rate(page.nginx)}; ` +
      `the bundled site server on the same build ${rate(page.siteServer)}`,
    `GET /api/v1/products/{id} in brotli, ${connections.api} connections (PostgreSQL, ${PRODUCTS} products): ` +
      `nginx over ${shares.length} instances ${rate(product.nginx)} (answered ${shares.join(' + ')}); ` +
      `one instance directly ${rate(product.oneInstance)} (target ≥ 2,000 req/s across two instances)`,
  ].join('\n');
}
