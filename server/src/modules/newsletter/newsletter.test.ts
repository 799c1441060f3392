import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { newsletterSubscribers } from '../../db/schema';

let t: TestApp;
const subscribe = (payload: unknown, locale: 'en' | 'bn' = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter',
    payload: payload as object,
    headers: { 'accept-language': locale },
  });

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

describe('POST /newsletter', () => {
  it('subscribes an address, stored trimmed and lowercased with the language', async () => {
    const response = await subscribe({ email: '  Rahim.Uddin@Example.COM ' }, 'bn');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'ধন্যবাদ! আপনি আমাদের নিউজলেটারে সাবস্ক্রাইব করেছেন।',
      data: null,
    });
    const rows = await t.database.db.select().from(newsletterSubscribers);
    expect(rows).toMatchObject([{ email: 'rahim.uddin@example.com', locale: 'bn' }]);
  });

  it('answers 409 CONFLICT for an address already subscribed, whatever its case', async () => {
    await subscribe({ email: 'karim@example.com' });
    const again = await subscribe({ email: 'KARIM@example.com' });
    expect(again.statusCode).toBe(409);
    expect(failureOf(again)).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'This email address is already subscribed.',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ email: '' }, 'email'],
    [{ email: 42 }, 'email'],
    [{}, 'email'],
    [['karim@example.com'], 'body'],
  ])('answers %j with 422 on %s', async (payload, field) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(failure.errors ?? {})).toEqual([field]);
  });
});
