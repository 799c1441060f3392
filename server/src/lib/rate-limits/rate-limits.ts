/**
 * Sliding-window rate limits kept in the database (rate_limit_hits), so every API instance counts the same hits.
 * A key names what is counted and for whom: `login-failure:account:42`, `login-failure:ip:203.0.113.7`.
 */
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitHits } from '../../db/schema';
import type { MessageKey } from '../../i18n/messages';
import { rateLimited } from '../../plugins/http-errors';

export interface RateLimitRule {
  /** Hits allowed within the window. */
  limit: number;
  windowSeconds: number;
}

const longestWindow = (rules: RateLimitRule[]) => Math.max(...rules.map((rule) => rule.windowSeconds));
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

/**
 * Seconds until one more hit on `key` is allowed by every rule; 0 when it is allowed now. A rule is full when
 * its window holds `limit` hits, and frees a place when the limit-th newest of them leaves the window.
 */
export async function secondsUntilAllowed(db: Database, key: string, rules: RateLimitRule[]): Promise<number> {
  const mostHits = Math.max(...rules.map((rule) => rule.limit));
  const hits = await db
    .select({ at: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, secondsAgo(longestWindow(rules)))))
    .orderBy(desc(rateLimitHits.createdAt))
    .limit(mostHits);
  const now = Date.now();
  let wait = 0;
  for (const { limit, windowSeconds } of rules) {
    const inWindow = hits.filter(({ at }) => at.getTime() > now - windowSeconds * 1000);
    const freeing = inWindow[limit - 1];
    if (freeing) wait = Math.max(wait, Math.ceil((freeing.at.getTime() + windowSeconds * 1000 - now) / 1000));
  }
  return wait;
}

/** Throws 429 RATE_LIMITED (with retry-after) when another hit on `key` would break a rule; records nothing. */
export async function checkRateLimit(
  db: Database,
  key: string,
  rules: RateLimitRule[],
  messageKey?: MessageKey,
): Promise<void> {
  const wait = await secondsUntilAllowed(db, key, rules);
  if (wait > 0) throw rateLimited(wait, messageKey);
}

/** Counts one hit on `key`, forgets its hits older than the longest window, and returns the new hit's id. */
async function recordHit(tx: Database, key: string, rules: RateLimitRule[]): Promise<number> {
  await tx
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.createdAt, secondsAgo(longestWindow(rules)))));
  const [hit] = await tx
    .insert(rateLimitHits)
    .values({ key, createdAt: new Date() })
    .returning({ id: rateLimitHits.id });
  return hit!.id;
}

/**
 * Makes the hits on `key` wait for each other until the transaction ends, on every API instance (a transaction-level
 * advisory lock), so a burst of parallel requests cannot all see room for one more.
 */
async function lockKey(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Counts one hit on `key` inside `tx`, or throws 429 when a rule has no room: the key is locked first, so parallel
 * hits are counted one after another and the (limit+1)-th is refused whatever the concurrency. The lock is held until
 * `tx` ends: use it for cheap actions, and `reserveRateLimits` before expensive ones.
 */
export async function consumeRateLimit(
  tx: Database,
  key: string,
  rules: RateLimitRule[],
  messageKey?: MessageKey,
): Promise<void> {
  await lockKey(tx, key);
  await checkRateLimit(tx, key, rules, messageKey);
  await recordHit(tx, key, rules);
}

export interface RateLimitClaim {
  key: string;
  rules: RateLimitRule[];
  messageKey?: MessageKey;
}

/** Hits taken by `reserveRateLimits`, which an action that turned out not to count gives back. */
export interface RateLimitReservation {
  release(tx: Database): Promise<void>;
}

/**
 * Takes one hit on every claim's key in a transaction of its own, committed before the caller's expensive work (a
 * password hash, an SMS): all or none, 429 on the first claim without room. Keys are locked in one order, so two
 * reservations over the same keys cannot deadlock.
 */
export async function reserveRateLimits(db: Database, claims: RateLimitClaim[]): Promise<RateLimitReservation> {
  const ids = await db.transaction(async (tx) => {
    const keys = [...new Set(claims.map((claim) => claim.key))].sort();
    for (const key of keys) await lockKey(tx, key);
    for (const { key, rules, messageKey } of claims) await checkRateLimit(tx, key, rules, messageKey);
    const taken: number[] = [];
    for (const { key, rules } of claims) taken.push(await recordHit(tx, key, rules));
    return taken;
  });
  return {
    async release(tx) {
      if (ids.length) await tx.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
    },
  };
}

/** Forgets the hits on `key` (a successful sign-in clears the account's failures). */
export async function clearRateLimit(tx: Database, key: string): Promise<void> {
  await tx.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}
