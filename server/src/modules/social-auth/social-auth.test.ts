/**
 * Social sign-in end to end against a real OpenID provider (oidc-provider) running on a local port: our redirect
 * route starts the flow, a scripted browser logs in and consents at the provider, our callback exchanges the code.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSuccess, REFRESH_COOKIE_HEADER, type SocialSignIn } from '#contract';
import { type App, buildApp } from '../../app';
import { createTestDatabase, failureOf, testConfig } from '../../app.test-helpers';
import { burst } from '../../bursts.test-helpers';
import type { DatabaseHandle } from '../../db/client';
import { oauthStates, socialIdentities, users } from '../../db/schema';
import { REFRESH_COOKIE } from '../auth/refresh-cookie';
import { findSessionByAccessToken } from '../auth/sessions.service';
import {
  LOCAL_CLIENT,
  type LocalProvider,
  signInAtProvider,
  startLocalProvider,
} from './local-oidc-provider.test-helpers';
import type { SocialProviderConfig } from './providers-config';
import { SOCIAL_STARTS_PER_MINUTE } from './social-auth.service';

const REDIRECT_URI = `${testConfig.siteUrl}/auth/social-callback`;
const ACCOUNTS = {
  rahim: { email: 'Rahim@Example.com', email_verified: true, name: 'Rahim Uddin' },
  karim: { email: 'karim@example.com', email_verified: true, given_name: 'Karim', family_name: 'Mia' },
  squatter: { email: 'owner@example.com', email_verified: false, name: 'Not The Owner' },
  owner: { email: 'owner@example.com', email_verified: true, name: 'Owner At Provider' },
  noname: {},
  twin: { email: 'twin@example.com', email_verified: true, name: 'Twin Tabs' },
};

let localProvider: LocalProvider;
let database: DatabaseHandle;
let app: App;

beforeAll(async () => {
  localProvider = await startLocalProvider(REDIRECT_URI, ACCOUNTS);
  const provider = (name: string): SocialProviderConfig => ({
    name,
    issuer: localProvider.issuer,
    ...LOCAL_CLIENT,
    scope: 'openid email profile',
    allowInsecureHttp: true,
  });
  database = await createTestDatabase();
  app = await buildApp({
    db: database,
    config: {
      ...testConfig,
      socialProviders: [
        provider('local'),
        provider('other'),
        { ...provider('elsewhere'), tokenEndpoint: `${localProvider.issuer}/no-such-endpoint` },
      ],
    },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await localProvider?.close();
});

const startRedirect = (provider: string, redirectTo?: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    url: `/api/v1/v1/auth/social/${provider}/redirect`,
    query: redirectTo === undefined ? {} : { redirect_to: redirectTo },
    remoteAddress,
  });

const callback = (payload: object, locale: 'en' | 'bn' = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/v1/auth/social/callback',
    payload,
    headers: { 'accept-language': locale },
  });

/** Our redirect, then the provider's login and consent as `login`: the values the callback page would post. */
async function authorize(login: string, redirectTo?: string, provider = 'local') {
  const redirect = await startRedirect(provider, redirectTo);
  expect(redirect.statusCode).toBe(302);
  return signInAtProvider(String(redirect.headers.location), REDIRECT_URI, login);
}

