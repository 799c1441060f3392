import { and, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products } from '../../db/schema';
import { visible } from './product-filters';

/**
 * Where the previous chunk ended. `created_at` as the database prints it: a JavaScript Date keeps milliseconds only,
 * and a cursor rounded down would skip products created in the same millisecond.
 */
export interface ExportCursor {
  id: number;
  createdAt: string;
}

/** The next `limit` listed products after `after`, newest first (the listings' default order), by the newest index. */
export function findExportChunk(db: Database, after: ExportCursor | null, limit: number, now: Date) {
  const past = after && sql`(${products.createdAt}, ${products.id}) < (${after.createdAt}::timestamptz, ${after.id})`;
  return db
    .select({ id: products.id, createdAt: sql<string>`${products.createdAt}::text` })
    .from(products)
    .where(and(visible({}, now), past ?? undefined))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}
