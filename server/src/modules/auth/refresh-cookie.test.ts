import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSuccess, type IssuedTokens, REFRESH_COOKIE_HEADER } from '#contract';
import { type App, buildApp } from '../../app';
import { createTestDatabase, failureOf, SITE_ORIGIN, testConfig } from '../../app.test-helpers';
import type { DatabaseHandle } from '../../db/client';
import { authSessions } from '../../db/schema';
import { createTestAccount, fetchMe, postApi } from './auth.test-helpers';
import { REFRESH_COOKIE, refreshCookieIsSecure, sameSite } from './refresh-cookie';

const REFRESH_PATH = '/api/v1/v1/auth/refresh';
const THIRTY_DAYS = 30 * 24 * 60 * 60;
const ASK = { [REFRESH_COOKIE_HEADER]: '1' };
/** What the storefront (on the API's site: localhost) sends to the calls that issue tokens. */
const FROM_SITE = { ...ASK, origin: SITE_ORIGIN };

let database: DatabaseHandle;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database, config: { ...testConfig, publicUrl: 'http://localhost:4000' } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const refreshCookieOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === REFRESH_COOKIE);
const dataOf = (response: LightMyRequestResponse) => response.json<ApiSuccess<IssuedTokens>>().data;

async function signInWithCookie(): Promise<{ userId: number; cookie: string; accessToken: string }> {
  const { user } = await createTestAccount(database.db);
  const response = await postApi(
    app,
    '/v1/auth/login',
    { login: user.phone, password: 'password123' },
    { headers: FROM_SITE },
  );
  expect(response.statusCode, response.body).toBe(200);
  return { userId: user.id, cookie: refreshCookieOf(response)!.value, accessToken: dataOf(response).access_token };
}

const refreshByCookie = (cookie: string | undefined, headers: object = FROM_SITE, locale: 'en' | 'bn' = 'en') =>
  postApi(
    app,
    '/v1/auth/refresh',
    {},
    { locale, headers: { ...headers, ...(cookie && { cookie: `${REFRESH_COOKIE}=${cookie}` }) } },
  );

