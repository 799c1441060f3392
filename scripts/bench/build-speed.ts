import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, loadConfig, migrateDatabase, seedDemo, startApi } from '../../server/src/index';
import { type BuildResult, buildSite } from '../site-build/build-site';
import { type SiteConfig, siteConfig } from '../site-config';
import { createSiteServer } from '../site-server/site-server';
import { benchCartClick, type CartClick } from './cart-click';
import { benchChangeToLive, type ChangeToLive } from './change-to-live';
import { type PageWeight, pageJsWeight } from './js-weight';
import { type LighthouseScore, lighthouse } from './lighthouse';
import { type ProductPageJs, productPageJs } from './product-js';
import { type ServiceWorkerWeight, serviceWorkerWeight } from './service-worker';
import { watchDescendantsMemory } from './tree-memory';

export interface BuildBench {
  products: number;
  seedSeconds: number;
  build: BuildResult;
  /** The build's processes' highest resident memory, summed (the API's process aside); null where it cannot tell. */
  buildPeakBytes: number | null;
  weights: PageWeight[];
  serviceWorker: ServiceWorkerWeight;
  lighthouse: LighthouseScore[];
  changeToLive: ChangeToLive | null;
  /** Each chosen product page's scripts, with what the add-to-cart control accounts for. */
  productJs: ProductPageJs[];
  cartClick: CartClick | null;
}

export interface BenchOptions {
  /** Built pages (relative to the site root) to weigh and, with `audit`, to run Lighthouse on. */
  pages: (root: string) => Promise<string[]>;
  audit: boolean;
  /** Measure one product's price change from the editors' API to the served page. */
  changeToLive: boolean;
  /** Measure a guest's click on "Add to cart" to the header counter changing (Chromium, CPU slowed 4×). */
  cartClick: boolean;
}

const PRODUCT_PAGE = /(?:^|\/)product\/\d+\/index\.html$/;

/** English product pages to try for the click: the first ten products. */
async function productUrls(site: SiteConfig, root: string): Promise<string[]> {
  const ids = (await readdir(join(root, 'product'))).filter((name) => /^\d+$/.test(name)).sort();
  return ids.slice(0, 10).map((id) => `${site.siteUrl}/product/${id}/`);
}

/** Lighthouse on each page, one at a time (the machine has two cores); product pages on the 2G-class link too. */
async function auditPages(site: SiteConfig, pages: string[]): Promise<LighthouseScore[]> {
  const scores: LighthouseScore[] = [];
  const urlOf = (page: string) => `${site.siteUrl}/${page.replace(/index\.html$/, '')}`;
  for (const page of pages) scores.push(await lighthouse(urlOf(page)));
  for (const page of pages.filter((page) => PRODUCT_PAGE.test(page)))
    scores.push(await lighthouse(urlOf(page), '2G-class'));
  return scores;
}

/** Seeds a fresh embedded database with `products` products, builds the whole site from it and weighs its pages. */
export async function benchBuild(products: number, options: BenchOptions): Promise<BuildBench> {
  const workDir = await mkdtemp(join(tmpdir(), 'haat-bench-'));
  const { DATABASE_URL: _embeddedOnly, ...env } = process.env;
  const adminToken = randomBytes(16).toString('hex');
  const sitePort = env.BENCH_SITE_PORT ?? '4720';
  const benchEnv = {
    LOG_LEVEL: 'warn',
    ...env,
    API_PORT: env.BENCH_API_PORT ?? '4710',
    SITE_PORT: sitePort,
    // The API lets only its site's origin call it (CORS): without this it expected :4321, and every call from the
    // bench's pages (the cart's quote, live prices) failed with a console error.
    PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
    // As npm start builds: pictures on the site's own origin, passed on to the API by the site server.
    HAAT_IMAGES_ON_SITE: '1',
    DATA_DIR: join(workDir, 'data'),
    ADMIN_TOKEN: adminToken,
  };
  const config = loadConfig(benchEnv);
  try {
    const seedStart = performance.now();
    const handle = await createDatabase(config);
    await migrateDatabase(handle);
    await seedDemo(handle.db, { products, uploadsDir: config.uploadsDir });
    await handle.close();
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const api = await startApi(config);
    try {
      const live = join(workDir, 'site');
      const site = siteConfig(benchEnv);
      const memory = watchDescendantsMemory();
      // Stopped in `finally` too: a failed build must not leave the sampler running.
      const build = await buildSite(site, { live, log: (line) => console.error(line) }).finally(memory.stop);
      const buildPeakBytes = memory.stop();
      const chosen = await options.pages(live);
      const weights = await Promise.all(chosen.map((page) => pageJsWeight(live, page)));
      const serviceWorker = await serviceWorkerWeight(live);
      const productJs = await Promise.all(
        chosen.filter((page) => PRODUCT_PAGE.test(page)).map((page) => productPageJs(live, page)),
      );
      const server = createSiteServer({ root: live, apiOrigin: new URL(site.apiBase).origin });
      await server.listen({ port: site.sitePort, host: site.siteHost });
      try {
        const scores = options.audit ? await auditPages(site, chosen) : [];
        const cartClick = options.cartClick ? await benchCartClick(await productUrls(site, live)) : null;
        const changeToLive = options.changeToLive ? await benchChangeToLive(site, live, adminToken) : null;
        return {
          products,
          seedSeconds,
          build,
          buildPeakBytes,
          weights,
          serviceWorker,
          lighthouse: scores,
          changeToLive,
          productJs,
          cartClick,
        };
      } finally {
        await server.close();
      }
    } finally {
      await api.close();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
