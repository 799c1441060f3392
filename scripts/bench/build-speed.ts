import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/src/config';
import { createDatabase, migrateDatabase } from '../../server/src/db/client';
import { startApi } from '../../server/src/main';
import { seedDemo } from '../../server/src/seed/index';
import { type BuildResult, buildSite } from '../build/build-site';
import { type SiteConfig, siteConfig } from '../site-config';
import { createSiteServer } from '../site-server/site-server';
import { benchChangeToLive, type ChangeToLive } from './change-to-live';
import { type PageWeight, pageJsWeight } from './js-weight';
import { type LighthouseScore, lighthouse } from './lighthouse';

export interface BuildBench {
  products: number;
  seedSeconds: number;
  build: BuildResult;
  weights: PageWeight[];
  lighthouse: LighthouseScore[];
  changeToLive: ChangeToLive | null;
}

export interface BenchOptions {
  /** Built pages (relative to the site root) to weigh and, with `audit`, to run Lighthouse on. */
  pages: (root: string) => Promise<string[]>;
  audit: boolean;
  /** Measure one product's price change from the editors' API to the served page. */
  changeToLive: boolean;
}

/** Lighthouse on each page, one at a time (the machine has two cores). */
async function auditPages(site: SiteConfig, pages: string[]): Promise<LighthouseScore[]> {
  const scores: LighthouseScore[] = [];
  for (const page of pages) scores.push(await lighthouse(`${site.siteUrl}/${page.replace(/index\.html$/, '')}`));
  return scores;
}

/** Seeds a fresh embedded database with `products` products, builds the whole site from it and weighs its pages. */
export async function benchBuild(products: number, options: BenchOptions): Promise<BuildBench> {
  const workDir = await mkdtemp(join(tmpdir(), 'haat-bench-'));
  const { DATABASE_URL: _embeddedOnly, ...env } = process.env;
  const adminToken = randomBytes(16).toString('hex');
  const benchEnv = {
    LOG_LEVEL: 'warn',
    ...env,
    API_PORT: env.BENCH_API_PORT ?? '4710',
    SITE_PORT: env.BENCH_SITE_PORT ?? '4720',
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
      const build = await buildSite(site, { live, log: (line) => console.error(line) });
      const chosen = await options.pages(live);
      const weights = await Promise.all(chosen.map((page) => pageJsWeight(live, page)));
      const server = createSiteServer({ root: live, apiOrigin: new URL(site.apiBase).origin });
      await server.listen({ port: site.sitePort, host: site.siteHost });
      try {
        const scores = options.audit ? await auditPages(site, chosen) : [];
        const changeToLive = options.changeToLive ? await benchChangeToLive(site, live, adminToken) : null;
        return { products, seedSeconds, build, weights, lighthouse: scores, changeToLive };
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
