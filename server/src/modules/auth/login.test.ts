import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSuccess, AuthTokens } from '#contract';
import { createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { rateLimitHits, users } from '../../db/schema';
import { createTestAccount, fetchMe, postApi } from './auth.test-helpers';

let t: TestApp;
let ipCounter = 0;
/** Each test signs in from its own address, so that per-IP limits do not leak between tests. */
const nextIp = () => `198.51.100.${++ipCounter}`;
const login = (body: object, { ip = nextIp(), locale = 'en' as 'en' | 'bn' } = {}) =>
  postApi(t.app, '/v1/auth/login', body, { ip, locale });

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

describe('POST /v1/auth/login', () => {
  it.each([
    ['the national form', '01711000009'],
    ['+880', '+8801711000009'],
    ['880 with spaces', '880 1711-000009'],
    ['Bengali digits', '০১৭১১০০০০০৯'],
    ['the email in another case', ' Login@Example.COM '],
  ])('signs in with %s and answers AuthTokens', async (_, identifier) => {
    await t.database.db.delete(users).where(eq(users.phone, '+8801711000009'));
    await createTestAccount(t.database.db, { phone: '+8801711000009', email: 'login@example.com' });
    const response = await login({ login: identifier, password: 'password123' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<ApiSuccess<AuthTokens>>();
    expect(data.user).toMatchObject({ phone: '+8801711000009', phone_verified: true, scope: 'customer' });
    const me = await fetchMe(t.app, data.access_token);
    expect(me.statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown account and a locked account the same 401', async () => {
    const { user } = await createTestAccount(t.database.db);
    const locked = await createTestAccount(t.database.db, { lockedAt: new Date() });
    const answers = await Promise.all(
      [
        { login: user.phone, password: 'wrong-password' },
        { login: '01799999999', password: 'password123' },
        { login: 'nobody@example.com', password: 'password123' },
        { login: 'not a phone', password: 'password123' },
        { login: locked.user.phone, password: 'password123' },
      ].map(async (body) => {
        const response = await login(body, { locale: 'bn' });
        return { status: response.statusCode, body: failureOf(response) };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 401,
        body: {
          success: false,
          code: 'UNAUTHENTICATED',
          message: 'ফোন নম্বর বা ইমেইল ও পাসওয়ার্ড কোনো অ্যাকাউন্টের সাথে মেলেনি।',
        },
      });
    }
  });

  it('stops one client after 5 failures on an account for 15 minutes, in words that say when', async () => {
    const { user } = await createTestAccount(t.database.db);
    const ip = nextIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ login: user.phone, password: `wrong-${attempt}` }, { ip })).statusCode).toBe(401);
    }
    const sixth = await login({ login: user.phone, password: 'password123' }, { ip, locale: 'bn' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(failureOf(sixth)).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'আপনার নেটওয়ার্ক থেকে অনেকবার ভুল সাইন ইনের চেষ্টা হয়েছে। ১৫ মিনিট পরে আবার চেষ্টা করুন।',
    });
  });

  it('makes each attempt on an account after 5 failures from anywhere wait a delay doubling up to a minute', async () => {
    const { user } = await createTestAccount(t.database.db);
    const failures = (count: number, secondsAgo: number) =>
      t.database.db.insert(rateLimitHits).values(
        Array.from({ length: count }, () => ({
          key: `login-failure:account:${user.id}`,
          createdAt: new Date(Date.now() - secondsAgo * 1000),
        })),
      );
    // Five failures 2 s ago: the sixth attempt had to wait 1 s, and may come.
    await failures(5, 2);
    expect((await login({ login: user.phone, password: 'wrong' })).statusCode).toBe(401);
    // Six now: the seventh waits 2 s after the sixth, even from another client with the right password.
    const seventh = await login({ login: user.phone, password: 'password123' });
    expect(seventh.statusCode).toBe(429);
    expect(seventh.headers['retry-after']).toBe('2');
    expect(failureOf(seventh)).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'This account has had many failed sign-ins. Try again in 2 seconds.',
    });
    // However many failures, the wait is a minute at most after the newest.
    await t.database.db.delete(rateLimitHits).where(eq(rateLimitHits.key, `login-failure:account:${user.id}`));
    await failures(30, 20);
    const capped = await login({ login: user.phone, password: 'password123' });
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(35);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(40);
  });

  it('never locks the owner out: after 30 failures from strangers the right password signs in a minute later', async () => {
    const { user } = await createTestAccount(t.database.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ login: user.phone, password: `guess-${attempt}` })).statusCode).toBe(401);
    }
    await t.database.db.insert(rateLimitHits).values(
      Array.from({ length: 25 }, () => ({
        key: `login-failure:account:${user.id}`,
        createdAt: new Date(Date.now() - 61_000),
      })),
    );
    await t.database.db
      .update(rateLimitHits)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(rateLimitHits.key, `login-failure:account:${user.id}`));
    expect((await login({ login: user.phone, password: 'password123' })).statusCode).toBe(200);
  });

  it('limits an unknown account exactly like a real one', async () => {
    const { user } = await createTestAccount(t.database.db);
    const answersFor = async (identifier: string) => {
      const ip = nextIp();
      const answers: { status: number; retryAfter?: string; body: unknown }[] = [];
      for (let attempt = 1; attempt <= 7; attempt++) {
        const response = await login({ login: identifier, password: 'x' }, { ip });
        answers.push({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'] as string,
          body: response.json(),
        });
      }
      return answers;
    };
    const real = await answersFor(user.phone!);
    const unknown = await answersFor('01798765432');
    expect(unknown.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The second run starts later on the wall clock: its wait may have crossed into the next second.
    const withoutWait = (answers: typeof real) => answers.map(({ retryAfter, ...answer }) => answer);
    expect(withoutWait(unknown)).toEqual(withoutWait(real));
    unknown.forEach((answer, i) => {
      expect(Math.abs(Number(answer.retryAfter ?? 0) - Number(real[i]?.retryAfter ?? 0))).toBeLessThanOrEqual(1);
    });
  });

  it('limits failures per IP across accounts (20 in 15 minutes)', async () => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await login({ login: `spray${attempt}@example.com`, password: 'x' }, { ip });
      expect(response.statusCode).toBe(401);
    }
    const { user } = await createTestAccount(t.database.db);
    const blocked = await login({ login: user.phone, password: 'password123' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect((await login({ login: user.phone, password: 'password123' })).statusCode).toBe(200);
  });

  it("a sign-in forgets that client's failures on the account and keeps the account's failures from everywhere", async () => {
    const { user } = await createTestAccount(t.database.db);
    const ip = nextIp();
    for (let attempt = 1; attempt <= 4; attempt++) await login({ login: user.phone, password: 'wrong' }, { ip });
    expect((await login({ login: user.phone, password: 'password123' }, { ip })).statusCode).toBe(200);
    const hitsOn = (key: string) => t.database.db.$count(rateLimitHits, eq(rateLimitHits.key, key));
    expect(await hitsOn(`login-failure:account:${user.id}:ip:${ip}`)).toBe(0);
    expect(await hitsOn(`login-failure:account:${user.id}`)).toBe(4);
    expect(await hitsOn(`login-failure:ip:${ip}`)).toBe(4);
  });

  it('answers a malformed body with 422 and a field map', async () => {
    const response = await login({ login: '', password: 42 }, { locale: 'bn' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {}).sort()).toEqual(['login', 'password']);
  });
});
