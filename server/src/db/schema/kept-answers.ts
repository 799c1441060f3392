/**
 * Answers kept in the database, so that every API instance shares them (migration 0011): facet counts, listing and
 * search pages, suggestions and product pages. An answer is served only while the catalogue version it was counted
 * at is current and no flash sale has started or ended since.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, json, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row, bumped at the commit of any transaction that changes what the kept answers hold: products (a stock
 * change only when the product's in-stock flag flips), variants (but their stock), pictures, texts, shops, brands,
 * categories and flash sales.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id}`)],
);

/** A fixed number of slots, each holding the answer of the last key hashed to it: the table cannot grow. */
export const keptAnswers = pgTable('kept_answers', {
  slot: smallint('slot').primaryKey(),
  /** What was asked, in one normal form (modules/products/kept-answers.ts). */
  key: text('key').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  /** The next start or end of a flash sale after counted_at; null when none is planned. */
  validUntil: timestamp('valid_until', { withTimezone: true }),
  // json, not jsonb: the answer comes back byte for byte, keys in the order they were written.
  answer: json('answer').notNull(),
  /**
   * The products whose stock the answer shows (cards, a product page's variants): read with the answer in the same
   * query, as stock changes without the version moving.
   */
  stockOf: integer('stock_of').array().notNull().default(sql`'{}'::integer[]`),
});
