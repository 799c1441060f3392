import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSuccess, AuthTokens } from '#contract';
import { createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { authSessions } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { bearer, createTestAccount, fetchMe, postApi } from './auth.test-helpers';
import {
  DEAD_SESSION_RETENTION_SECONDS,
  issueSession,
  SESSION_PRUNE_BATCH,
  sweepDeadSessions,
} from './sessions.service';

let t: TestApp;
const me = (accessToken: string) => fetchMe(t.app, accessToken);
const refresh = (refreshToken: string) => postApi(t.app, '/v1/auth/refresh', { refresh_token: refreshToken });
const tokensOf = (response: { json: <T>() => T }) => response.json<ApiSuccess<AuthTokens>>().data;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

describe('POST /v1/auth/refresh', () => {
  it('rotates: new tokens work, the old access and refresh tokens do not', async () => {
    const { user, tokens } = await createTestAccount(t.database.db);
    const response = await refresh(tokens.refresh_token);
    expect(response.statusCode).toBe(200);
    const fresh = tokensOf(response);
    expect(fresh).toMatchObject({ token_type: 'Bearer', expires_in: 900, user: { id: user.id } });
    expect(fresh.access_token).not.toBe(tokens.access_token);
    expect(fresh.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(fresh.access_token)).statusCode).toBe(200);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
  });

  it('revokes the session when an old refresh token is used again', async () => {
    const { tokens } = await createTestAccount(t.database.db);
    const fresh = tokensOf(await refresh(tokens.refresh_token));
    const replay = await refresh(tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(failureOf(replay)).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Your session has ended. Please sign in again.',
    });
    expect((await me(fresh.access_token)).statusCode).toBe(401);
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(401);
  });

  it.each([
    ['garbage', 'garbage'],
    ['a made-up pair', 'abc.def'],
    ['an access token', 'ACCESS'],
  ])('answers 401 to %s', async (_, token) => {
    const { tokens } = await createTestAccount(t.database.db);
    const response = await refresh(token === 'ACCESS' ? tokens.access_token : token);
    expect(response.statusCode).toBe(401);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
  });

  it('answers 401 to an expired refresh token', async () => {
    const { user, tokens } = await createTestAccount(t.database.db);
    await t.database.db
      .update(authSessions)
      .set({ refreshExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('gives a new access token after the old one expired', async () => {
    const { user, tokens } = await createTestAccount(t.database.db);
    await t.database.db
      .update(authSessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    const fresh = tokensOf(await refresh(tokens.refresh_token));
    expect((await me(fresh.access_token)).statusCode).toBe(200);
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the session: its access and refresh tokens stop working, other sessions go on', async () => {
    const { user, tokens, headers } = await createTestAccount(t.database.db);
    const other = tokensOf(await postApi(t.app, '/v1/auth/login', { login: user.phone, password: 'password123' }));
    const response = await postApi(t.app, '/v1/auth/logout', {}, { headers, locale: 'bn' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'আপনি সাইন আউট করেছেন।', data: null });
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['a wrong token', bearer('wrong')],
    ['a malformed header', { authorization: 'Bearer' }],
  ])('answers success with %s', async (_, headers) => {
    const response = await postApi(t.app, '/v1/auth/logout', undefined, { headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: null });
  });
});

describe('dead sessions', () => {
  it('are pruned a bounded batch at a time when the user gets a new session; live and recent ones stay', async () => {
    const { user, tokens } = await createTestAccount(t.database.db);
    const login = () => postApi(t.app, '/v1/auth/login', { login: user.phone, password: 'password123' });
    const sessionIds = async () =>
      (await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id))).map((row) => row.id);
    const recent = tokensOf(await login());
    await postApi(t.app, '/v1/auth/logout', {}, { headers: bearer(recent.access_token) });
    const kept = await sessionIds();
    for (let made = 0; made < SESSION_PRUNE_BATCH + 3; made += 1) await issueSession(t.database.db, user.id);
    const dead = (await sessionIds()).filter((id) => !kept.includes(id));
    const longAgo = new Date(Date.now() - (DEAD_SESSION_RETENTION_SECONDS + 60) * 1000);
    await t.database.db.update(authSessions).set({ revokedAt: longAgo }).where(inArray(authSessions.id, dead));
    await t.database.db
      .update(authSessions)
      .set({ revokedAt: null, refreshExpiresAt: longAgo })
      .where(eq(authSessions.id, dead[0] ?? 0));
    const deadLeft = async () => (await sessionIds()).filter((id) => dead.includes(id)).length;

    expect((await login()).statusCode).toBe(200);
    expect(await deadLeft()).toBe(3);
    expect((await login()).statusCode).toBe(200);
    expect(await deadLeft()).toBe(0);
    expect(await sessionIds()).toEqual(expect.arrayContaining(kept));
    expect((await me(tokens.access_token)).statusCode).toBe(200);
  });

  it('are swept from the whole table a day after their refresh token expired or they were revoked', async () => {
    const { user, tokens } = await createTestAccount(t.database.db);
    const revoked = await issueSession(t.database.db, user.id);
    const expired = await issueSession(t.database.db, user.id);
    const rowOf = async (accessToken: string) => {
      const all = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
      return all.find((row) => row.accessTokenHash === hashToken(accessToken));
    };
    const now = new Date();
    await t.database.db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(eq(authSessions.id, (await rowOf(revoked.access_token))!.id));
    await t.database.db
      .update(authSessions)
      .set({ refreshExpiresAt: now })
      .where(eq(authSessions.id, (await rowOf(expired.access_token))!.id));

    const justBefore = new Date(now.getTime() + DEAD_SESSION_RETENTION_SECONDS * 1000);
    await sweepDeadSessions(t.database.db, justBefore, 1);
    expect(await rowOf(revoked.access_token)).toBeDefined();
    expect(await rowOf(expired.access_token)).toBeDefined();

    const dayAndMinuteLater = new Date(now.getTime() + (DEAD_SESSION_RETENTION_SECONDS + 60) * 1000);
    expect(await sweepDeadSessions(t.database.db, dayAndMinuteLater, 1)).toBeGreaterThanOrEqual(2);
    expect(await rowOf(revoked.access_token)).toBeUndefined();
    expect(await rowOf(expired.access_token)).toBeUndefined();
    expect(await rowOf(tokens.access_token)).toBeDefined();
    expect((await me(tokens.access_token)).statusCode).toBe(200);
  });
});
