/**
 * GET /products/facets answers shared by every API instance (db/schema/facet-cache.ts): counting a whole category of
 * a large catalogue scans every product in it, while the same few filters are asked again and again.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Locale, ProductFacets } from '#contract';
import type { Database } from '../../db/database';
import { catalogueVersion, facetAnswers, flashSales } from '../../db/schema';
import type { ProductFilterQuery } from './products.schemas';

/** Slots of the table: the answers of this many different filters at most, so it cannot grow. */
const FACET_SLOTS = 1024;

/** One text per locale and filter, whatever the order of the query's parameters or of a list's values. */
export function facetKey(locale: Locale, query: ProductFilterQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([locale, entries]);
}

export function facetSlot(key: string): number {
  return createHash('sha1').update(key).digest().readUInt16BE(0) % FACET_SLOTS;
}

export interface CachedFacets {
  /** The catalogue version now: a newly counted answer is kept under it. */
  version: number;
  answer: ProductFacets | null;
}

/** The kept answer of `key` if it was counted at the current version, and no flash sale started or ended since. */
export async function cachedFacets(db: Database, key: string, now: Date): Promise<CachedFacets> {
  const [row] = await db
    .select({ version: catalogueVersion.version, answer: facetAnswers.answer })
    .from(catalogueVersion)
    .leftJoin(
      facetAnswers,
      and(
        eq(facetAnswers.slot, facetSlot(key)),
        eq(facetAnswers.key, key),
        eq(facetAnswers.version, catalogueVersion.version),
        lte(facetAnswers.countedAt, now),
        or(isNull(facetAnswers.validUntil), gt(facetAnswers.validUntil, now)),
      ),
    );
  if (!row) throw new Error('catalogue_version has no row: run the migrations');
  return row;
}

/** The next start or end of any flash sale after `now`: the sale prices, and so the price facets, change then. */
const nextSaleBoundary = (now: Date) =>
  sql`(select min(boundary) from (select ${flashSales.startsAt} as boundary from ${flashSales} where ${flashSales.startsAt} > ${now}
    union all select ${flashSales.endsAt} from ${flashSales} where ${flashSales.endsAt} > ${now}) as boundaries)`;

/**
 * Keeps `answer`, counted after the catalogue version was read as `version` (so it is never newer than its data),
 * in its key's slot; an answer of a newer version already there stays.
 */
export async function keepFacets(
  db: Database,
  key: string,
  version: number,
  now: Date,
  answer: ProductFacets,
): Promise<void> {
  await db
    .insert(facetAnswers)
    .values({ slot: facetSlot(key), key, version, countedAt: now, validUntil: nextSaleBoundary(now), answer })
    .onConflictDoUpdate({
      target: facetAnswers.slot,
      set: {
        key: sql`excluded.key`,
        version: sql`excluded.version`,
        countedAt: sql`excluded.counted_at`,
        validUntil: sql`excluded.valid_until`,
        answer: sql`excluded.answer`,
      },
      setWhere: lte(facetAnswers.version, sql`excluded.version`),
    });
}
