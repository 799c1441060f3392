import type { Category, Vendor } from '#contract';
import { products } from '../../db/schema';
import { countPublishedBy } from '../../lib/published-counts';
import { fromTenths, type RatingTotals } from '../../lib/rating';
import { notFound } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { vendorCategories } from '../categories/categories.service';
import { findVendors, isVisibleShop, updateVendorRatings } from './vendors.repository';

async function vendors(ctx: RequestContext, id?: number): Promise<Vendor[]> {
  const [rows, counts] = await Promise.all([
    findVendors(ctx.db, ctx.locale, id),
    countPublishedBy(ctx.db, products.vendorId, { vendorId: id }),
  ]);
  return rows.map(({ ratingTenths, ratingCount, ...row }) => ({
    ...row,
    logo: row.logo === null ? null : ctx.uploadUrl(row.logo),
    banner: row.banner === null ? null : ctx.uploadUrl(row.banner),
    rating: fromTenths(ratingTenths),
    rating_count: ratingCount,
    product_count: counts.get(row.id) ?? 0,
  }));
}

export const listVendors = (ctx: RequestContext) => vendors(ctx);

export async function vendorProfile(ctx: RequestContext, id: number): Promise<Vendor> {
  const [vendor] = await vendors(ctx, id);
  if (!vendor) throw notFound('errors.vendorNotFound');
  return vendor;
}

export async function categoriesOfVendor(ctx: RequestContext, id: number): Promise<Category[]> {
  if (!(await isVisibleShop(ctx.db, id))) throw notFound('errors.vendorNotFound');
  return vendorCategories(ctx, id);
}

/** Sets shops' seller ratings from their seller reviews (the reviews module computes them). */
export function setVendorRatings(ctx: Pick<RequestContext, 'db' | 'now'>, totals: readonly RatingTotals[]) {
  return updateVendorRatings(ctx.db, totals, ctx.now);
}
