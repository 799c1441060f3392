/**
 * `npm run seed [-- --products N] [-- --reset]`: seeds the configured database (DATA_DIR or DATABASE_URL)
 * with the demo marketplace. Refuses to touch a database that already has a catalogue unless --reset.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { createDatabase, type DatabaseHandle, migrateDatabase } from '../db/client';
import { INSTALL_PICTURE_CACHE } from './images';
import { DEFAULT_PRODUCTS, isDatabaseEmpty, resetCatalogue, type SeedSummary, seedDemo } from './index';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEFAULT_PRODUCTS) },
    reset: { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 0) {
  console.error(`--products needs a whole number, got "${values.products}"`);
  process.exit(1);
}

const summaryLine = (s: SeedSummary) =>
  `Seeded ${s.products} products (${s.variants} variants, ${s.productImages} pictures), ${s.categories} categories, ` +
  `${s.brands} brands, ${s.vendors} shops, ${s.sliders} sliders, ${s.banners} banners, ` +
  `${s.flashSales} flash sales (${s.flashSaleItems} items), ${s.collections} collections (${s.collectionItems} items); ` +
  `images ${s.images.rendered} rendered + ${s.images.cached} from the cache + ${s.images.reused} kept in ${s.images.seconds.toFixed(1)} s; ` +
  `total ${s.seconds.toFixed(1)} s`;

const config = loadConfig();

async function seed(handle: DatabaseHandle): Promise<number> {
  await migrateDatabase(handle);
  if (values.reset) {
    await resetCatalogue(handle.db);
  } else if (!(await isDatabaseEmpty(handle.db))) {
    console.error('The database already has a catalogue. Run `npm run seed -- --reset` to replace it.');
    return 1;
  }
  const summary = await seedDemo(handle.db, {
    products,
    uploadsDir: config.uploadsDir,
    pictureCache: INSTALL_PICTURE_CACHE,
    log: (line) => console.log(`  ${line}`),
  });
  // Fresh planner statistics and visibility map for the API (PGlite has no autovacuum).
  const vacuumStarted = performance.now();
  await handle.db.execute(sql`vacuum analyze`);
  console.log(`  vacuum analyze (${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s)`);
  console.log(summaryLine(summary));
  return 0;
}

const handle = await createDatabase(config);
try {
  process.exitCode = await seed(handle);
} finally {
  await handle.close();
}
