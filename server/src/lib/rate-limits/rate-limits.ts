/**
 * Sliding-window rate limits kept in the database (rate_limit_hits), so every API instance counts the same hits.
 * A key names what is counted and for whom: `login-failure:account:42`, `login-failure:ip:203.0.113.7`.
 */
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
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

/** Counts one hit on `key` and forgets its hits older than the longest window. */
export async function recordRateLimitHit(tx: Database, key: string, rules: RateLimitRule[]): Promise<void> {
  await tx
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.createdAt, secondsAgo(longestWindow(rules)))));
  await tx.insert(rateLimitHits).values({ key, createdAt: new Date() });
}

/**
 * Makes the hits on `key` wait for each other until the transaction ends, on every API instance (a transaction-level
 * advisory lock), so a burst of parallel requests cannot all pass a limit that has room for one more. For keys with
 * no row of their own to lock, such as a client address.
 */
export async function lockRateLimitKey(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** checkRateLimit, then recordRateLimitHit: for actions limited whether they succeed or not (sending a code). */
export async function consumeRateLimit(
  tx: Database,
  key: string,
  rules: RateLimitRule[],
  messageKey?: MessageKey,
): Promise<void> {
  await checkRateLimit(tx, key, rules, messageKey);
  await recordRateLimitHit(tx, key, rules);
}

/** Forgets the hits on `key` (a successful sign-in clears the account's failures). */
export async function clearRateLimit(tx: Database, key: string): Promise<void> {
  await tx.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}
