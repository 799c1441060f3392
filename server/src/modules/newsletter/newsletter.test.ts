import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminNewsletterSubscriber, Page } from '#contract';
import { buildApp } from '../../app';
import { createTestDatabase, dataOf, failureOf, type TestApp, testConfig } from '../../app.test-helpers';
import { burst } from '../../bursts.test-helpers';
import { newsletterSubscribers, rateLimitHits } from '../../db/schema';
import { SIGN_UPS_PER_HOUR } from './newsletter.service';
import { unsubscribeToken } from './unsubscribe-token';

const ADMIN_TOKEN = 'newsletter-admin-token';
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
let t: TestApp;
let nextIp = 1;
/** Each test signs up from its own address, so the per-address limit is tested on purpose only. */
let ip = '';

const post = (url: string, payload: unknown, locale: 'en' | 'bn' = 'en', from = ip) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: { 'accept-language': locale },
    remoteAddress: from,
  });
const subscribe = (payload: unknown, locale: 'en' | 'bn' = 'en', from = ip) =>
  post('/newsletter', payload, locale, from);
const unsubscribe = (token: unknown, locale: 'en' | 'bn' = 'en') => post('/newsletter/unsubscribe', { token }, locale);
const subscriberOf = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const adminList = () =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/newsletter', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });

beforeAll(async () => {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database, config: { ...testConfig, adminToken: ADMIN_TOKEN, otpSecret: SECRET } });
  t = {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
});
afterAll(() => t.close());
beforeEach(() => {
  ip = `198.51.100.${nextIp++}`;
});

describe('POST /newsletter', () => {
  it('subscribes an address, stored trimmed and lowercased with the language', async () => {
    const response = await subscribe({ email: '  Rahim.Uddin@Example.COM ' }, 'bn');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'ধন্যবাদ! আপনি আমাদের নিউজলেটারে সাবস্ক্রাইব করেছেন।',
      data: null,
    });
    expect(await subscriberOf('rahim.uddin@example.com')).toMatchObject({ locale: 'bn', unsubscribedAt: null });
  });

  it('answers an address already subscribed exactly as a new one, so nobody learns who is subscribed', async () => {
    const first = await subscribe({ email: 'karim@example.com' });
    const again = await subscribe({ email: 'KARIM@example.com' });
    const stranger = await subscribe({ email: 'nobody-yet@example.com' });
    for (const response of [again, stranger]) {
      expect(response.statusCode).toBe(first.statusCode);
      expect(response.json()).toEqual(first.json());
    }
    expect(
      await t.database.db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, 'karim@example.com')),
    ).toBe(1);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ email: '' }, 'email'],
    [{ email: 42 }, 'email'],
    [{ email: 'nul\u0000@example.com' }, 'email'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email'],
    [{}, 'email'],
    [['karim@example.com'], 'body'],
  ])('answers %j with 422 on %s, stores nothing', async (payload, field) => {
    const before = await t.database.db.$count(newsletterSubscribers);
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(failure.errors ?? {})).toEqual([field]);
    expect(await t.database.db.$count(newsletterSubscribers)).toBe(before);
  });

  it(`refuses the ${SIGN_UPS_PER_HOUR + 1}th sign-up from one address within an hour with a translated 429`, async () => {
    for (let n = 0; n < SIGN_UPS_PER_HOUR; n++) {
      expect((await subscribe({ email: `reader${n}@example.com` })).statusCode).toBe(201);
    }
    const refused = await subscribe({ email: 'one-more@example.com' }, 'bn');
    expect(refused.statusCode).toBe(429);
    expect(failureOf(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'আপনার নেটওয়ার্ক থেকে অনেকবার সাইন আপ করা হয়েছে। এক ঘণ্টা পরে আবার চেষ্টা করুন।',
    });
    expect(await subscriberOf('one-more@example.com')).toBeUndefined();
    expect((await subscribe({ email: 'one-more@example.com' }, 'en', '198.51.100.250')).statusCode).toBe(201);
    await t.database.db.delete(rateLimitHits);
  });

  it(`lets ${SIGN_UPS_PER_HOUR} of ${SIGN_UPS_PER_HOUR + 1} sign-ups sent at once from one address through, and refuses one with 429`, async () => {
    const answers = await burst(SIGN_UPS_PER_HOUR + 1, (n) => subscribe({ email: `at-once${n}@example.com` }));
    expect(answers).toEqual({ 201: SIGN_UPS_PER_HOUR, 429: 1 });
    expect(await t.database.db.$count(newsletterSubscribers, like(newsletterSubscribers.email, 'at-once%'))).toBe(
      SIGN_UPS_PER_HOUR,
    );
  });
});

