/**
 * Answers kept in the database and shared by every API instance (db/schema/kept-answers.ts): facet counts, listing
 * and search pages, suggestions and product pages. Counting a category of a large catalogue, or ranking a search,
 * scans thousands of products, while shoppers ask the same few filters and words again and again. Stock quantities
 * change without the catalogue version moving: whoever serves a kept answer that shows them reads them fresh.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { preparedPerHandle } from '../../db/prepared';
import { catalogueVersion, flashSales, keptAnswers, productVariants } from '../../db/schema';
import { findVariantStocks } from './products.repository';
import type { VariantStock } from './stock-now';

/** Slots of the table: the answers of this many different questions at most, so it cannot grow. */
const SLOTS = 4096;

export type AnswerKind = 'facets' | 'listing' | 'suggest' | 'product';

/**
 * One text per kind, locale (null when the answer is the same in both) and question, whatever the order of the
 * query's parameters or of a list's values.
 */
export function answerKey(kind: AnswerKind, locale: Locale | null, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([kind, locale, entries]);
}

export function answerSlot(key: string): number {
  return createHash('sha1').update(key).digest().readUInt16BE(0) % SLOTS;
}

export interface KeptAnswer<T> {
  /** The catalogue version now: a newly counted answer is kept under it. */
  version: number;
  answer: T | null;
  /** The stock now of every variant of the products the kept answer shows. */
  stocks: VariantStock[];
}

/** Stock rows as one JSON array: the answer's products' stock comes in the same round trip as the answer. */
const stocksOfKeptAnswer = sql<VariantStock[] | null>`(select json_agg(json_build_object('id', ${productVariants.id},
  'productId', ${productVariants.productId}, 'stock', ${productVariants.stock}))
  from ${productVariants} where ${productVariants.productId} = any(${keptAnswers.stockOf}))`;

/** Asked on nearly every catalogue request. */
const keptAnswerQuery = preparedPerHandle((db) =>
  db
    .select({ version: catalogueVersion.version, answer: keptAnswers.answer, stocks: stocksOfKeptAnswer })
    .from(catalogueVersion)
    .leftJoin(
      keptAnswers,
      and(
        eq(keptAnswers.slot, sql.placeholder('slot')),
        eq(keptAnswers.key, sql.placeholder('key')),
        eq(keptAnswers.version, catalogueVersion.version),
        lte(keptAnswers.countedAt, sql.placeholder('now')),
        or(isNull(keptAnswers.validUntil), gt(keptAnswers.validUntil, sql.placeholder('now'))),
      ),
    )
    .prepare('kept_answer'),
);

/** The kept answer of `key` if it was counted at the current version, and no flash sale started or ended since. */
export async function keptAnswer<T>(db: Database, key: string, now: Date): Promise<KeptAnswer<T>> {
  // A placeholder's value reaches the driver as it is: the time as text, never the driver's local-time rendering.
  const [row] = await keptAnswerQuery(db).execute({ slot: answerSlot(key), key, now: now.toISOString() });
  if (!row) throw new Error('catalogue_version has no row: run the migrations');
  return { version: row.version, answer: row.answer as T | null, stocks: row.stocks ?? [] };
}

/** The next start or end of any flash sale after `now`: sale prices change then, and with them orders and counts. */
const nextSaleBoundary = (now: SQL) =>
  sql`(select min(boundary) from (
    select ${flashSales.startsAt} as boundary from ${flashSales} where ${flashSales.startsAt} > ${now}
    union all select ${flashSales.endsAt} from ${flashSales} where ${flashSales.endsAt} > ${now}) as boundaries)`;

/** Written on every answer counted. */
const keepAnswerQuery = preparedPerHandle((db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return db
    .insert(keptAnswers)
    .values({
      slot: sql.placeholder('slot'),
      key: sql.placeholder('key'),
      version: sql.placeholder('version'),
      countedAt: now,
      validUntil: nextSaleBoundary(now),
      answer: sql.placeholder('answer'),
      stockOf: sql.placeholder('stockOf'),
    })
    .onConflictDoUpdate({
      target: keptAnswers.slot,
      set: {
        key: sql`excluded.key`,
        version: sql`excluded.version`,
        countedAt: sql`excluded.counted_at`,
        validUntil: sql`excluded.valid_until`,
        answer: sql`excluded.answer`,
        stockOf: sql`excluded.stock_of`,
      },
      setWhere: lte(keptAnswers.version, sql`excluded.version`),
    })
    .prepare('keep_answer');
});

/**
 * Keeps `answer`, counted after the catalogue version was read as `version` (so it is never newer than its data),
 * in its key's slot, with the products whose stock it shows; an answer of a newer version already there stays.
 */
export async function keepAnswer(
  db: Database,
  key: string,
  version: number,
  now: Date,
  answer: unknown,
  stockOf: number[] = [],
) {
  await keepAnswerQuery(db).execute({ slot: answerSlot(key), key, version, now: now.toISOString(), answer, stockOf });
}

/** Answers being counted in this process, by version and key. */
const counting = new Map<string, Promise<unknown>>();

/** An answer with the stock now of every variant of the products it shows. */
export interface WithStock<T> {
  answer: T;
  stocks: VariantStock[];
}

/**
 * `key`'s kept answer, or `count`'s, kept for the next time, with the stock now of the products `stockOf` lists in
 * it: a kept answer's in the same query, a counted one's read afterwards. `count` is told the catalogue version its
 * answer is kept under: it may count on data of that version or newer, never older. Requests for the same key at
 * the same version while it is being counted wait for that count: a popular page asked by many shoppers at once
 * after a change is counted once per API instance, not once per shopper.
 */
export async function withKeptAnswerAndStock<T>(
  ctx: { db: Database; now: Date },
  key: string,
  count: (version: number) => Promise<T>,
  stockOf: (answer: T) => number[],
): Promise<WithStock<T>> {
  // The version is read before anything is counted, so a kept answer is never newer than the version it is kept under.
  const kept = await keptAnswer<T>(ctx.db, key, ctx.now);
  if (kept.answer !== null) return { answer: kept.answer, stocks: kept.stocks };
  const flight = `${kept.version} ${key}`;
  let counted = counting.get(flight) as Promise<T> | undefined;
  if (!counted) {
    counted = (async () => {
      const answer = await count(kept.version);
      await keepAnswer(ctx.db, key, kept.version, ctx.now, answer, stockOf(answer));
      return answer;
    })();
    counting.set(flight, counted);
    void counted.then(
      () => counting.delete(flight),
      () => counting.delete(flight),
    );
  }
  const answer = await counted;
  return { answer, stocks: await findVariantStocks(ctx.db, stockOf(answer)) };
}

/** `key`'s kept answer, or `count`'s, kept for the next time: for answers that show no stock. */
export async function withKeptAnswer<T>(
  ctx: { db: Database; now: Date },
  key: string,
  count: (version: number) => Promise<T>,
): Promise<T> {
  return (await withKeptAnswerAndStock(ctx, key, count, () => [])).answer;
}
