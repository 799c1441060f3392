import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/src/config';
import { createDatabase, migrateDatabase } from '../../server/src/db/client';
import { startApi } from '../../server/src/main';
import { seedDemo } from '../../server/src/seed/index';
import { type BuildResult, buildSite } from '../build/build-site';
import { siteConfig } from '../site-config';
import { type PageWeight, pageJsWeight } from './js-weight';

export interface BuildBench {
  products: number;
  seedSeconds: number;
  build: BuildResult;
  weights: PageWeight[];
}

/** Seeds a fresh embedded database with `products` products, builds the whole site from it and weighs its pages. */
export async function benchBuild(
  products: number,
  pagesToWeigh: (root: string) => Promise<string[]>,
): Promise<BuildBench> {
  const workDir = await mkdtemp(join(tmpdir(), 'haat-bench-'));
  const { DATABASE_URL: _embeddedOnly, ...env } = process.env;
  const benchEnv = { ...env, API_PORT: '4710', SITE_PORT: '4720', DATA_DIR: join(workDir, 'data') };
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
      const build = await buildSite(siteConfig(benchEnv), { live, log: (line) => console.error(line) });
      const weights = await Promise.all((await pagesToWeigh(live)).map((page) => pageJsWeight(live, page)));
      return { products, seedSeconds, build, weights };
    } finally {
      await api.close();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
