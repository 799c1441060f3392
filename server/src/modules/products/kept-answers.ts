/**
 * Answers kept in the database and shared by every API instance (db/schema/kept-answers.ts): facet counts, listing
 * and search pages, suggestions and product pages. Counting a category of a large catalogue, or ranking a search,
 * scans thousands of products, while shoppers ask the same few filters and words again and again. Stock quantities
 * change without the catalogue version moving: whoever serves a kept answer that shows them reads them fresh.
 * A question is kept from its second asking on: most searches are asked once, and keeping each of them cost a write
 * of the whole answer and pushed out of its slot an answer asked again and again.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { preparedPerHandle } from '../../db/prepared';
import { catalogueVersion, flashSales, keptAnswers, productVariants } from '../../db/schema';
import { setMostRecent } from '../../lib/most-recent';
import { findVariantStocks, variantStockJson } from './products.repository';
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
const stocksOfKeptAnswer = sql<VariantStock[] | null>`(select json_agg(${variantStockJson})
  from ${productVariants} where ${productVariants.productId} = any(${keptAnswers.stockOf}))`;

/** A kept answer's identity with its key: the version and the time it was counted, in microseconds (exact in a double). */
const countedMicros = sql<number | null>`(extract(epoch from ${keptAnswers.countedAt}) * 1000000)::float8`;

/**
 * Asked on nearly every catalogue request. The answer is sent only when it is not the one the asking process holds
 * (same version, counted at the same time): a product page's answer is 8–10 KB of JSON to read, send and parse.
 */
const keptAnswerQuery = preparedPerHandle((db) =>
  db
    .select({
      version: catalogueVersion.version,
      countedMicros,
      answer: sql`case when ${countedMicros} = ${sql.placeholder('heldMicros')}::float8
        and ${keptAnswers.version} = ${sql.placeholder('heldVersion')}::bigint then null
        else ${keptAnswers.answer} end`.mapWith(keptAnswers.answer),
      stocks: stocksOfKeptAnswer,
    })
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

interface HeldAnswer {
  version: number;
  countedMicros: number;
  answer: unknown;
}

/** A map per database handle: each process has one handle, and each test app its own. */
function mapOf<V>(maps: WeakMap<Database, Map<string, V>>, db: Database): Map<string, V> {
  let map = maps.get(db);
  if (!map) {
    map = new Map();
    maps.set(db, map);
  }
  return map;
}

/** Kept answers this process last read or counted, by key, the most recently used HELD_ANSWERS at most. */
const HELD_ANSWERS = 1024;
const heldAnswers = new WeakMap<Database, Map<string, HeldAnswer>>();

const heldIn = (db: Database) => mapOf(heldAnswers, db);

function hold(db: Database, key: string, answer: HeldAnswer) {
  setMostRecent(heldIn(db), key, answer, HELD_ANSWERS);
}

/**
 * Keys this process has counted, the SLOTS most recent. A doorkeeper, as caches put before their store: a question
 * is kept from its second asking on. With several API instances it is kept once one of them has counted it twice.
 */
const countedKeys = new WeakMap<Database, Map<string, true>>();

/** Whether `key` was counted in this process before; it has been from now on. */
function countedBefore(db: Database, key: string): boolean {
  const counted = mapOf(countedKeys, db);
  const before = counted.has(key);
  setMostRecent(counted, key, true, SLOTS);
  return before;
}

/** The kept answer of `key` if it was counted at the current version, and no flash sale started or ended since. */
export async function keptAnswer<T>(db: Database, key: string, now: Date): Promise<KeptAnswer<T>> {
  const mine = heldIn(db).get(key);
  // A placeholder's value reaches the driver as it is: the time as text, never the driver's local-time rendering.
  const [row] = await keptAnswerQuery(db).execute({
    slot: answerSlot(key),
    key,
    now: now.toISOString(),
    heldMicros: mine?.countedMicros ?? null,
    heldVersion: mine?.version ?? null,
  });
  if (!row) throw new Error('catalogue_version has no row: run the migrations');
  const stocks = row.stocks ?? [];
  if (row.countedMicros === null) return { version: row.version, answer: null, stocks };
  // Left out of the row, the answer is the one this process holds.
  const answer = row.answer ?? mine?.answer;
  hold(db, key, { version: row.version, countedMicros: row.countedMicros, answer });
  return { version: row.version, answer: answer as T, stocks };
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

/**
 * `key`'s kept answer, or `count`'s, kept for the next time once this process has counted it before (countedBefore),
 * with the stock now of the products `stockOf` lists in it. A kept answer's stock comes in the same query and
 * `withStock` puts it in; a counted answer read its stock while counting, so the request that counted it serves it as
 * it is, and requests that waited for it read the stock again.
 * `count` is told the catalogue version its answer is kept under: it may count on data of that version or newer,
 * never older. Requests for the same key at the same version while it is being counted wait for that count: a
 * popular page asked by many shoppers at once after a change is counted once per API instance, not once per shopper.
 */
export async function withKeptAnswerAndStock<T>(
  ctx: { db: Database; now: Date },
  key: string,
  count: (version: number) => Promise<T>,
  stockOf: (answer: T) => number[],
  withStock: (answer: T, stocks: VariantStock[]) => T,
): Promise<T> {
  // The version is read before anything is counted, so a kept answer is never newer than the version it is kept under.
  const kept = await keptAnswer<T>(ctx.db, key, ctx.now);
  if (kept.answer !== null) return withStock(kept.answer, kept.stocks);
  const flight = `${kept.version} ${key}`;
  const waited = counting.get(flight) as Promise<T> | undefined;
  if (waited) {
    const answer = await waited;
    return withStock(answer, await findVariantStocks(ctx.db, stockOf(answer)));
  }
  const counted = (async () => {
    const answer = await count(kept.version);
    if (countedBefore(ctx.db, key)) {
      await keepAnswer(ctx.db, key, kept.version, ctx.now, answer, stockOf(answer));
      hold(ctx.db, key, { version: kept.version, countedMicros: ctx.now.getTime() * 1000, answer });
    }
    return answer;
  })();
  counting.set(flight, counted);
  void counted.then(
    () => counting.delete(flight),
    () => counting.delete(flight),
  );
  return counted;
}

/** `key`'s kept answer, or `count`'s, kept for the next time: for answers that show no stock. */
export async function withKeptAnswer<T>(
  ctx: { db: Database; now: Date },
  key: string,
  count: (version: number) => Promise<T>,
): Promise<T> {
  return withKeptAnswerAndStock(
    ctx,
    key,
    count,
    () => [],
    (answer) => answer,
  );
}
