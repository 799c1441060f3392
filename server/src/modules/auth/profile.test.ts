import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSuccess, AuthTokens, User } from '#contract';
import { createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { users, vendors } from '../../db/schema';
import { createTestAccount, fetchMe, postApi } from './auth.test-helpers';

let t: TestApp;
const me = (accessToken: string) => fetchMe(t.app, accessToken);
const signIn = async (login: string | null, password: string) =>
  postApi(t.app, '/v1/auth/login', { login, password }, { ip: '192.0.2.1' });

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

describe('GET /user', () => {
  it('answers the whole user with scope and phone status, never the password hash', async () => {
    const { user, headers } = await createTestAccount(t.database.db, { email: 'me@example.com' });
    const response = await t.app.inject({ url: '/api/v1/user', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiSuccess<User>>().data).toEqual({
      id: user.id,
      name: user.name,
      email: 'me@example.com',
      phone: user.phone,
      scope: 'customer',
      vendor: null,
      phone_verified: true,
      phone_verified_at: user.phoneVerifiedAt?.toISOString(),
      has_password: true,
      created_at: user.createdAt.toISOString(),
    });
    expect(response.body).not.toMatch(/scrypt|password_hash|locked/);
  });

  it("answers a seller's scope vendor and the shop they answer for, named in the request's language", async () => {
    const [shop] = await t.database.db
      .insert(vendors)
      .values({ slug: 'seller-profile-shop', nameEn: 'Seller Shop', nameBn: 'বিক্রেতার দোকান' })
      .returning();
    if (!shop) throw new Error('shop not inserted');
    const { headers } = await createTestAccount(t.database.db, { scope: 'vendor', vendorId: shop.id });
    const inEnglish = await t.app.inject({ url: '/api/v1/user', headers });
    const inBengali = await t.app.inject({ url: '/api/v1/user', headers: { ...headers, 'accept-language': 'bn' } });
    expect(inEnglish.json<ApiSuccess<User>>().data).toMatchObject({
      scope: 'vendor',
      vendor: { id: shop.id, name: 'Seller Shop' },
    });
    expect(inBengali.json<ApiSuccess<User>>().data.vendor).toEqual({
      id: shop.id,
      name: 'বিক্রেতার দোকান',
      status: 'approved',
      reject_reason: null,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/v1/user' })).statusCode).toBe(401);
  });
});

describe('POST /user/update_profile', () => {
  const update = (headers: object, body: object) => postApi(t.app, '/user/update_profile', body, { headers });

  it('changes name and email, keeps the email when none is sent and removes it when empty', async () => {
    const { headers } = await createTestAccount(t.database.db);
    const named = await update(headers, { name: ' <b>Karim</b> ', email: 'Karim@Example.com' });
    expect(named.statusCode).toBe(200);
    expect(named.json<ApiSuccess<User>>().data).toMatchObject({ name: '<b>Karim</b>', email: 'karim@example.com' });
    expect((await update(headers, { name: 'Karim' })).json().data.email).toBe('karim@example.com');
    expect((await update(headers, { name: 'Karim', email: '' })).json().data.email).toBeNull();
  });

  it('answers 422 on email when another account uses it, and 401 without a session', async () => {
    await createTestAccount(t.database.db, { email: 'used@example.com' });
    const { headers } = await createTestAccount(t.database.db);
    const response = await update(headers, { name: 'X', email: 'used@example.com' });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).errors).toEqual({ email: ['An account with this email address already exists.'] });
    expect((await update({}, { name: 'X' })).statusCode).toBe(401);
  });
});

describe('POST /user/change-password', () => {
  const change = (headers: object, body: object, locale: 'en' | 'bn' = 'en') =>
    postApi(t.app, '/user/change-password', body, { headers, locale });

  it('needs the current password, then revokes the other sessions and keeps this one', async () => {
    const { user, tokens, headers } = await createTestAccount(t.database.db);
    const other = (await signIn(user.phone, 'password123')).json<ApiSuccess<AuthTokens>>().data;

    const wrong = await change(headers, { current_password: 'nope', password: 'new-password-1' }, 'bn');
    expect(wrong.statusCode).toBe(422);
    expect(failureOf(wrong).errors).toEqual({ current_password: ['বর্তমান পাসওয়ার্ডটি সঠিক নয়।'] });
    expect((await change(headers, { password: 'new-password-1' })).statusCode).toBe(422);
    expect((await me(other.access_token)).statusCode).toBe(200);

    const response = await change(headers, { current_password: 'password123', password: 'new-password-1' });
    expect(response.statusCode).toBe(200);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await postApi(t.app, '/v1/auth/refresh', { refresh_token: other.refresh_token })).statusCode).toBe(401);
    expect((await signIn(user.phone, 'password123')).statusCode).toBe(401);
    expect((await signIn(user.phone, 'new-password-1')).statusCode).toBe(200);
  });

  it('lets an account without a password (social sign-in) set a first one', async () => {
    const { user, headers } = await createTestAccount(t.database.db, { passwordHash: null, email: 'g@example.com' });
    expect((await change(headers, { password: 'first-password' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('limits wrong current passwords like failed sign-ins (429 on the 6th try)', async () => {
    const { headers } = await createTestAccount(t.database.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await change(headers, { current_password: 'bad', password: 'new-password-1' })).statusCode).toBe(422);
    }
    const blocked = await change(headers, { current_password: 'password123', password: 'new-password-1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('refuses a short new password with a field message', async () => {
    const { headers } = await createTestAccount(t.database.db);
    const response = await change(headers, { current_password: 'password123', password: '1234567' });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).errors).toEqual({ password: ['The password must have at least 8 characters.'] });
  });
});
