import type { Locale } from '#contract';
import { byLocale } from '../../lib/by-locale';
import { type FieldMessage, validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { type CategoryRow, idsUnder } from '../categories/categories.service';
import type { CatalogueNames } from './facet-index';
import { catalogueNamesAt, searchAt } from './facet-index.service';
import type { ProductFilter } from './product-filters';
import type { ProductFilterQuery } from './products.schemas';

/** Every category in `locale`, in tree order, as the category functions take them. */
export function categoryRowsOf(names: CatalogueNames, locale: Locale): CategoryRow[] {
  return names.categories.map(({ nameEn, nameBn, ...category }) => ({
    ...category,
    name: byLocale(locale, nameEn, nameBn),
  }));
}

/**
 * Turns the listing's query into a filter of ids at catalogue version `version` or newer: its slugs and shops looked
 * up in the facet index's names, its search words as the index keeps them resolved. A category, brand or vendor
 * that names nothing (a shop shoppers do not see) is a 422 on that field; unknown colours and sizes simply match
 * nothing.
 */
export async function resolveFilter(
  ctx: RequestContext,
  query: ProductFilterQuery,
  version: number,
): Promise<ProductFilter> {
  const names = await catalogueNamesAt(ctx.db, version);
  const filter: ProductFilter = {
    colors: query.color,
    sizes: query.size,
    priceMin: query.price_min,
    priceMax: query.price_max,
    inStock: query.in_stock,
    onSale: query.on_sale,
    rating: query.rating,
    updatedSince: query.updated_since,
    search: query.q === undefined ? undefined : await searchAt(ctx.db, version, query.q),
  };
  const errors: Record<string, FieldMessage[]> = {};
  if (query.category !== undefined) {
    filter.categoryIds = idsUnder(categoryRowsOf(names, ctx.locale), query.category);
    if (!filter.categoryIds) errors.category = [{ key: 'filters.unknownCategory', params: { value: query.category } }];
  }
  if (query.brand) {
    const brandIds = new Map([...names.brands].map(([id, brand]) => [brand.slug, id]));
    const unknown = query.brand.filter((slug) => !brandIds.has(slug));
    filter.brandIds = query.brand.flatMap((slug) => brandIds.get(slug) ?? []);
    if (unknown.length > 0) errors.brand = unknown.map((value) => ({ key: 'filters.unknownBrand', params: { value } }));
  }
  if (query.vendor) {
    const unknown = query.vendor.filter((id) => !names.vendors.has(id));
    filter.vendorIds = query.vendor;
    if (unknown.length > 0) {
      errors.vendor = unknown.map((value) => ({ key: 'filters.unknownVendor', params: { value } }));
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return filter;
}
