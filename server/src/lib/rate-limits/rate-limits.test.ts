import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { rateLimitHits } from '../../db/schema';
import { AppError } from '../../plugins/http-errors';
import { checkRateLimit, clearRateLimit, consumeRateLimit, secondsUntilAllowed } from './rate-limits';

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
