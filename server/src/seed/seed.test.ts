import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, migrateDatabase } from '../db/client';
import * as schema from '../db/schema';
import { everyArtwork } from './artwork';
import { isDatabaseEmpty, type SeedSummary, seedDemo, seedIfEmpty } from './index';

const NOW = new Date('2025-02-20T06:00:00Z');
const PRODUCTS = 40;
const BENGALI = /[\u0980-\u09FF]/;

let uploadsDir: string;
let handle: DatabaseHandle;
let summary: SeedSummary;

async function seededDatabase() {
  const database = await createDatabase({ inMemory: true });
  await migrateDatabase(database);
  return database;
}

/** Names, prices and variants of every product, in id order. */
async function catalogueOf({ db }: DatabaseHandle) {
  const products = await db.select().from(schema.products).orderBy(asc(schema.products.id));
  const variants = await db.select().from(schema.productVariants).orderBy(asc(schema.productVariants.id));
  return products.map((product) => ({
    name: [product.nameEn, product.nameBn],
    discount: [product.discountType, product.discountValue],
    variants: variants
      .filter((variant) => variant.productId === product.id)
      .map((variant) => [variant.sku, variant.price, variant.stock]),
  }));
}

async function isWebp(file: string): Promise<boolean> {
  const handleOnDisk = await open(file);
  try {
    const { buffer } = await handleOnDisk.read(Buffer.alloc(12), 0, 12, 0);
    return buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP';
  } finally {
    await handleOnDisk.close();
  }
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'haat-seed-'));
  handle = await seededDatabase();
  summary = await seedDemo(handle.db, { products: PRODUCTS, uploadsDir, now: NOW });
});

