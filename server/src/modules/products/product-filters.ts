/** The listing's filters as SQL over `products`: one condition per filter, AND-ed (values within one OR-ed). */
import { and, arrayOverlaps, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { flashSaleItems, flashSales, products } from '../../db/schema';
import { ofVisibleShop } from '../../lib/visible-shops';
import { salePriceSql, saleRunningAt } from './pricing';
import { hasEveryWord, type ResolvedSearch } from './search';

/** A listing filter with names resolved to ids and the search query's words to the vocabulary's. */
export interface ProductFilter {
  categoryIds?: number[];
  brandIds?: number[];
  vendorIds?: number[];
  colors?: string[];
  sizes?: string[];
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
  onSale?: boolean;
  /** Minimum stars, 1–5. */
  rating?: number;
  updatedSince?: Date;
  search?: ResolvedSearch;
}

/** Filters a shopper picks values of; GET /products/facets counts each without its own condition. */
const FACETED = ['category', 'brand', 'vendor', 'color', 'size', 'price', 'inStock', 'onSale', 'rating'] as const;
export type Faceted = (typeof FACETED)[number];

/** The best running flash sale percent of the product (NULL without one), as the cards price it. */
function runningFlashPercent(now: Date): SQL {
  return sql`(select max(${flashSaleItems.discountPercent}) from ${flashSaleItems}
    inner join ${flashSales} on ${flashSales.id} = ${flashSaleItems.flashSaleId}
    where ${flashSaleItems.productId} = ${products.id} and ${saleRunningAt(now)})`;
}

/** The price the product's card shows (ProductCard.sale_price). */
export function cardSalePrice(now: Date): SQL<number> {
  const own = { type: products.discountType, value: products.discountValue };
  return salePriceSql(products.minPrice, own, runningFlashPercent(now));
}

function priceBetween(price: SQL<number>, min?: number, max?: number): SQL | undefined {
  if (min === undefined && max === undefined) return undefined;
  return and(min === undefined ? undefined : gte(price, min), max === undefined ? undefined : lte(price, max));
}

/** The condition of each faceted filter that is set. */
export function facetConditions(filter: ProductFilter, now: Date): Partial<Record<Faceted, SQL>> {
  const salePrice = cardSalePrice(now);
  const conditions: Partial<Record<Faceted, SQL | undefined>> = {
    category: filter.categoryIds && inArray(products.categoryId, filter.categoryIds),
    brand: filter.brandIds && inArray(products.brandId, filter.brandIds),
    vendor: filter.vendorIds && inArray(products.vendorId, filter.vendorIds),
    color: filter.colors && arrayOverlaps(products.colors, filter.colors),
    size: filter.sizes && arrayOverlaps(products.sizes, filter.sizes),
    price: priceBetween(salePrice, filter.priceMin, filter.priceMax),
    inStock: filter.inStock ? sql`${products.inStock}` : undefined,
    onSale: filter.onSale ? sql`(${salePrice} < ${products.minPrice})` : undefined,
    rating: filter.rating === undefined ? undefined : gte(products.ratingTenths, filter.rating * 10),
  };
  return Object.fromEntries(Object.entries(conditions).filter(([, condition]) => condition !== undefined));
}

/** Published products of visible shops matching the filters that have no facet (search, updated_since). */
export function unfacetedConditions(filter: ProductFilter): SQL | undefined {
  return and(
    // The bare column (not `= true`) lets the partial indexes match.
    sql`${products.isPublished}`,
    ofVisibleShop(products.vendorId),
    filter.search === undefined ? undefined : hasEveryWord(products.searchWords, filter.search),
    filter.updatedSince && gt(products.updatedAt, filter.updatedSince),
  );
}

/** Published products of visible shops matching every filter. */
export function visible(filter: ProductFilter = {}, now = new Date()): SQL | undefined {
  return and(unfacetedConditions(filter), ...Object.values(facetConditions(filter, now)));
}
