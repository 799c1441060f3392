import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { products } from '../db/schema';
import { ofVisibleShop } from './visible-shops';

/**
 * Published products of visible shops per value of `column` (a product's category, brand or vendor id), optionally
 * of one shop only: the product_count of categories, brands and shops.
 */
export async function countPublishedBy(
  db: Database,
  column: PgColumn,
  { vendorId }: { vendorId?: number } = {},
): Promise<Map<number, number>> {
  const rows = await db
    .select({ key: sql<number>`${column}`, count: sql<number>`count(*)::int` })
    .from(products)
    // The bare column (not `= true`) lets the partial indexes match.
    .where(
      and(
        sql`${products.isPublished}`,
        ofVisibleShop(products.vendorId),
        vendorId === undefined ? undefined : eq(products.vendorId, vendorId),
      ),
    )
    .groupBy(column);
  return new Map(rows.map((row) => [row.key, row.count]));
}