async function signIn(login: string, redirectTo?: string) {
  const response = await callback({ provider: 'local', ...(await authorize(login, redirectTo)) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiSuccess<SocialSignIn>>().data;
}

const userWithEmail = async (email: string) => database.db.select().from(users).where(eq(users.email, email));

describe('GET /v1/auth/social/{provider}/redirect', () => {
  it('sends the browser to the provider with PKCE S256, state, nonce and the one redirect URI', async () => {
    const response = await startRedirect('local', '/bn/user/dashboard');
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(localProvider.issuer);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      client_id: LOCAL_CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    const [stored] = await database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, String(params.state)));
    expect(stored).toMatchObject({ provider: 'local', nonce: params.nonce, redirectTo: '/bn/user/dashboard' });
    expect(stored?.codeVerifier).not.toBe(params.code_challenge);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 60_000)).toBe(10);
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', '/%2F%2Fevil.com', '/user?next=//evil.com'])(
    'keeps no redirect target for %j',
    async (target) => {
      const response = await startRedirect('local', target);
      expect(response.statusCode).toBe(302);
      const state = new URL(String(response.headers.location)).searchParams.get('state') ?? '';
      const [stored] = await database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
      expect(stored?.redirectTo).toBeNull();
    },
  );

  it('limits sign-in starts per client IP: the 61st in a minute answers 429 with retry-after', async () => {
    for (let start = 0; start < 60; start++) {
      expect((await startRedirect('local', undefined, '203.0.113.9')).statusCode).toBe(302);
    }
    const limited = await startRedirect('local', undefined, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await startRedirect('local', undefined, '203.0.113.10')).statusCode).toBe(302);
  });

  it(`lets ${SOCIAL_STARTS_PER_MINUTE} of ${SOCIAL_STARTS_PER_MINUTE + 1} sign-in starts sent at once from one IP through, storing their states, and refuses one with 429`, async () => {
    const statesBefore = await database.db.$count(oauthStates);
    const answers = await burst(SOCIAL_STARTS_PER_MINUTE + 1, () => startRedirect('local', undefined, '203.0.113.11'));
    expect(answers).toEqual({ 302: SOCIAL_STARTS_PER_MINUTE, 429: 1 });
    expect((await database.db.$count(oauthStates)) - statesBefore).toBe(SOCIAL_STARTS_PER_MINUTE);
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await startRedirect('twitter');
    expect(response.statusCode).toBe(404);
    expect(failureOf(response)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Signing in with "twitter" is not available.',
    });
  });
});

