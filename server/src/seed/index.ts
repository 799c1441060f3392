/**
 * The demo marketplace seed: a deterministic, bilingual catalogue (categories, brands, shops, products
 * with variants and pictures), home content, a running flash sale and collections, and demo accounts.
 * Pictures are drawn as SVG and rendered to WebP under the uploads folder at seed time.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { siteArtwork } from './artwork';
import { insertDirectory, insertProducts } from './catalogue';
import { insertCommerce } from './commerce';
import { CATEGORIES } from './data/categories';
import { BANNERS, COLLECTIONS, FLASH_SALES, SLIDERS } from './data/home';
import { BRANDS, VENDORS } from './data/partners';
import { insertDemoAccounts, insertDemoSellers } from './demo-accounts';
import { ImageRenderer, type RenderReport } from './images';
import { insertHome, insertPromotions } from './promotions';
import { Random } from './random';
import { insertTicketCategories } from './ticket-categories';

export const DEFAULT_PRODUCTS = 320;
/** Seeds of the three PRNG streams: products, collection and sale picks, demo reviews. */
const PRODUCT_SEED = 20_250_228;
const PICK_SEED = 1_960;
const REVIEW_SEED = 5;

export interface SeedOptions {
  /** How many products (default 320). */
  products?: number;
  /** Where pictures go (products/, sliders/, banners/, categories/, brands/, vendors/). */
  uploadsDir: string;
  /** Pictures drawn before are copied from this cache, and new ones kept in it (images.ts; none by default). */
  pictureCache?: string;
  /** Timestamps are relative to this (default: the current time). */
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedSummary {
  categories: number;
  brands: number;
  vendors: number;
  products: number;
  variants: number;
  productImages: number;
  sliders: number;
  banners: number;
  flashSales: number;
  flashSaleItems: number;
  collections: number;
  collectionItems: number;
  /** Picture files drawn now, copied from the picture cache, and already present (kept). */
  images: RenderReport;
  seconds: number;
}

/** Every table the seed fills; --reset empties them. */
const CATALOGUE_TABLES = [
  schema.reviews,
  schema.couponRedemptions,
  schema.coupons,
  schema.shippers,
  schema.affiliates,
  schema.collectionProducts,
  schema.collections,
  schema.flashSaleItems,
  schema.flashSales,
  schema.homeInfo,
  schema.homeBanners,
  schema.homeSliders,
  schema.productImages,
  schema.productVariants,
  schema.productTexts,
  schema.searchVocabulary,
  schema.products,
  schema.vendors,
  schema.brands,
  schema.categories,
];

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.categories.id }).from(schema.categories).limit(1);
  return rows.length === 0;
}

/**
 * Empties the catalogue tables and restarts their ids (CASCADE also empties rows that point at them). Users point at
 * shops too (a seller's vendor_id), and a TRUNCATE of shops would cascade to every user: so the other tables that
 * point at shops are emptied with the rest, and the shops deleted instead, which unlinks their sellers (the seed
 * links them again by phone).
 */
export async function resetCatalogue(db: Database): Promise<void> {
  const truncated = [...CATALOGUE_TABLES.filter((table) => table !== schema.vendors), schema.orders, schema.chats];
  const tables = sql.join(
    truncated.map((table) => sql`${table}`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table ${tables} restart identity cascade`);
    await tx.delete(schema.vendors);
    await tx.execute(sql`select setval(pg_get_serial_sequence('vendors', 'id'), 1, false)`);
  });
}

/** Seeds an empty catalogue in one transaction; pictures are rendered meanwhile and awaited before commit. */
export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const count = options.products ?? DEFAULT_PRODUCTS;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`products must be a whole number, got ${count}`);
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const started = performance.now();
  const renderer = new ImageRenderer({ uploadsDir: options.uploadsDir, cacheDir: options.pictureCache });
  for (const job of siteArtwork()) renderer.add(job);

  const summary = await db.transaction(async (tx) => {
    const reviewRng = new Random(REVIEW_SEED);
    const refs = await insertDirectory(tx, reviewRng, now);
    const totals = await insertProducts(tx, new Random(PRODUCT_SEED), count, { now, refs, reviewRng, renderer, log });
    await insertHome(tx, now);
    await insertDemoAccounts(tx, now);
    await insertDemoSellers(tx, refs.vendors, now);
    await insertCommerce(tx, now);
    await insertTicketCategories(tx);
    const promotions = await insertPromotions(tx, new Random(PICK_SEED), totals.facts, now);
    const images = await renderer.finish();
    log(
      `images ${images.rendered} rendered, ${images.cached} from the cache, ${images.reused} kept (${images.seconds.toFixed(1)} s)`,
    );
    return {
      categories: CATEGORIES.length,
      brands: BRANDS.length,
      vendors: VENDORS.length,
      products: count,
      variants: totals.variants,
      productImages: totals.pictures,
      sliders: SLIDERS.length,
      banners: BANNERS.length,
      flashSales: FLASH_SALES.length,
      flashSaleItems: promotions.flashSaleItems,
      collections: COLLECTIONS.length,
      collectionItems: promotions.collectionItems,
      images,
    };
  });
  return { ...summary, seconds: (performance.now() - started) / 1000 };
}

/** Seeds only when the database has no categories yet; answers null when it left the data alone. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedSummary | null> {
  return (await isDatabaseEmpty(db)) ? seedDemo(db, options) : null;
}
