/** Inserts the catalogue: categories, brands, shops, then products with variants and pictures in batches. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  brands,
  categories,
  productImages,
  products,
  productTexts,
  productVariants,
  reviews,
  vendors,
} from '../db/schema';
import { searchText } from '../modules/products/search';
import { artworkPaths, productArtwork } from './artwork';
import { bulkInsert, rowsOf } from './bulk-insert';
import { CATEGORIES } from './data/categories';
import { BRANDS, VENDORS } from './data/partners';
import type { ImageRenderer } from './images';
import { makeProduct, type ProductFacts, type Refs } from './products';
import type { Random } from './random';
import { demoRatings, demoReviews, ratingOf } from './reviews';

const PRODUCTS_PER_BATCH = 1000;
const DAY_MS = 86_400_000;

/** Seller reviews per shop: one for this many ratings of the shops' demo counts (129–1,530: four to thirty-nine). */
const SELLER_RATINGS_PER_REVIEW = 40;

/**
 * Categories (parents first), brands and shops with their demo seller reviews (from `reviewRng`); answers their ids
 * by slug.
 */
export async function insertDirectory(tx: Database, reviewRng: Random, now: Date): Promise<Refs> {
  const categoryIds = new Map<string, number>();
  let pending = [...CATEGORIES];
  while (pending.length > 0) {
    const ready = pending.filter((category) => !category.parent || categoryIds.has(category.parent));
    if (ready.length === 0) throw new Error('Seed categories name a parent that does not exist');
    const rows = await tx
      .insert(categories)
      .values(
        ready.map((category) => ({
          slug: category.slug,
          nameEn: category.en,
          nameBn: category.bn,
          parentId: category.parent ? categoryIds.get(category.parent) : null,
          image: artworkPaths.category(category.slug),
          position: CATEGORIES.indexOf(category),
          partnerRatePercent: category.partnerRate ?? null,
          searchText: searchText(category.en, category.bn),
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const row of rows) categoryIds.set(row.slug, row.id);
    pending = pending.filter((category) => !categoryIds.has(category.slug));
  }

  const brandRows = await tx
    .insert(brands)
    .values(
      BRANDS.map(({ slug, en, bn }) => ({
        slug,
        nameEn: en,
        nameBn: bn,
        logo: artworkPaths.brand(slug),
        searchText: searchText(en, bn),
      })),
    )
    .returning({ id: brands.id, slug: brands.slug });

  const sellerRatings = VENDORS.map((vendor) =>
    demoRatings(reviewRng, vendor.ratingTenths, Math.ceil(vendor.ratingCount / SELLER_RATINGS_PER_REVIEW)),
  );
  const vendorRows = await tx
    .insert(vendors)
    .values(
      VENDORS.map((vendor, index) => {
        const opened = new Date(now.getTime() - vendor.openedDaysAgo * DAY_MS);
        return {
          slug: vendor.slug,
          nameEn: vendor.en,
          nameBn: vendor.bn,
          descriptionEn: vendor.descriptionEn,
          descriptionBn: vendor.descriptionBn,
          addressEn: vendor.addressEn,
          addressBn: vendor.addressBn,
          phone: vendor.phone,
          logo: artworkPaths.vendorLogo(vendor.slug),
          banner: artworkPaths.vendorBanner(vendor.slug),
          ratingTenths: ratingOf(sellerRatings[index] ?? []).tenths,
          ratingCount: ratingOf(sellerRatings[index] ?? []).count,
          createdAt: opened,
          updatedAt: opened,
        };
      }),
    )
    .returning({ id: vendors.id, slug: vendors.slug });

  const sellerReviews = VENDORS.flatMap((vendor, index) => {
    const vendorId = vendorRows.find((row) => row.slug === vendor.slug)!.id;
    const from = new Date(now.getTime() - vendor.openedDaysAgo * DAY_MS);
    return demoReviews(reviewRng, { kind: 'seller', vendorId }, sellerRatings[index] ?? [], { from, now }).rows;
  });
  await bulkInsert(tx, reviews, sellerReviews);

  const bySlug = (rows: { id: number; slug: string }[]) => new Map(rows.map((row) => [row.slug, row.id]));
  return { categories: categoryIds, brands: bySlug(brandRows), vendors: bySlug(vendorRows) };
}

/** Takes `count` consecutive ids from the products sequence so slugs can carry the id from the start. */
async function reserveProductIds(tx: Database, count: number): Promise<number> {
  const sequence = sql`pg_get_serial_sequence('products', 'id')::regclass`;
  const result = await tx.execute(
    sql`select setval(${sequence}, nextval(${sequence}) + ${count - 1}) - ${count - 1} as first`,
  );
  return Number(rowsOf<{ first: number | string }>(result)[0]?.first);
}

export interface ProductTotals {
  facts: ProductFacts[];
  variants: number;
  pictures: number;
}

export async function insertProducts(
  tx: Database,
  rng: Random,
  count: number,
  context: { now: Date; refs: Refs; reviewRng: Random; renderer: ImageRenderer; log: (line: string) => void },
): Promise<ProductTotals> {
  const totals: ProductTotals = { facts: [], variants: 0, pictures: 0 };
  if (count === 0) return totals;
  const firstId = await reserveProductIds(tx, count);
  const started = performance.now();
  for (let start = 0; start < count; start += PRODUCTS_PER_BATCH) {
    const size = Math.min(PRODUCTS_PER_BATCH, count - start);
    const batch = Array.from({ length: size }, (_, i) =>
      makeProduct(rng, context.reviewRng, firstId + start + i, start + i, context.now, context.refs),
    );
    for (const made of batch) {
      for (const key of made.colours) context.renderer.add(productArtwork(made.garment, key));
    }
    const variantRows = batch.flatMap((made) => made.variants);
    const imageRows = batch.flatMap((made) => made.images);
    await bulkInsert(
      tx,
      products,
      batch.map((made) => made.row),
    );
    await bulkInsert(
      tx,
      productTexts,
      batch.map((made) => made.texts),
    );
    await bulkInsert(tx, productVariants, variantRows);
    await bulkInsert(tx, productImages, imageRows);
    await bulkInsert(
      tx,
      reviews,
      batch.flatMap((made) => made.reviews),
    );
    totals.facts.push(...batch.map((made) => made.facts));
    totals.variants += variantRows.length;
    totals.pictures += imageRows.length;
    if ((start / PRODUCTS_PER_BATCH) % 10 === 9 || start + size === count) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      context.log(`products ${start + size}/${count} (${seconds} s)`);
    }
  }
  return totals;
}
