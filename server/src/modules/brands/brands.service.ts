import type { Brand } from '#contract';
import { products } from '../../db/schema';
import { countPublishedBy } from '../../lib/published-counts';
import type { RequestContext } from '../../plugins/request-context';
import { findBrands } from './brands.repository';

export async function listBrands(ctx: RequestContext): Promise<Brand[]> {
  const [rows, counts] = await Promise.all([
    findBrands(ctx.db, ctx.locale),
    countPublishedBy(ctx.db, products.brandId),
  ]);
  return rows.map((row) => ({
    ...row,
    logo: row.logo === null ? null : ctx.uploadUrl(row.logo),
    product_count: counts.get(row.id) ?? 0,
  }));
}
