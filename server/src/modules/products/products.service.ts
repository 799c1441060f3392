import type { Page, ProductCard } from '../../contract';
import { type FieldMessage, validationFailed } from '../../plugins/http-errors';
import { findCategories } from '../categories/categories.repository';
import { idsUnder } from '../categories/category-tree';
import type { CatalogueContext } from '../shared/catalogue-context';
import { toProductCard } from './product-card';
import {
  countProducts,
  findBrandId,
  findCardRows,
  findProductIds,
  type ProductFilter,
  vendorExists,
} from './products.repository';
import type { ProductListQuery } from './products.schemas';

/** Cards for `ids`, in that order; unpublished or unknown ids are left out. */
export async function productCards(ctx: CatalogueContext, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await findCardRows(ctx.db, ids, ctx.locale, ctx.now);
  const cards = new Map(rows.map((row) => [row.id, toProductCard(row, ctx.uploadUrl)]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/** Turns the listing's slugs into ids; a filter that names nothing is a 422 on that field. */
async function resolveFilter(ctx: CatalogueContext, query: ProductListQuery): Promise<ProductFilter> {
  const errors: Record<string, FieldMessage[]> = {};
  const filter: ProductFilter = {};
  if (query.category !== undefined) {
    filter.categoryIds = idsUnder(await findCategories(ctx.db, ctx.locale), query.category);
    if (!filter.categoryIds) errors.category = [{ key: 'filters.unknownCategory', params: { value: query.category } }];
  }
  if (query.brand !== undefined) {
    filter.brandId = await findBrandId(ctx.db, query.brand);
    if (filter.brandId === undefined) errors.brand = [{ key: 'filters.unknownBrand', params: { value: query.brand } }];
  }
  if (query.vendor !== undefined) {
    filter.vendorId = query.vendor;
    if (!(await vendorExists(ctx.db, query.vendor))) {
      errors.vendor = [{ key: 'filters.unknownVendor', params: { value: query.vendor } }];
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return filter;
}

export async function listProducts(ctx: CatalogueContext, query: ProductListQuery): Promise<Page<ProductCard>> {
  const filter = await resolveFilter(ctx, query);
  const [total, ids] = await Promise.all([
    countProducts(ctx.db, filter),
    findProductIds(ctx.db, filter, query.sort, query.per_page, (query.page - 1) * query.per_page),
  ]);
  return {
    data: await productCards(ctx, ids),
    per_page: query.per_page,
    total_count: total,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
