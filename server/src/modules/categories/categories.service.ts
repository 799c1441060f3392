import type { Category } from '#contract';
import { products } from '../../db/schema';
import { countPublishedBy } from '../../lib/published-counts';
import type { RequestContext } from '../../plugins/request-context';
import { type CategoryRow, findCategories } from './categories.repository';
import { buildCategoryTree } from './category-tree';

// The category tree has one owner, this module: products (the listing's category filter and facet), flash sales and
// shops read it through these.
export { buildCategoryTree, idsUnder, topLevelLookup } from './category-tree';
export type { CategoryRow };

/** Every category in the request's language, parents and children alike, in tree order: what the tree functions take. */
export function categoryRows(ctx: RequestContext): Promise<CategoryRow[]> {
  return findCategories(ctx.db, ctx.locale);
}

/** Top-level categories with their children; counts include subcategories. */
export async function listCategories(ctx: RequestContext): Promise<Category[]> {
  const [rows, counts] = await Promise.all([categoryRows(ctx), countPublishedBy(ctx.db, products.categoryId)]);
  return buildCategoryTree(rows, counts, ctx.uploadUrl);
}

/** The categories a vendor sells in (with their parents), counting only that vendor's products. */
export async function vendorCategories(ctx: RequestContext, vendorId: number): Promise<Category[]> {
  const [rows, counts] = await Promise.all([
    categoryRows(ctx),
    countPublishedBy(ctx.db, products.categoryId, { vendorId }),
  ]);
  return buildCategoryTree(rows, counts, ctx.uploadUrl, { dropEmpty: true });
}
