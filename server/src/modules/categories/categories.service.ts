import type { Category } from '#contract';
import { products } from '../../db/schema';
import type { RequestContext } from '../../plugins/request-context';
import { countPublishedBy } from '../products/products.repository';
import { findCategories } from './categories.repository';
import { buildCategoryTree } from './category-tree';

/** Top-level categories with their children; counts include subcategories. */
export async function listCategories(ctx: RequestContext): Promise<Category[]> {
  const [rows, counts] = await Promise.all([
    findCategories(ctx.db, ctx.locale),
    countPublishedBy(ctx.db, products.categoryId),
  ]);
  return buildCategoryTree(rows, counts, ctx.uploadUrl);
}

/** The categories a vendor sells in (with their parents), counting only that vendor's products. */
export async function vendorCategories(ctx: RequestContext, vendorId: number): Promise<Category[]> {
  const [rows, counts] = await Promise.all([
    findCategories(ctx.db, ctx.locale),
    countPublishedBy(ctx.db, products.categoryId, { vendorIds: [vendorId] }),
  ]);
  return buildCategoryTree(rows, counts, ctx.uploadUrl, { dropEmpty: true });
}