afterAll(async () => {
  await handle?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('meets the minimum counts', async () => {
    const { db } = handle;
    expect(summary.products).toBe(PRODUCTS);
    expect(await db.$count(schema.products)).toBe(PRODUCTS);
    expect(await db.$count(schema.categories)).toBeGreaterThanOrEqual(10);
    expect(await db.$count(schema.brands)).toBeGreaterThanOrEqual(10);
    expect(await db.$count(schema.vendors)).toBeGreaterThanOrEqual(6);
    expect(await db.$count(schema.homeSliders)).toBe(3);
    expect(await db.$count(schema.homeBanners)).toBeGreaterThanOrEqual(3);
    expect(await db.$count(schema.collections)).toBeGreaterThanOrEqual(4);
    const infoKeys = (await db.select({ key: schema.homeInfo.key }).from(schema.homeInfo)).map((row) => row.key);
    expect(infoKeys).toEqual(
      expect.arrayContaining(['site_name', 'tagline', 'hotline', 'email', 'address', 'about', 'facebook', 'copyright']),
    );
    const members = await db.select().from(schema.collectionProducts);
    for (const collection of await db.select().from(schema.collections)) {
      expect(members.filter((member) => member.collectionId === collection.id).length).toBeGreaterThan(0);
    }
    const vendors = await db.select().from(schema.vendors);
    for (const vendor of vendors) {
      expect(vendor.ratingTenths).toBeGreaterThanOrEqual(35);
      expect(vendor.ratingTenths).toBeLessThanOrEqual(49);
      expect(vendor.phone).toMatch(/^01[3-9]\d{8}$/);
    }
  });

  it('gives every product both names, variants and a picture per colour', async () => {
    const { db } = handle;
    const products = await db.select().from(schema.products);
    const variants = await db.select().from(schema.productVariants);
    const images = await db.select().from(schema.productImages);
    const texts = new Map((await db.select().from(schema.productTexts)).map((row) => [row.productId, row]));
    for (const product of products) {
      expect(product.nameEn).toMatch(/^[A-Za-z]/);
      expect(product.nameBn).toMatch(BENGALI);
      expect(texts.get(product.id)?.descriptionBn).toMatch(BENGALI);
      expect(product.slug).toMatch(new RegExp(`^[a-z0-9-]+-${product.id}$`));
      const own = variants.filter((variant) => variant.productId === product.id);
      expect(own.length).toBeGreaterThan(0);
      const colours = new Set(own.map((variant) => variant.color));
      const pictured = images.filter((image) => image.productId === product.id).map((image) => image.colorName);
      expect(new Set(pictured)).toEqual(colours);
      expect(pictured).toHaveLength(colours.size);
    }
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
  });

  it('prices in whole taka, with the spec samples, stock-outs and both discount types', async () => {
    const { db } = handle;
    const products = await db.select().from(schema.products);
    const variants = await db.select().from(schema.productVariants);
    for (const variant of variants) {
      expect(Number.isInteger(variant.price) && variant.price > 0).toBe(true);
    }
    const prices = new Set(variants.map((variant) => variant.price));
    for (const sample of [1960, 1148, 1200]) expect(prices).toContain(sample);
    expect(variants.some((variant) => variant.stock === 0)).toBe(true);
    expect(variants.some((variant) => variant.stock > 0)).toBe(true);
    expect(products.some((product) => product.discountType === 'percent')).toBe(true);
    const flat = products.filter((product) => product.discountType === 'flat');
    expect(flat.length).toBeGreaterThan(0);
    for (const product of flat) {
      const lowest = Math.min(...variants.filter((v) => v.productId === product.id).map((v) => v.price));
      expect(product.discountValue).toBeLessThan(lowest);
    }
  });

  it('computes every product’s and shop’s rating from its demo reviews, in both languages, spread over the stars', async () => {
    const { db } = handle;
    const reviews = await db.select().from(schema.reviews);
    const ratingOf = (rows: typeof reviews) => ({
      ratingTenths:
        rows.length === 0 ? 0 : Math.round((rows.reduce((sum, row) => sum + row.rating, 0) * 10) / rows.length),
      ratingCount: rows.length,
    });
    const products = await db.select().from(schema.products);
    for (const product of products) {
      const own = reviews.filter((review) => review.kind === 'product' && review.productId === product.id);
      expect(own.length).toBeGreaterThan(0);
      expect({ ratingTenths: product.ratingTenths, ratingCount: product.ratingCount }).toEqual(ratingOf(own));
      for (const review of own) expect(review.vendorId).toBe(product.vendorId);
    }
    for (const vendor of await db.select().from(schema.vendors)) {
      const own = reviews.filter((review) => review.kind === 'seller' && review.vendorId === vendor.id);
      expect({ ratingTenths: vendor.ratingTenths, ratingCount: vendor.ratingCount }).toEqual(ratingOf(own));
    }
    expect(reviews.every((review) => review.orderId === null && review.userId === null && !review.hidden)).toBe(true);
    expect(reviews.every((review) => review.createdAt.getTime() <= NOW.getTime())).toBe(true);
    expect(reviews.some((review) => BENGALI.test(review.review))).toBe(true);
    expect(reviews.some((review) => /^[A-Z]/.test(review.review))).toBe(true);
    expect(reviews.every((review) => /^\S+ \S+\.$/u.test(review.authorName))).toBe(true);
    const tenths = new Set(products.map((product) => Math.floor(product.ratingTenths / 10)));
    expect([...tenths].sort()).toEqual(expect.arrayContaining([3, 4]));
  });

  it('runs exactly one flash sale at "now"', async () => {
    const { db } = handle;
    const running = await db
      .select()
      .from(schema.flashSales)
      .where(and(lte(schema.flashSales.startsAt, NOW), gt(schema.flashSales.endsAt, NOW)));
    expect(running).toHaveLength(1);
    const items = await db.$count(schema.flashSaleItems, eq(schema.flashSaleItems.flashSaleId, running[0]!.id));
    expect(items).toBeGreaterThan(0);
  });

  it('renders every referenced picture as WebP', async () => {
    const { db } = handle;
    const paths = [
      ...(await db.selectDistinct({ path: schema.productImages.path }).from(schema.productImages)).map((r) => r.path),
      ...(await db.select({ path: schema.categories.image }).from(schema.categories)).map((r) => r.path),
      ...(await db.select({ path: schema.brands.logo }).from(schema.brands)).map((r) => r.path),
      ...(await db.select({ path: schema.vendors.banner }).from(schema.vendors)).map((r) => r.path),
      ...(await db.select({ path: schema.homeSliders.image }).from(schema.homeSliders)).map((r) => r.path),
      ...(await db.select({ path: schema.homeBanners.image }).from(schema.homeBanners)).map((r) => r.path),
    ];
    for (const path of paths) {
      expect(path).toMatch(/^[a-z]+\/[a-z0-9-]+\.webp$/);
      expect(await isWebp(join(uploadsDir, path!))).toBe(true);
    }
    const slider = await sharp(join(uploadsDir, 'sliders/eid-collection.webp')).metadata();
    expect([slider.width, slider.height]).toEqual([1600, 600]);
    expect(summary.images.rendered).toBeGreaterThan(0);
  });

  it('draws only pictures that npm install prepares ahead', async () => {
    const prepared = new Set(everyArtwork().map((job) => job.path));
    const drawn = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
    const paths = drawn
      .filter((entry) => entry.isFile())
      .map((entry) => relative(uploadsDir, join(entry.parentPath, entry.name)));
    expect(paths.length).toBe(summary.images.rendered);
    expect(paths.filter((path) => !prepared.has(path))).toEqual([]);
  });

  it('is deterministic and leaves a seeded database alone', async () => {
    const again = await seededDatabase();
    try {
      const second = await seedDemo(again.db, { products: PRODUCTS, uploadsDir, now: NOW });
      expect(second.images.rendered).toBe(0);
      expect(await catalogueOf(again)).toEqual(await catalogueOf(handle));
      expect(await isDatabaseEmpty(again.db)).toBe(false);
      expect(await seedIfEmpty(again.db, { products: PRODUCTS, uploadsDir })).toBeNull();
    } finally {
      await again.close();
    }
  });
});
