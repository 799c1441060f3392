import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSuccess, AuthTokens } from '#contract';
import { createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { users } from '../../db/schema';
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

  it('answers the 6th attempt after 5 failures on an account with 429 and retry-after, even from elsewhere', async () => {
    const { user } = await createTestAccount(t.database.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ login: user.phone, password: `wrong-${attempt}` })).statusCode).toBe(401);
    }
    const sixth = await login({ login: user.phone, password: 'password123' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(failureOf(sixth)).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please wait and try again.',
    });
  });

  it('limits an unknown account exactly like a real one', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ login: '01798765432', password: 'x' })).statusCode).toBe(401);
    }
    expect((await login({ login: '+8801798765432', password: 'x' })).statusCode).toBe(429);
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

  it('forgets the failures of an account once it signs in', async () => {
    const { user } = await createTestAccount(t.database.db);
    for (let attempt = 1; attempt <= 4; attempt++) await login({ login: user.phone, password: 'wrong' });
    expect((await login({ login: user.phone, password: 'password123' })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login({ login: user.phone, password: 'wrong' })).statusCode).toBe(401);
    }
  });

  it('answers a malformed body with 422 and a field map', async () => {
    const response = await login({ login: '', password: 42 }, { locale: 'bn' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {}).sort()).toEqual(['login', 'password']);
  });
});
