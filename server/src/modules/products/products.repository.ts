import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { preparedPerHandle } from '../../db/prepared';
import {
  brands,
  categories,
  flashSaleItems,
  flashSales,
  productImages,
  products,
  productVariants,
  vendors,
} from '../../db/schema';
import { byLocale } from '../../lib/by-locale';
import type { RatingTotals } from '../../lib/rating';
import { saleRunningAt } from './pricing';
import { type ProductFilter, visible } from './product-filters';
import { type ResolvedSearch, searchScore } from './search';
import type { VariantStock } from './stock-now';

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'popularity', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const ORDER_BY: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.minPrice), asc(products.id)],
  price_desc: [desc(products.minPrice), asc(products.id)],
  popularity: [desc(products.soldCount), desc(products.id)],
  rating: [desc(products.ratingTenths), desc(products.ratingCount), desc(products.id)],
};

/** A listing's order: one of the sorts, or by relevance to a search query then newest. */
export type ListingOrder = { sort: ProductSort } | { relevanceTo: ResolvedSearch };

const orderBy = (order: ListingOrder): SQL[] =>
  'sort' in order
    ? ORDER_BY[order.sort]
    : [desc(searchScore(products.searchWords, order.relevanceTo)), ...ORDER_BY.newest];

/** A page of the ids of the products passing `filter`, in `order`, found in SQL. */
export function findProductIds(
  db: Database,
  filter: ProductFilter,
  order: ListingOrder,
  page: { limit: number; offset: number; now: Date },
): Promise<number[]> {
  return pageOfIds(db, visible(filter, page.now), orderBy(order), page);
}

async function pageOfIds(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
}

/** Everything a product card shows, for the ids and at the time given when it runs, in `locale`. */
function prepareCardRows(db: Database, locale: Locale) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const runningFlash = db
    .select({ percent: flashSaleItems.discountPercent, endsAt: flashSales.endsAt })
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
    .where(and(eq(flashSaleItems.productId, products.id), saleRunningAt(now)))
    .orderBy(desc(flashSaleItems.discountPercent), asc(flashSales.endsAt))
    .limit(1)
    .as('running_flash');

  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: byLocale(locale, products.nameEn, products.nameBn),
      discountType: products.discountType,
      discountValue: products.discountValue,
      ratingTenths: products.ratingTenths,
      ratingCount: products.ratingCount,
      updatedAt: products.updatedAt,
      lowestPrice: products.minPrice,
      stock: sql<number>`(select coalesce(sum(${productVariants.stock}), 0)::int from ${productVariants}
        where ${productVariants.productId} = ${products.id})`,
      image: sql<string | null>`(select ${productImages.path} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by ${productImages.position}, ${productImages.id} limit 1)`,
      category: {
        id: categories.id,
        slug: categories.slug,
        name: byLocale(locale, categories.nameEn, categories.nameBn),
      },
      brand: { id: brands.id, slug: brands.slug, name: byLocale(locale, brands.nameEn, brands.nameBn) },
      seller: {
        id: vendors.id,
        slug: vendors.slug,
        name: byLocale(locale, vendors.nameEn, vendors.nameBn),
        ratingTenths: vendors.ratingTenths,
        ratingCount: vendors.ratingCount,
      },
      flashPercent: runningFlash.percent,
      flashEndsAt: runningFlash.endsAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoinLateral(runningFlash, sql`true`)
    .where(and(visible(), sql`${products.id} = any(${sql.placeholder('ids')}::int[])`))
    .prepare(`card_rows_${locale}`);
}

/** Read with every listing, search and suggestion counted anew: one text per locale for any number of ids. */
const cardRowsQueries = {
  en: preparedPerHandle((db) => prepareCardRows(db, 'en')),
  bn: preparedPerHandle((db) => prepareCardRows(db, 'bn')),
};

/** Everything a product card shows, for a batch of ids, in one query (order not kept). */
export function findCardRows(db: Database, ids: number[], locale: Locale, now: Date) {
  // A placeholder's value reaches the driver as it is: the time as text, never the driver's local-time rendering.
  return cardRowsQueries[locale](db).execute({ ids, now: now.toISOString() });
}

export type CardRow = Awaited<ReturnType<typeof findCardRows>>[number];

/** A variant's stock as a JSON object of VariantStock's shape: variants' stock is read as one JSON array. */
export const variantStockJson = sql`json_build_object('id', ${productVariants.id},
  'productId', ${productVariants.productId}, 'stock', ${productVariants.stock})`;

/**
 * Read with every answer counted anew that shows stock (stock-now.ts): one text for any number of ids, and one value
 * to parse rather than a row per variant (a listing page's 20 products have about 200).
 */
const variantStocksQuery = preparedPerHandle((db) =>
  db
    .select({ stocks: sql<VariantStock[] | null>`json_agg(${variantStockJson})` })
    .from(productVariants)
    .where(sql`${productVariants.productId} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('variant_stocks'),
);

/** The stock of every variant of `productIds`, as it is now. */
export async function findVariantStocks(db: Database, productIds: number[]): Promise<VariantStock[]> {
  if (productIds.length === 0) return [];
  const [row] = await variantStocksQuery(db).execute({ ids: productIds });
  return row?.stocks ?? [];
}

/** Stores products' ratings and moves their `updated_at`, so the next incremental rebuild republishes their pages. */
export async function updateProductRatings(db: Database, totals: readonly RatingTotals[], now: Date): Promise<void> {
  for (const { id, tenths, count } of totals) {
    await db
      .update(products)
      .set({ ratingTenths: tenths, ratingCount: count, updatedAt: now })
      .where(eq(products.id, id));
  }
}
