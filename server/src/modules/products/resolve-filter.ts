import { type FieldMessage, validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { type CategoryRow, idsUnder } from '../categories/categories.service';
import type { ProductFilter } from './product-filters';
import { findBrandIds, findVendorIds } from './products.repository';
import type { ProductFilterQuery } from './products.schemas';
import { resolveSearch } from './search';

/**
 * Turns the listing's query into a filter of ids. A category, brand or vendor that names nothing is a 422 on
 * that field; unknown colours and sizes simply match nothing. `categories` is the tree (needed for a category).
 */
export async function resolveFilter(
  ctx: RequestContext,
  query: ProductFilterQuery,
  categories: () => Promise<readonly CategoryRow[]>,
): Promise<ProductFilter> {
  const [categoryRows, brandIds, vendorIds, search] = await Promise.all([
    query.category === undefined ? undefined : categories(),
    query.brand && findBrandIds(ctx.db, query.brand),
    query.vendor && findVendorIds(ctx.db, query.vendor),
    query.q === undefined ? undefined : resolveSearch(ctx.db, query.q),
  ]);
  const errors: Record<string, FieldMessage[]> = {};
  const filter: ProductFilter = {
    colors: query.color,
    sizes: query.size,
    priceMin: query.price_min,
    priceMax: query.price_max,
    inStock: query.in_stock,
    onSale: query.on_sale,
    rating: query.rating,
    updatedSince: query.updated_since,
    search,
  };
  if (query.category !== undefined && categoryRows) {
    filter.categoryIds = idsUnder(categoryRows, query.category);
    if (!filter.categoryIds) errors.category = [{ key: 'filters.unknownCategory', params: { value: query.category } }];
  }
  if (query.brand && brandIds) {
    const unknown = query.brand.filter((slug) => !brandIds.has(slug));
    filter.brandIds = [...brandIds.values()];
    if (unknown.length > 0) errors.brand = unknown.map((value) => ({ key: 'filters.unknownBrand', params: { value } }));
  }
  if (query.vendor && vendorIds) {
    const unknown = query.vendor.filter((id) => !vendorIds.has(id));
    filter.vendorIds = query.vendor;
    if (unknown.length > 0) {
      errors.vendor = unknown.map((value) => ({ key: 'filters.unknownVendor', params: { value } }));
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return filter;
}
