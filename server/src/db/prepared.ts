import type { Database } from './database';
import { nameStatement } from './pglite-statements';

/**
 * One prepared query per database handle (the pool's, a transaction's), for queries asked on nearly every request:
 * drizzle builds the text once, and PostgreSQL parses and plans it once per connection instead of per request.
 * The name given to drizzle's `prepare` must be unique to the query's text. PGlite prepares it too
 * (pglite-statements.ts).
 */
export function preparedPerHandle<Query extends { getQuery(): { sql: string } }>(
  prepare: (db: Database) => Query,
): (db: Database) => Query {
  const queries = new WeakMap<Database, Query>();
  return (db) => {
    let query = queries.get(db);
    if (!query) {
      query = prepare(db);
      nameStatement(db, query.getQuery().sql);
      queries.set(db, query);
    }
    return query;
  };
}
