import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database every repository and service takes (a transaction's `tx` fits it too). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