describe('POST /newsletter/unsubscribe', () => {
  it('unsubscribes with the token of the link, idempotently, and a new sign-up subscribes again', async () => {
    await subscribe({ email: 'leaving@example.com' });
    const { id } = (await subscriberOf('leaving@example.com'))!;
    const token = unsubscribeToken(SECRET, id);
    const first = await unsubscribe(token, 'bn');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'আপনার আনসাবস্ক্রাইব সম্পন্ন হয়েছে। আমরা আপনাকে আর কোনো নিউজলেটার পাঠাব না।',
      data: null,
    });
    const unsubscribedAt = (await subscriberOf('leaving@example.com'))?.unsubscribedAt;
    expect(unsubscribedAt).toBeInstanceOf(Date);
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await subscriberOf('leaving@example.com'))?.unsubscribedAt).toEqual(unsubscribedAt);

    expect((await subscribe({ email: 'leaving@example.com' }, 'bn')).statusCode).toBe(201);
    expect(await subscriberOf('leaving@example.com')).toMatchObject({ id, unsubscribedAt: null, locale: 'bn' });
  });

  it.each([
    ['a token signed with another key', () => unsubscribeToken('another-secret-of-at-least-thirty-two-chars', 1)],
    ['the token of a subscriber who does not exist', () => unsubscribeToken(SECRET, 999_999)],
    ['a token cut short', () => unsubscribeToken(SECRET, 1).slice(0, -1)],
    ['text that is no token', () => 'unsubscribe-me'],
  ])('refuses %s with a translated 422 on token', async (_name, token) => {
    const response = await unsubscribe(token(), 'bn');
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { token: ['আনসাবস্ক্রাইব লিংকটি সঠিক নয়। আমাদের সর্বশেষ ইমেইলের লিংকটি ব্যবহার করুন।'] },
    });
  });

  it.each([[{ token: 7 }], [{ token: '' }], [{ token: 'x'.repeat(101) }], [{}]])(
    'answers %j with 422 on token',
    async (payload) => {
      const response = await post('/newsletter/unsubscribe', payload);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['token']);
    },
  );
});

describe('GET /admin/newsletter', () => {
  it('lists the subscribers with the unsubscribe link of their language, which unsubscribes them', async () => {
    await subscribe({ email: 'listed@example.com' }, 'bn');
    const page = dataOf<Page<AdminNewsletterSubscriber>>(await adminList());
    const listed = page.data.find((subscriber) => subscriber.email === 'listed@example.com');
    expect(listed).toMatchObject({ locale: 'bn', unsubscribed_at: null });
    const link = new URL(listed!.unsubscribe_url);
    expect(`${link.origin}${link.pathname}`).toBe(`${testConfig.siteUrl}/bn/newsletter/unsubscribe`);
    expect((await unsubscribe(link.searchParams.get('token'))).statusCode).toBe(200);
    const after = dataOf<Page<AdminNewsletterSubscriber>>(await adminList());
    expect(after.data.find((subscriber) => subscriber.email === 'listed@example.com')?.unsubscribed_at).toEqual(
      expect.any(String),
    );
  });

  it('is closed without the admin token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/newsletter' });
    expect(response.statusCode).toBe(401);
  });
});
