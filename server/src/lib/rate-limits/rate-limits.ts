/**
 * Sliding-window rate limits kept in the database (rate_limit_hits), so every API instance counts the same hits.
 * A key names what is counted and for whom: `login-failure:account:42`, `login-failure:ip:203.0.113.7`.
 */
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitHits } from '../../db/schema';
import type { MessageKey } from '../../i18n/messages';
import { AppError } from '../../plugins/http-errors';

/** At most `limit` hits within the window. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * A growing wait instead of a hard stop: with `n` hits within the window, the next must come `delaySeconds(n)`
 * seconds after the newest of them (0: at once).
 */
export interface BackoffRule {
  windowSeconds: number;
  delaySeconds: (hitsInWindow: number) => number;
}

/** What a key's hits are held to: hard limits, and growing waits. */
export type LimitRule = RateLimitRule | BackoffRule;

const isBackoff = (rule: LimitRule): rule is BackoffRule => 'delaySeconds' in rule;
const longestWindow = (rules: LimitRule[]) => Math.max(...rules.map((rule) => rule.windowSeconds));
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
const secondsFrom = (at: Date, seconds: number, now: number) => Math.ceil((at.getTime() + seconds * 1000 - now) / 1000);

/**
 * Seconds until one more hit on `key` is allowed by every rule; 0 when it is allowed now. A window rule is full when
 * its window holds `limit` hits, and frees a place when the limit-th newest of them leaves the window; a backoff
 * rule waits its delay after the newest hit.
 */
export async function secondsUntilAllowed(db: Database, key: string, rules: LimitRule[]): Promise<number> {
  const windowRules = rules.filter((rule): rule is RateLimitRule => !isBackoff(rule));
  const backoffRules = rules.filter(isBackoff);
  // A backoff rule needs every hit of its window counted; a window rule only its limit's newest.
  const mostHits = backoffRules.length ? undefined : Math.max(...windowRules.map((rule) => rule.limit));
  const newestFirst = db
    .select({ at: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, secondsAgo(longestWindow(rules)))))
    .orderBy(desc(rateLimitHits.createdAt));
  const hits = mostHits === undefined ? await newestFirst : await newestFirst.limit(mostHits);
  const now = Date.now();
  let wait = 0;
  for (const rule of rules) {
    const inWindow = hits.filter(({ at }) => at.getTime() > now - rule.windowSeconds * 1000);
    if (isBackoff(rule)) {
      const newest = inWindow[0];
      if (newest) wait = Math.max(wait, secondsFrom(newest.at, rule.delaySeconds(inWindow.length), now));
      continue;
    }
    const freeing = inWindow[rule.limit - 1];
    if (freeing) wait = Math.max(wait, secondsFrom(freeing.at, rule.windowSeconds, now));
  }
  return wait;
}

/** Throws 429 RATE_LIMITED (with retry-after) when another hit on `key` would break a rule; records nothing. */
export async function checkRateLimit(
  db: Database,
  key: string,
  rules: LimitRule[],
  messageKey?: MessageKey,
): Promise<void> {
  const wait = await secondsUntilAllowed(db, key, rules);
  // The message may say when: "in {seconds} seconds", "in {minutes} minutes".
  if (wait > 0) {
    const params = { seconds: wait, minutes: Math.ceil(wait / 60) };
    throw new AppError(429, messageKey, params, undefined, { retryAfterSeconds: wait });
  }
}

/** Counts one hit on `key`, forgets its hits older than the longest window, and returns the new hit's id. */
async function recordHit(tx: Database, key: string, rules: LimitRule[]): Promise<number> {
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

export interface RateLimitClaim {
  key: string;
  rules: LimitRule[];
  messageKey?: MessageKey;
}

/** Locks the claims' keys in one order (two takers over the same keys cannot deadlock), checks all, records all. */
async function takeHits(tx: Database, claims: RateLimitClaim[]): Promise<number[]> {
  const keys = [...new Set(claims.map((claim) => claim.key))].sort();
  for (const key of keys) await lockKey(tx, key);
  for (const { key, rules, messageKey } of claims) await checkRateLimit(tx, key, rules, messageKey);
  const taken: number[] = [];
  for (const { key, rules } of claims) taken.push(await recordHit(tx, key, rules));
  return taken;
}

/**
 * Counts one hit on every claim's key inside `tx` or, with a 429 on the first claim without room, none: the keys are
 * locked first, so parallel hits are counted one after another and the (limit+1)-th is refused whatever the
 * concurrency. The locks are held until `tx` ends: use it for cheap actions, and `reserveRateLimits` before expensive
 * ones.
 */
export async function consumeRateLimits(tx: Database, claims: RateLimitClaim[]): Promise<void> {
  await takeHits(tx, claims);
}

/** `consumeRateLimits` for one key. */
export const consumeRateLimit = (tx: Database, key: string, rules: LimitRule[], messageKey?: MessageKey) =>
  consumeRateLimits(tx, [{ key, rules, messageKey }]);

/** Hits taken by `reserveRateLimits`, which an action that turned out not to count gives back. */
export interface RateLimitReservation {
  release(tx: Database): Promise<void>;
}

/**
 * Takes one hit on every claim's key in a transaction of its own, committed before the caller's expensive work (a
 * password hash, an SMS): all or none, 429 on the first claim without room.
 */
export async function reserveRateLimits(db: Database, claims: RateLimitClaim[]): Promise<RateLimitReservation> {
  const ids = await db.transaction((tx) => takeHits(tx, claims));
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
