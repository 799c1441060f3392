/**
 * What PostgreSQL's autovacuum does for itself, done for PGlite, which runs none: a table that has grown since it was
 * last vacuumed gets VACUUM ANALYZE. Without statistics the planner guessed a product page's neighbours by reading
 * whole categories (886 ms against 26 ms for 200 pages at 5,000 products); without vacuum, dead row versions left by
 * stock updates stay in the heap and the listing's index-only scans visit it.
 */
import type { PGlite } from '@electric-sql/pglite';

/** A table as `pg_class` describes it: pages and rows as of its last VACUUM or ANALYZE, and its pages now. */
export interface TableSize {
  name: string;
  pagesThen: number;
  /** -1 until the table is first vacuumed or analyzed. */
  rowsThen: number;
  pagesNow: number;
}

/**
 * Growth that makes a table due. PostgreSQL analyzes after 10 % of a table's rows (and 50) have changed; PGlite keeps
 * no count of changed rows (its statistics counters stay at 0), so pages stand in for them: new rows and the dead
 * versions an update leaves both take pages.
 */
export const UPKEEP_GROWTH = { share: 0.1, pages: 4 };

/** The tables due for VACUUM ANALYZE: never analyzed and not empty, or grown past `UPKEEP_GROWTH`. */
export function tablesDueForUpkeep(tables: readonly TableSize[]): string[] {
  const grown = (table: TableSize) =>
    table.pagesNow > table.pagesThen * (1 + UPKEEP_GROWTH.share) + UPKEEP_GROWTH.pages;
  return tables.filter((table) => table.pagesNow > 0 && (table.rowsThen < 0 || grown(table))).map(({ name }) => name);
}

const TABLE_SIZES = `
  select c.relname as name, c.relpages as "pagesThen", c.reltuples as "rowsThen",
         (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as "pagesNow"
  from pg_class c
  where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace`;

/** Vacuums and analyzes the tables due, one at a time (each holds PGlite's only session); returns their names. */
export async function upkeepPglite(client: PGlite): Promise<string[]> {
  const due = tablesDueForUpkeep((await client.query<TableSize>(TABLE_SIZES)).rows);
  for (const name of due) await client.exec(`vacuum analyze "${name.replaceAll('"', '""')}"`);
  return due;
}
