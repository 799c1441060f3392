import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENGALI, createTestApp, failureOf, type TestApp } from '../app.test-helpers';
import { createTestAccount } from '../modules/auth/auth.test-helpers';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  headers = (await createTestAccount(t.database.db)).headers as Record<string, string>;
});
afterAll(() => t.close());

const NUL = '\u0000';
const LONE = '\uD800';

/** Routes that took a NUL or a lone surrogate to the database (a 500) before one guard stood before them all. */
const CASES: { what: string; method: 'GET' | 'POST'; url: string; body?: object; field: string }[] = [
  { what: 'a search', method: 'GET', url: '/products?q=%00', field: 'q' },
  { what: 'a suggestion', method: 'GET', url: '/products/suggest?q=%00', field: 'q' },
  { what: 'a coupon code', method: 'GET', url: '/coupon?code=%00', field: 'code' },
  {
    what: 'a sign-in',
    method: 'POST',
    url: '/v1/auth/login',
    body: { login: NUL, password: 'secret-1' },
    field: 'login',
  },
  {
    what: 'a registration name',
    method: 'POST',
    url: '/v1/auth/register',
    body: { name: `Karim${LONE}`, phone: '01712345678', otp: '123456', password: 'secret-pass-1' },
    field: 'name',
  },
  {
    what: 'a newsletter address',
    method: 'POST',
    url: '/newsletter',
    body: { email: `a${NUL}@example.com` },
    field: 'email',
  },
  {
    what: 'a nested field',
    method: 'POST',
    url: '/vendor/registration',
    body: { payout: { type: 'bkash', account: LONE } },
    field: 'payout.account',
  },
  {
    what: 'an unsubscribe token',
    method: 'POST',
    url: '/newsletter/unsubscribe',
    body: { token: `1.${NUL}abc` },
    field: 'token',
  },
  { what: 'a path parameter', method: 'GET', url: '/order/%00', field: 'id' },
];

describe('a NUL or a lone surrogate in any input', () => {
  for (const { what, method, url, body, field } of CASES) {
    it(`is a 422 naming the field, never a 500: ${what}`, async () => {
      const response = await t.app.inject({ method, url: `/api/v1${url}`, payload: body, headers });
      expect(response.statusCode).toBe(422);
      const failure = failureOf(response);
      expect(failure.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(failure.errors ?? {})).toContain(field);
    });
  }

  it('is refused in the request’s language', async () => {
    const response = await t.app.inject({
      url: '/api/v1/products?q=%00',
      headers: { 'accept-language': 'bn' },
    });
    expect(failureOf(response).errors?.q?.[0]).toMatch(BENGALI);
  });

  it('leaves Bengali and emoji pairs alone', async () => {
    const response = await t.app.inject({ url: `/api/v1/products?q=${encodeURIComponent('পাঞ্জাবি 👍🏽')}` });
    expect(response.statusCode).toBe(200);
  });
});
