/**
 * Catalogue search: one normal form for the stored search text and the query (NFC, no zero-width characters,
 * lower case), matched by substring or, for typos, by pg_trgm word similarity (both served by a GIN index). Both sides
 * are already lower case, so the substring test is a plain LIKE: ILIKE would lower-case every candidate row again.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { normalizeSearchText } from '#contract';
import type { Database } from '../../db/database';

/**
 * Lowest word similarity that counts as a match. pg_trgm's default (0.6) misses one-letter typos in short
 * Bengali words (পাঞ্জবি → পাঞ্জাবি scores 0.625, panjbi → panjabi 0.57).
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/** What a row's `search_text` column holds: its names (and more) in the normal form of every query. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return normalizeSearchText(parts.filter(Boolean).join(' '));
}

const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `column` contains the (normalised) query, or a word close to it. Run inside `withSearchThreshold`. */
export function matchesSearch(column: PgColumn, query: string): SQL {
  return sql`(${column} like ${likePattern(query)} or ${query} <% ${column})`;
}

/** Relevance of a match, 0–1 (1: the query is a whole word of the text). */
export function searchRank(column: PgColumn, query: string): SQL<number> {
  return sql<number>`word_similarity(${query}, ${column})`;
}

/**
 * Runs `run` in a transaction whose pg_trgm threshold is WORD_SIMILARITY_THRESHOLD (the `<%` operator reads
 * it from the session; set_config(..., true) keeps it to this transaction). Without a query, runs on `db`.
 * `run` may get a transaction, whose queries share one connection: it must await them one at a time (node-postgres
 * queues a query sent while another runs, and pg 9 will refuse it).
 */
export function withSearchThreshold<T>(db: Database, query: string | undefined, run: (db: Database) => Promise<T>) {
  if (query === undefined) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return run(tx);
  });
}
