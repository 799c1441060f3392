import { and, asc, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { productImages, products, productTexts, productVariants, reviews } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';
import { ofVisibleShop } from '../../lib/visible-shops';
import { visible } from './product-filters';

const RELATED_LIMIT = 8;

/**
 * For each published product of `ids` (order not kept): the text of its page in every language plus the ids of its
 * neighbours and related products (same category), which are the same in every language.
 */
export function findProductPages(db: Database, ids: number[]) {
  const other = alias(products, 'other');
  const sameCategory = and(
    eq(other.categoryId, products.categoryId),
    eq(other.isPublished, true),
    ofVisibleShop(other.vendorId),
    ne(other.id, products.id),
  );
  // ORDER BY … LIMIT 1 rather than max()/min(): with the shop condition's join, the planner would aggregate every
  // product of the category on that side instead of reading ids in order up to the first visible one.
  const neighbour = (direction: 'prev' | 'next') =>
    db
      .select({ id: other.id })
      .from(other)
      .where(and(sameCategory, direction === 'prev' ? lt(other.id, products.id) : gt(other.id, products.id)))
      .orderBy(direction === 'prev' ? desc(other.id) : asc(other.id))
      .limit(1);
  const related = db
    .select({ id: other.id })
    .from(other)
    .where(sameCategory)
    .orderBy(desc(other.soldCount), asc(other.id))
    .limit(RELATED_LIMIT);

  return db
    .select({
      id: products.id,
      descriptionEn: sql<string>`coalesce(${productTexts.descriptionEn}, '')`,
      descriptionBn: sql<string>`coalesce(${productTexts.descriptionBn}, '')`,
      warrantyEn: productTexts.warrantyEn,
      warrantyBn: productTexts.warrantyBn,
      shippingCost: products.shippingCost,
      prevId: sql<number | null>`(${neighbour('prev')})`,
      nextId: sql<number | null>`(${neighbour('next')})`,
      relatedIds: sql<number[]>`array(${related})`,
    })
    .from(products)
    .leftJoin(productTexts, eq(productTexts.productId, products.id))
    .where(and(visible(), inArray(products.id, ids)));
}

export type ProductPageRow = Awaited<ReturnType<typeof findProductPages>>[number];

/** The variants of the products `productIds`, by product then id. */
export function findVariants(db: Database, productIds: number[], locale: Locale) {
  return db
    .select({
      productId: productVariants.productId,
      id: productVariants.id,
      sku: productVariants.sku,
      color: productVariants.color,
      colorName: byLocale(locale, productVariants.colorNameEn, productVariants.colorNameBn),
      colorHex: productVariants.colorHex,
      size: productVariants.size,
      price: productVariants.price,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.id));
}

/** Per-unit shipping charge of each published product of `productIds` (unknown and unpublished ones left out). */
export async function findSoldProducts(db: Database, productIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: products.id, shippingCost: products.shippingCost })
    .from(products)
    .where(and(visible(), inArray(products.id, productIds)));
  return new Map(rows.map((row) => [row.id, row.shippingCost]));
}

/** The pictures of the products `productIds`, by product then position. */
export function findImages(db: Database, productIds: number[]) {
  return db
    .select({ productId: productImages.productId, path: productImages.path, colorName: productImages.colorName })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
}

/** The latest `limit` visible product reviews of each of `productIds`, newest first. */
export function findLatestReviews(db: Database, productIds: number[], limit: number) {
  const ranked = db
    .select({
      productId: sql<number>`${reviews.productId}`.as('product_id'),
      id: reviews.id,
      author: reviews.authorName,
      rating: reviews.rating,
      review: reviews.review,
      createdAt: reviews.createdAt,
      rank: sql<number>`row_number() over (partition by ${reviews.productId} order by ${reviews.id} desc)`.as('rank'),
    })
    .from(reviews)
    .where(and(eq(reviews.kind, 'product'), eq(reviews.hidden, false), inArray(reviews.productId, productIds)))
    .as('ranked');
  return db
    .select({
      productId: ranked.productId,
      id: ranked.id,
      author: ranked.author,
      rating: ranked.rating,
      review: ranked.review,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(desc(ranked.id));
}
