import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { rateLimitHits } from '../../db/schema';
import { AppError } from '../../plugins/http-errors';
import {
  checkRateLimit,
  clearRateLimit,
  consumeRateLimit,
  reserveRateLimits,
  secondsUntilAllowed,
} from './rate-limits';

let t: TestApp;
const rules = [
  { limit: 2, windowSeconds: 60 },
  { limit: 3, windowSeconds: 3600 },
];
const hitsOf = (key: string) => t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key));
const backdate = (key: string, seconds: number) =>
  t.database.db
    .update(rateLimitHits)
    .set({ createdAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(rateLimitHits.key, key));

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  t.app.post('/api/v1/test/limited', async () => {
    await t.database.db.transaction((tx) => consumeRateLimit(tx, 'test:route', [{ limit: 1, windowSeconds: 90 }]));
    return { success: true };
  });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('allow hits up to each rule, then throw 429 with the seconds until a place frees', async () => {
    const db = t.database.db;
    await consumeRateLimit(db, 'test:a', rules);
    await consumeRateLimit(db, 'test:a', rules);
    const error = await consumeRateLimit(db, 'test:a', rules).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect((error as AppError).retryAfterSeconds).toBeGreaterThan(55);
    expect((error as AppError).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await hitsOf('test:a')).toHaveLength(2);
  });

  it('let a short window pass while the long one still counts', async () => {
    const db = t.database.db;
    await consumeRateLimit(db, 'test:b', rules);
    await consumeRateLimit(db, 'test:b', rules);
    await backdate('test:b', 120);
    await consumeRateLimit(db, 'test:b', rules);
    const wait = await secondsUntilAllowed(db, 'test:b', rules);
    expect(wait).toBeGreaterThan(3400);
    expect(wait).toBeLessThanOrEqual(3480);
  });

  it('check without counting, and forget old hits and cleared keys', async () => {
    const db = t.database.db;
    await checkRateLimit(db, 'test:c', rules);
    expect(await hitsOf('test:c')).toHaveLength(0);
    await consumeRateLimit(db, 'test:c', rules);
    await backdate('test:c', 7200);
    await consumeRateLimit(db, 'test:c', rules);
    expect(await hitsOf('test:c')).toHaveLength(1);
    await clearRateLimit(db, 'test:c');
    expect(await hitsOf('test:c')).toHaveLength(0);
  });

  it('answer 429 in the error shape with a retry-after header, in Bengali too', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/test/limited' });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/limited',
      headers: { 'accept-language': 'bn' },
    });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(80);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(90);
    expect(failureOf(second)).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'অনেক বেশি অনুরোধ। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
    });
  });
});

describe('reserveRateLimits and backoff rules', () => {
  const one = [{ limit: 1, windowSeconds: 60 }];
  const three = [{ limit: 3, windowSeconds: 60 }];

  it('takes a hit on every key, or none when one key has no room', async () => {
    const db = t.database.db;
    await reserveRateLimits(db, [{ key: 'test:full', rules: one }]);
    const refused = await reserveRateLimits(db, [
      { key: 'test:free', rules: three },
      { key: 'test:full', rules: one },
    ]).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ statusCode: 429 });
    expect(await hitsOf('test:free')).toHaveLength(0);
    expect(await hitsOf('test:full')).toHaveLength(1);
  });

  it('gives back exactly its own hits on release', async () => {
    const db = t.database.db;
    await reserveRateLimits(db, [{ key: 'test:shared', rules: three }]);
    const reservation = await reserveRateLimits(db, [
      { key: 'test:shared', rules: three },
      { key: 'test:own', rules: three },
    ]);
    await db.transaction((tx) => reservation.release(tx));
    expect(await hitsOf('test:shared')).toHaveLength(1);
    expect(await hitsOf('test:own')).toHaveLength(0);
  });

  it('lets exactly the limit through a parallel burst, over keys claimed in opposite orders without deadlock', async () => {
    const db = t.database.db;
    const claims = [
      { key: 'test:burst-a', rules: three },
      { key: 'test:burst-b', rules: [{ limit: 10, windowSeconds: 60 }] },
    ];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) => reserveRateLimits(db, n % 2 ? claims : [...claims].reverse())),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(await hitsOf('test:burst-a')).toHaveLength(3);
    expect(await hitsOf('test:burst-b')).toHaveLength(3);
  });

  it('a backoff rule waits its delay for the hits in the window after the newest, and forgets hits past the window', async () => {
    const db = t.database.db;
    const backoff = [{ windowSeconds: 600, delaySeconds: (hits: number) => (hits < 2 ? 0 : hits * 10) }];
    await reserveRateLimits(db, [{ key: 'test:backoff', rules: backoff }]);
    await reserveRateLimits(db, [{ key: 'test:backoff', rules: backoff }]);
    const wait = await secondsUntilAllowed(db, 'test:backoff', backoff);
    expect(wait).toBeGreaterThan(15);
    expect(wait).toBeLessThanOrEqual(20);
    const refused = await reserveRateLimits(db, [{ key: 'test:backoff', rules: backoff }]).catch((e: unknown) => e);
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThanOrEqual(wait - 1);
    expect((refused as AppError).retryAfterSeconds).toBeLessThanOrEqual(wait);
    await backdate('test:backoff', 601);
    expect(await secondsUntilAllowed(db, 'test:backoff', backoff)).toBe(0);
  });
});