describe('POST /v1/auth/social/callback against the local OpenID provider', () => {
  it('creates a user from the provider account, issues a session and answers the stored redirect', async () => {
    const signedIn = await signIn('rahim', '/bn/user/dashboard');
    expect(signedIn).toMatchObject({
      token_type: 'Bearer',
      redirect_to: '/bn/user/dashboard',
      user: {
        name: 'Rahim Uddin',
        email: 'rahim@example.com',
        phone: null,
        phone_verified: false,
        has_password: false,
      },
    });
    const session = await findSessionByAccessToken(database.db, signedIn.access_token);
    expect(session?.user.id).toBe(signedIn.user.id);
    const [user] = await userWithEmail('rahim@example.com');
    expect(user).toMatchObject({ passwordHash: null, phone: null, locale: 'bn' });
  });

  it('signs the same provider account in as the same user the second time', async () => {
    const first = await signIn('karim');
    const second = await signIn('karim');
    expect(first.user).toMatchObject({ name: 'Karim Mia', email: 'karim@example.com' });
    expect(second.user.id).toBe(first.user.id);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.redirect_to).toBeNull();
    const identities = await database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, first.user.id));
    expect(identities).toMatchObject([{ provider: 'local', subject: 'karim' }]);
  });

  it('puts the refresh token into the HttpOnly cookie instead of the body when the browser asks', async () => {
    const values = await authorize('karim');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/v1/auth/social/callback',
      payload: { provider: 'local', ...values },
      // A storefront on the API's own site (its browser keeps the cookie).
      headers: { [REFRESH_COOKIE_HEADER]: '1', origin: new URL(testConfig.publicUrl).origin },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ApiSuccess<object>>().data).not.toHaveProperty('refresh_token');
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ path: '/api/v1/v1/auth/refresh', httpOnly: true, sameSite: 'Strict' });
  });

  it('links an existing account only when the provider verified the same email', async () => {
    const [owner] = await database.db
      .insert(users)
      .values({ name: 'Email Owner', email: 'owner@example.com', phone: '+8801712345678' })
      .returning();
    const squatter = await signIn('squatter');
    expect(squatter.user.id).not.toBe(owner?.id);
    expect(squatter.user.email).toBeNull();
    const verified = await signIn('owner');
    expect(verified.user).toMatchObject({ id: owner?.id, name: 'Email Owner', phone: '+8801712345678' });
  });

  it('names an account without a name or email after the request language', async () => {
    const signedIn = await callback({ provider: 'local', ...(await authorize('noname')) }, 'bn');
    expect(signedIn.json<ApiSuccess<SocialSignIn>>().data.user).toMatchObject({ name: 'হাট গ্রাহক', email: null });
  });

  it('refuses a replayed state (401) and does not sign in twice', async () => {
    const response = await authorize('rahim');
    expect((await callback({ provider: 'local', ...response })).statusCode).toBe(200);
    const replay = await callback({ provider: 'local', ...response });
    expect(replay.statusCode).toBe(401);
    expect(failureOf(replay)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'This sign-in has expired or was already used. Please start again.',
    });
  });

  it('signs a new provider account in from two tabs at once as one user, and one state only once', async () => {
    const tabs = [await authorize('twin'), await authorize('twin')];
    const [first, second] = await Promise.all(tabs.map((tab) => callback({ provider: 'local', ...tab })));
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const ids = [first, second].map((answer) => answer?.json<ApiSuccess<SocialSignIn>>().data.user.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await userWithEmail('twin@example.com')).toHaveLength(1);
    const identities = await database.db.select().from(socialIdentities).where(eq(socialIdentities.subject, 'twin'));
    expect(identities).toHaveLength(1);

    const tab = await authorize('twin');
    const doubleSubmit = await Promise.all([1, 2].map(() => callback({ provider: 'local', ...tab })));
    expect(doubleSubmit.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a state it never issued, one for another provider and an expired one', async () => {
    const response = await authorize('rahim');
    const unknown = await callback({ provider: 'local', ...response, state: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(401);

    const other = await callback({ provider: 'other', ...(await authorize('rahim')) });
    expect(other.statusCode).toBe(401);

    const expired = await authorize('rahim');
    await database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.state, expired.state));
    const late = await callback({ provider: 'local', ...expired }, 'bn');
    expect(late.statusCode).toBe(401);
    expect(failureOf(late).message).toBe('এই সাইন-ইনের মেয়াদ শেষ হয়েছে বা এটি আগেই ব্যবহার করা হয়েছে। আবার শুরু করুন।');
  });

  it('rejects an ID token whose nonce is not the one stored with the state', async () => {
    const response = await authorize('karim');
    await database.db.update(oauthStates).set({ nonce: 'tampered' }).where(eq(oauthStates.state, response.state));
    const before = await database.db.select().from(users);
    const refused = await callback({ provider: 'local', ...response });
    expect(refused.statusCode).toBe(401);
    expect(failureOf(refused)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Signing in with your social account did not work. Please try again.',
    });
    expect(await database.db.select().from(users)).toHaveLength(before.length);
  });

  it('rejects a code exchanged without the matching PKCE verifier', async () => {
    const response = await authorize('karim');
    await database.db
      .update(oauthStates)
      .set({ codeVerifier: 'a'.repeat(64) })
      .where(eq(oauthStates.state, response.state));
    expect((await callback({ provider: 'local', ...response })).statusCode).toBe(401);
  });

  it('needs the iss parameter the provider announced (RFC 9207), so the callback page must forward it', async () => {
    const { iss, ...withoutIss } = await authorize('karim');
    expect(iss).toBe(localProvider.issuer);
    expect((await callback({ provider: 'local', ...withoutIss })).statusCode).toBe(401);
  });

  it('exchanges the code at the configured token endpoint instead of the discovered one', async () => {
    const response = await callback({ provider: 'elsewhere', ...(await authorize('karim', undefined, 'elsewhere')) });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a made-up code', async () => {
    const response = await authorize('karim');
    expect((await callback({ provider: 'local', ...response, code: 'made-up-code' })).statusCode).toBe(401);
  });

  it.each([
    [{ provider: 'local', state: 'abc' }, 'code'],
    [{ provider: 'local', code: 'abc' }, 'state'],
    [{ provider: 'local', state: 'abc', code: 'x'.repeat(5000) }, 'code'],
    [{ provider: 'local', state: 'abc', code: 'abc', iss: 'not a url' }, 'iss'],
  ])('answers 422 for %j', async (payload, field) => {
    const response = await callback(payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual([field]);
  });

  it('answers 404 for a provider that is not configured', async () => {
    expect((await callback({ provider: 'twitter', state: 'abc', code: 'abc' })).statusCode).toBe(404);
  });
});