describe('sign-in with the refresh cookie asked for', () => {
  it('sets the refresh token as an HttpOnly, SameSite=Strict, Secure cookie for the refresh call only, never in the body', async () => {
    const { user } = await createTestAccount(database.db);
    const response = await postApi(
      app,
      '/v1/auth/login',
      { login: user.phone, password: 'password123' },
      { headers: FROM_SITE },
    );
    expect(response.statusCode).toBe(200);
    const data = dataOf(response);
    expect(data).not.toHaveProperty('refresh_token');
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 900, user: { id: user.id } });
    expect(response.body).not.toContain(refreshCookieOf(response)!.value);
    expect(refreshCookieOf(response)).toMatchObject({
      path: REFRESH_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: true,
    });
    expect(refreshCookieOf(response)!.maxAge).toBeGreaterThan(THIRTY_DAYS - 10);
    expect(refreshCookieOf(response)!.maxAge).toBeLessThanOrEqual(THIRTY_DAYS);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the body mode for a storefront on another site, whose browser would drop the cookie', async () => {
    const { user } = await createTestAccount(database.db);
    const headers = { ...ASK, origin: 'http://127.0.0.1:4321' };
    const login = await postApi(app, '/v1/auth/login', { login: user.phone, password: 'password123' }, { headers });
    expect(login.statusCode).toBe(200);
    expect(dataOf(login)).toHaveProperty('refresh_token');
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the body mode for a client that does not ask: the token in the body, no cookie', async () => {
    const { user } = await createTestAccount(database.db);
    const login = await postApi(app, '/v1/auth/login', { login: user.phone, password: 'password123' });
    const { refresh_token } = login.json<ApiSuccess<{ refresh_token: string }>>().data;
    expect(refresh_token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(login.headers['set-cookie']).toBeUndefined();
    const refreshed = await postApi(app, '/v1/auth/refresh', { refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect(dataOf(refreshed)).toHaveProperty('refresh_token');
    expect(refreshed.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /v1/auth/refresh by the cookie', () => {
  it('rotates: a new access token and a new cookie, the body still without the refresh token', async () => {
    const { userId, cookie, accessToken } = await signInWithCookie();
    const response = await refreshByCookie(cookie);
    expect(response.statusCode, response.body).toBe(200);
    const data = dataOf(response);
    expect(data).not.toHaveProperty('refresh_token');
    expect(data.access_token).not.toBe(accessToken);
    expect(refreshCookieOf(response)).toMatchObject({
      path: REFRESH_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: true,
    });
    expect(refreshCookieOf(response)!.value).not.toBe(cookie);
    expect((await fetchMe(app, data.access_token)).json().data.id).toBe(userId);
    expect((await fetchMe(app, accessToken)).statusCode).toBe(401);
  });

  it('keeps the session end: the new cookie lives only as long as the session may still be refreshed', async () => {
    const { userId, cookie } = await signInWithCookie();
    await database.db
      .update(authSessions)
      .set({ refreshExpiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(authSessions.userId, userId));
    const maxAge = refreshCookieOf(await refreshByCookie(cookie))!.maxAge!;
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it('revokes the session when a cookie already rotated is replayed', async () => {
    const { cookie } = await signInWithCookie();
    const fresh = await refreshByCookie(cookie);
    const replay = await refreshByCookie(cookie);
    expect(replay.statusCode).toBe(401);
    expect(failureOf(replay).code).toBe('UNAUTHENTICATED');
    expect((await refreshByCookie(refreshCookieOf(fresh)!.value)).statusCode).toBe(401);
    expect((await fetchMe(app, dataOf(fresh).access_token)).statusCode).toBe(401);
  });

  it.each([
    ['without the header', { origin: SITE_ORIGIN }],
    ['with the header set to something else', { [REFRESH_COOKIE_HEADER]: 'true', origin: SITE_ORIGIN }],
    ['from a foreign origin', { ...ASK, origin: 'https://evil.example' }],
    ['without an Origin', ASK],
  ])('refuses a refresh by cookie %s (403, translated) and leaves the session alone', async (_, headers) => {
    const { cookie } = await signInWithCookie();
    for (const [locale, message] of [
      ['en', "The session can be renewed only from the shop's own pages."],
      ['bn', 'সেশন কেবল দোকানের নিজের পেজ থেকেই নবায়ন করা যায়।'],
    ] as const) {
      const refused = await refreshByCookie(cookie, headers, locale);
      expect(refused.statusCode).toBe(403);
      expect(failureOf(refused)).toEqual({ success: false, code: 'FORBIDDEN', message });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    expect((await refreshByCookie(cookie)).statusCode).toBe(200);
  });

  it('answers 401 to the storefront when no cookie came', async () => {
    expect((await refreshByCookie(undefined)).statusCode).toBe(401);
  });

  it('moves a browser from body mode into the cookie: the stored token works once, then the cookie', async () => {
    const { tokens } = await createTestAccount(database.db);
    const moved = await postApi(
      app,
      '/v1/auth/refresh',
      { refresh_token: tokens.refresh_token },
      { headers: FROM_SITE },
    );
    expect(moved.statusCode).toBe(200);
    expect(dataOf(moved)).not.toHaveProperty('refresh_token');
    const cookie = refreshCookieOf(moved)!.value;
    expect((await refreshByCookie(cookie)).statusCode).toBe(200);
    expect((await postApi(app, '/v1/auth/refresh', { refresh_token: tokens.refresh_token })).statusCode).toBe(401);
  });
});

describe('POST /v1/auth/logout', () => {
  it('clears the cookie (expired, same name and path) and its session refreshes no more', async () => {
    const { cookie, accessToken } = await signInWithCookie();
    const response = await postApi(app, '/v1/auth/logout', {}, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.statusCode).toBe(200);
    expect(refreshCookieOf(response)).toMatchObject({ value: '', maxAge: 0, path: REFRESH_PATH, httpOnly: true });
    expect((await refreshByCookie(cookie)).statusCode).toBe(401);
  });
});

describe('CORS of the refresh by cookie', () => {
  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: REFRESH_PATH,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type, ${REFRESH_COOKIE_HEADER.toLowerCase()}`,
      },
    });

  it('lets the storefront send the header with credentials', async () => {
    const response = await preflight(SITE_ORIGIN);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      REFRESH_COOKIE_HEADER.toLowerCase(),
    );
  });

  it('gives any other origin no CORS permission at all', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('sameSite', () => {
  it.each([
    ['http://localhost:4321', 'http://localhost:4000', true],
    ['https://haat.com.bd', 'https://api.haat.com.bd', true],
    ['https://shop.haat.com.bd', 'https://haat.com.bd', true],
    ['http://127.0.0.1:4321', 'http://localhost:4000', false],
    ['http://haat.com.bd', 'https://api.haat.com.bd', false],
    ['https://shop.vercel.app', 'https://api.vercel.app', false],
    ['https://evilhaat.com.bd', 'https://haat.com.bd', false],
    ['null', 'https://haat.com.bd', false],
  ])('a page of %s and the API at %s → %s', (origin, api, expected) => {
    expect(sameSite(origin, api)).toBe(expected);
  });
});

describe('refreshCookieIsSecure', () => {
  it.each([
    ['https://api.haat.com.bd', true],
    ['http://localhost:4000', true],
    ['http://127.0.0.1:4000', true],
    ['http://api.localhost', true],
    ['http://192.168.0.5:4000', false],
    ['http://api.test', false],
  ])('%s → %s (browsers drop a Secure cookie from other plain-http origins)', (url, secure) => {
    expect(refreshCookieIsSecure(url)).toBe(secure);
  });
});
