/**
 * Fast bulk inserts for the seed: each statement sends one array per column and expands them with
 * `unnest`, so a thousand rows cost one small statement instead of thousands of bound parameters.
 * Works the same on PGlite and PostgreSQL.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

const ROWS_PER_STATEMENT = 1000;

/** Inserts rows (all with the same keys as the first) in statements of ROWS_PER_STATEMENT rows. */
export async function bulkInsert<T extends PgTable>(db: Database, table: T, rows: readonly T['$inferInsert'][]) {
  const first = rows[0];
  if (!first) return;
  const allColumns = getTableColumns(table);
  const keys = Object.keys(first);
  const columns = keys.map((key) => {
    const column = allColumns[key];
    if (!column) throw new Error(`bulkInsert: ${key} is not a column of the table`);
    return column;
  });
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = columns.map((column) => column.getSQLType().replace(/^serial$/, 'integer'));

  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const arrays: SQL[] = columns.map((column, i) => {
      const key = keys[i] as keyof T['$inferInsert'];
      const values = chunk.map((row) => (row[key] == null ? null : column.mapToDriverValue(row[key])));
      return sql`${sql.param(values)}::${sql.raw(types[i] ?? 'text')}[]`;
    });
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
    // PGlite answers without returning to the event loop: yield so other work (picture rendering) can progress.
    await nextTurn();
  }
}

/** Rows of a raw `execute` result (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
