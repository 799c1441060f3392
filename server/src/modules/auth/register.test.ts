import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSuccess, AuthTokens } from '#contract';
import { BENGALI, createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { authSessions, users } from '../../db/schema';
import { AppError } from '../../plugins/http-errors';
import { contactTakenError } from './auth.service';
import { createTestAccount, fetchMe, postApi } from './auth.test-helpers';

let t: TestApp;
const register = (body: unknown, locale: 'en' | 'bn' = 'en') => postApi(t.app, '/v1/auth/register', body, { locale });

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

describe('POST /v1/auth/register', () => {
  it('creates a shopper with an unverified E.164 phone and answers AuthTokens', async () => {
    const response = await register({
      name: ' Rahima Akter ',
      phone: '০১৭১৫-১২৩৪৫৬',
      email: ' Rahima@Example.com ',
      password: 'পাসওয়ার্ড১২৩',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<ApiSuccess<AuthTokens>>();
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(data.user).toMatchObject({
      name: 'Rahima Akter',
      phone: '+8801715123456',
      email: 'rahima@example.com',
      scope: 'customer',
      phone_verified: false,
      phone_verified_at: null,
      has_password: true,
    });
    const me = await fetchMe(t.app, data.access_token);
    expect(me.json().data).toEqual(data.user);
  });

  it('stores only hashes: the password as scrypt, the tokens as SHA-256', async () => {
    const response = await register({ name: 'Hash Check', phone: '01815000000', password: 'secret-pass-1' });
    const { data } = response.json<ApiSuccess<AuthTokens>>();
    const [user] = await t.database.db.select().from(users).where(eq(users.id, data.user.id));
    expect(user?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const [session] = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, data.user.id));
    const row = JSON.stringify(session);
    for (const secret of [data.access_token, ...data.refresh_token.split('.')]) {
      expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(row).not.toContain(secret);
    }
    expect(session?.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.refreshTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores SQL- and script-looking names as text and answers them unchanged', async () => {
    const name = `Robert'); DROP TABLE users;-- <script>alert(1)</script>`;
    const response = await register({ name, phone: '01915000001', password: 'password-1' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.name).toBe(name);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const [stored] = await t.database.db.select().from(users).where(eq(users.name, name));
    expect(stored?.phone).toBe('+8801915000001');
  });

  it('answers 422 on phone and on email when another account uses them', async () => {
    const { user } = await createTestAccount(t.database.db, { email: 'taken@example.com' });
    const response = await register(
      { name: 'Copy', phone: user.phone, email: 'TAKEN@example.com', password: 'password-1' },
      'bn',
    );
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'কিছু ঘর সঠিক নয়।',
      errors: {
        phone: ['এই ফোন নম্বরে আগেই একটি অ্যাকাউন্ট আছে।'],
        email: ['এই ইমেইল ঠিকানায় আগেই একটি অ্যাকাউন্ট আছে।'],
      },
    });
  });

  it('answers identical sign-ups sent at once with one 201 and 422s on the contact, never a 500', async () => {
    const body = { name: 'Twin', phone: '01715000003', email: 'twin@example.com', password: 'password-1' };
    const responses = await Promise.all([register(body), register(body), register(body)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
    for (const response of responses.filter((answer) => answer.statusCode === 422)) {
      const fields = Object.keys(failureOf(response).errors ?? {});
      expect(fields.length).toBeGreaterThan(0);
      expect(['email', 'phone']).toEqual(expect.arrayContaining(fields));
    }
    expect(await t.database.db.select().from(users).where(eq(users.phone, '+8801715000003'))).toHaveLength(1);
  });

  it('maps the unique index refusing a phone or an email to the 422 of that field', async () => {
    const { user } = await createTestAccount(t.database.db, { email: 'unique@example.com' });
    const insertError = (values: Partial<typeof users.$inferInsert>) =>
      t.database.db
        .insert(users)
        .values({ name: 'Copy', ...values })
        .then(
          () => null,
          (error: unknown) => error,
        );
    for (const [values, field] of [
      [{ phone: user.phone }, 'phone'],
      [{ email: user.email }, 'email'],
    ] as const) {
      const mapped = contactTakenError(await insertError(values));
      expect(mapped).toBeInstanceOf(AppError);
      expect(mapped).toMatchObject({ statusCode: 422, fieldErrors: { [field]: [expect.any(Object)] } });
    }
    const other = new Error('other');
    expect(contactTakenError(other)).toBe(other);
  });

  it('answers malformed fields with a 422 field map in Bengali', async () => {
    const response = await register({ name: '', phone: '01212345678', email: 'nope', password: 'short' }, 'bn');
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(failure.errors ?? {}).sort()).toEqual(['email', 'name', 'password', 'phone']);
    expect(failure.errors?.phone).toEqual(['একটি বাংলাদেশি মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।']);
    expect(failure.errors?.password).toEqual(['পাসওয়ার্ডে অন্তত ৮টি অক্ষর থাকতে হবে।']);
    for (const messages of Object.values(failure.errors ?? {})) expect(messages.join()).toMatch(BENGALI);
  });

  it.each([
    ['a JSON array', '["x"]'],
    ['broken JSON', '{"name":'],
  ])('answers %s with 400 or 422 in the error shape', async (_, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/v1/auth/register',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 422]).toContain(response.statusCode);
    expect(failureOf(response)).toMatchObject({
      success: false,
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it('refuses an oversized body in the error shape', async () => {
    const response = await register({ name: 'x'.repeat(20_000), phone: '01715000002', password: 'password-1' });
    expect(response.statusCode).toBe(413);
    expect(failureOf(response)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(await t.database.db.select().from(users).where(eq(users.phone, '+8801715000002'))).toHaveLength(0);
  });
});
