import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { authSessions, users } from '../../db/schema';
import { requireUser, requireVerifiedPhone, signedIn } from './auth.guard';
import { createTestAccount } from './auth.test-helpers';

let t: TestApp;
const whoAmI = (headers: Record<string, string> = {}, url = '/api/v1/test/me') => t.app.inject({ url, headers });

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  t.app.get('/api/v1/test/me', { preHandler: requireUser }, async (request) => {
    const { user, sessionId } = signedIn(request);
    return { id: user.id, sessionId };
  });
  t.app.get('/api/v1/test/personal', { preHandler: [requireUser, requireVerifiedPhone] }, async () => ({ ok: 1 }));
});
afterAll(() => t.close());

describe('requireUser', () => {
  it('lets a live access token through, with its user and session', async () => {
    const { user, headers } = await createTestAccount(t.database.db);
    const response = await whoAmI(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id, sessionId: expect.any(Number) });
  });

  it.each([
    ['no header', {}],
    ['a wrong token', { authorization: 'Bearer nope' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers 401 UNAUTHENTICATED for %s', async (_, headers) => {
    const response = await whoAmI(headers);
    expect(response.statusCode).toBe(401);
    expect(failureOf(response)).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue.',
    });
  });

  it('answers 401 for an expired access token', async () => {
    const { user, headers } = await createTestAccount(t.database.db);
    await t.database.db
      .update(authSessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    expect((await whoAmI(headers)).statusCode).toBe(401);
  });

  it('answers 401 for a revoked session and for a locked user', async () => {
    const revoked = await createTestAccount(t.database.db);
    await t.database.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.userId, revoked.user.id));
    expect((await whoAmI(revoked.headers)).statusCode).toBe(401);

    const locked = await createTestAccount(t.database.db);
    await t.database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, locked.user.id));
    expect((await whoAmI(locked.headers)).statusCode).toBe(401);
  });
});

describe('requireVerifiedPhone', () => {
  it('answers 422 PHONE_NOT_VERIFIED without a field map to a signed-in user with an unverified phone', async () => {
    const { headers } = await createTestAccount(t.database.db, { verified: false });
    const response = await whoAmI({ ...headers, 'accept-language': 'bn' }, '/api/v1/test/personal');
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toEqual({
      success: false,
      code: 'PHONE_NOT_VERIFIED',
      message: 'আগে আপনার ফোন নম্বর যাচাই করুন।',
    });
  });

  it('lets a verified user through, and still answers 401 to a visitor', async () => {
    const { headers } = await createTestAccount(t.database.db);
    expect((await whoAmI(headers, '/api/v1/test/personal')).json()).toEqual({ ok: 1 });
    expect((await whoAmI({}, '/api/v1/test/personal')).statusCode).toBe(401);
  });
});
