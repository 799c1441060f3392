import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSuccess, AuthTokens, OtpSent } from '#contract';
import { BENGALI, failureOf } from '../../app.test-helpers';
import { authSessions, otpCodes, users } from '../../db/schema';
import { AppError } from '../../plugins/http-errors';
import { contactTakenError } from '../auth/auth.service';
import { createTestAccount, fetchMe } from '../auth/auth.test-helpers';
import { IP_REGISTRATION_RULES, PHONE_REGISTRATION_RULES } from '../auth/registration-limits';
import { codeIn, createOtpTestApp, type OtpTestApp, wrongCodeFor } from './otp.test-helpers';
import { freshPhone, type RegistrationBursts, registrationBursts } from './registration-races.test-helpers';

let t: OtpTestApp;
let bursts: RegistrationBursts;

beforeAll(async () => {
  t = await createOtpTestApp();
  bursts = registrationBursts(t.database.db, freshPhoneWithCode);
});
afterAll(() => t?.close());

const withLocale = (locale: 'en' | 'bn') => ({ 'accept-language': locale });
const askCode = (phone: string, { locale = 'en', ip }: { locale?: 'en' | 'bn'; ip?: string } = {}) =>
  t.post('/v1/auth/register/otp', { phone }, { headers: withLocale(locale), ip });
const register = (body: object, { locale = 'en', ip }: { locale?: 'en' | 'bn'; ip?: string } = {}) =>
  t.post('/v1/auth/register', body, { headers: withLocale(locale), ip });

/** A code asked for a fresh phone, read from its SMS. */
async function freshPhoneWithCode() {
  const phone = freshPhone();
  expect((await askCode(phone.national)).statusCode).toBe(200);
  return { ...phone, otp: t.lastCode(phone.e164) };
}

const smsTo = (e164: string) => t.sent.filter((message) => message.to === e164);
const fieldsOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(422);
  return failureOf(response).errors ?? {};
};
const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode).sort();

describe('POST /v1/auth/register/otp', () => {
  it('texts a free phone its code, answering that a code is on its way if the number can register', async () => {
    const phone = freshPhone();
    const response = await askCode(phone.national);
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiSuccess<OtpSent>>()).toMatchObject({
      success: true,
      message: 'If this number can register, a 6-digit code is on its way to it.',
      data: { retry_after: 60, expires_in: 600 },
    });
    expect(smsTo(phone.e164)).toHaveLength(1);
    expect(codeIn(smsTo(phone.e164)[0]!.text)).toMatch(/^\d{6}$/);
  });

  it('answers a taken phone the same, texts no code but tells the owner, in their language, how to sign in', async () => {
    const free = freshPhone();
    const owner = await createTestAccount(t.database.db, { phone: freshPhone().e164, locale: 'bn' });
    const [forFree, forTaken] = [await askCode(free.national), await askCode(owner.user.phone!)];
    expect(forTaken.statusCode).toBe(forFree.statusCode);
    expect(forTaken.json()).toEqual(forFree.json());
    const [told] = smsTo(owner.user.phone!);
    expect(smsTo(owner.user.phone!)).toHaveLength(1);
    expect(codeIn(told!.text)).toBeUndefined();
    expect(told!.text).toMatch(BENGALI);
    expect(told!.text).toContain('http://localhost:4321/bn/login');
  });

  it('counts a taken phone’s asks against the same limits as a free one’s', async () => {
    const owner = await createTestAccount(t.database.db, { phone: freshPhone().e164 });
    const free = freshPhone();
    const fromOne = { ip: '10.251.0.1' };
    const fromOther = { ip: '10.251.0.2' };
    expect((await askCode(owner.user.phone!, fromOne)).statusCode).toBe(200);
    expect((await askCode(free.national, fromOther)).statusCode).toBe(200);
    const [again, againFree] = [await askCode(owner.user.phone!, fromOne), await askCode(free.national, fromOther)];
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual(againFree.json());
  });
});

describe('POST /v1/auth/register', () => {
  it('creates a shopper whose phone is verified by the code, and answers AuthTokens', async () => {
    const phone = await freshPhoneWithCode();
    const response = await register({
      name: ' Rahima Akter ',
      phone: phone.national.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit))),
      otp: phone.otp,
      email: ' Rahima@Example.com ',
      password: 'পাসওয়ার্ড১২৩',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json<ApiSuccess<AuthTokens>>();
    expect(message).toBe('Your account is ready.');
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(data.user).toMatchObject({
      name: 'Rahima Akter',
      phone: phone.e164,
      email: 'rahima@example.com',
      scope: 'customer',
      phone_verified: true,
      phone_verified_at: expect.any(String),
      has_password: true,
    });
    expect((await fetchMe(t.app, data.access_token)).json().data).toEqual(data.user);
  });

  it('refuses a registration without a code, or with a wrong one, on `otp` alone', async () => {
    const phone = await freshPhoneWithCode();
    const body = { name: 'No Code', phone: phone.national, password: 'password-1' };
    expect(Object.keys(fieldsOf(await register(body)))).toEqual(['otp']);
    expect(fieldsOf(await register({ ...body, otp: wrongCodeFor(phone.otp) }))).toEqual({
      otp: ['This code is not correct.'],
    });
    expect(await t.database.db.$count(users, eq(users.phone, phone.e164))).toBe(0);
  });

  it('tells nothing of a taken phone or email: a wrong code is refused alike, and no code is ever right', async () => {
    const owner = await createTestAccount(t.database.db, { phone: freshPhone().e164, email: 'owner@example.com' });
    const free = await freshPhoneWithCode();
    expect((await askCode(owner.user.phone!)).statusCode).toBe(200);
    const taken = { name: 'Copy', phone: owner.user.phone, email: 'OWNER@example.com', password: 'password-1' };
    const untaken = { name: 'Copy', phone: free.national, email: 'nobody@example.com', password: 'password-1' };
    for (const otp of ['123456', wrongCodeFor(free.otp)]) {
      const [onTaken, onFree] = [await register({ ...taken, otp }), await register({ ...untaken, otp })];
      expect(onTaken.statusCode).toBe(422);
      expect(onTaken.json()).toEqual(onFree.json());
    }
    // The owner's stored code is never right, whatever is tried: the fifth wrong try kills it, as any code.
    const [stored] = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, owner.user.phone!), eq(otpCodes.purpose, 'register')));
    expect(stored).toMatchObject({ userId: owner.user.id, failedAttempts: 2 });
  });

  it('tells a taken email only to whoever has the phone’s code, and the code then serves the corrected form', async () => {
    await createTestAccount(t.database.db, { email: 'taken@example.com' });
    const phone = await freshPhoneWithCode();
    const body = { name: 'Second', phone: phone.national, otp: phone.otp, password: 'password-1' };
    const response = await register({ ...body, email: 'TAKEN@example.com' }, { locale: 'bn' });
    expect(failureOf(response)).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'কিছু ঘর সঠিক নয়।',
      errors: { email: ['এই ইমেইল ঠিকানায় আগেই একটি অ্যাকাউন্ট আছে।'] },
    });
    expect((await register({ ...body, email: 'second@example.com' })).statusCode).toBe(201);
    expect(fieldsOf(await register({ ...body, email: 'third@example.com' }))).toEqual({
      otp: ['This code has already been used. Ask for a new code.'],
    });
  });

  it('stores only hashes: the password as scrypt, the tokens as SHA-256', async () => {
    const phone = await freshPhoneWithCode();
    const response = await register({ name: 'Hash', phone: phone.national, otp: phone.otp, password: 'secret-pass-1' });
    const { data } = response.json<ApiSuccess<AuthTokens>>();
    const [user] = await t.database.db.select().from(users).where(eq(users.id, data.user.id));
    expect(user?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    const [session] = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, data.user.id));
    const row = JSON.stringify(session);
    for (const secret of [data.access_token, ...data.refresh_token.split('.')]) {
      expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(row).not.toContain(secret);
    }
  });

  it('stores SQL- and script-looking names as text and answers them unchanged', async () => {
    const phone = await freshPhoneWithCode();
    const name = `Robert'); DROP TABLE users;-- <script>alert(1)</script>`;
    const response = await register({ name, phone: phone.national, otp: phone.otp, password: 'password-1' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.name).toBe(name);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
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
    const response = await register(
      { name: '', phone: '01212345678', otp: '12', email: 'nope', password: 'short' },
      { locale: 'bn' },
    );
    const errors = fieldsOf(response);
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'otp', 'password', 'phone']);
    expect(errors.phone).toEqual(['একটি বাংলাদেশি মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।']);
    expect(errors.password).toEqual(['পাসওয়ার্ডে অন্তত ৮টি অক্ষর থাকতে হবে।']);
    for (const messages of Object.values(errors)) expect(messages.join()).toMatch(BENGALI);
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
    const phone = freshPhone();
    const response = await register({ name: 'x'.repeat(20_000), phone: phone.national, password: 'password-1' });
    expect(response.statusCode).toBe(413);
    expect(failureOf(response)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('registration limits, whatever the concurrency', () => {
  it(`lets ${PHONE_REGISTRATION_RULES[0]!.limit} of a burst with one phone’s right code reach the password hash, then 429`, async () => {
    const responses = await bursts.onOnePhone((body) => register(body));
    expect(statuses(responses)).toEqual([...Array<number>(PHONE_REGISTRATION_RULES[0]!.limit).fill(422), 429]);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(failureOf(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many sign-up attempts for this number or from your network. Please wait and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('makes one account of one code sent several times at once; the others are refused on `otp`', async () => {
    const { phone, answers } = await bursts.ofOneCode(3, (body) => register(body));
    expect(statuses(answers)).toEqual([201, 422, 422]);
    for (const response of answers.filter(({ statusCode }) => statusCode === 422)) {
      expect(Object.keys(fieldsOf(response))).toEqual(['otp']);
    }
    expect(await t.database.db.$count(users, eq(users.phone, phone.e164))).toBe(1);
  });

  it(`lets ${IP_REGISTRATION_RULES[0]!.limit} refused registrations from one network reach the hash, then 429`, async () => {
    const ip = '10.250.0.1';
    const responses = await bursts.ofFreshPhones((body) => register(body, { ip }));
    expect(statuses(responses)).toEqual([...Array<number>(IP_REGISTRATION_RULES[0]!.limit).fill(422), 429]);
    for (const response of responses.filter(({ statusCode }) => statusCode === 422)) {
      expect(Object.keys(fieldsOf(response))).toEqual(['email']);
    }
  });

  it('gives the places of an account made back: a network registers more accounts than it may fail', async () => {
    const ip = '10.250.0.2';
    const limit = IP_REGISTRATION_RULES[0]!.limit;
    for (let i = 0; i <= limit; i += 1) {
      const phone = await freshPhoneWithCode();
      const made = await register(
        { name: 'One', phone: phone.national, otp: phone.otp, password: 'password-1' },
        { ip },
      );
      expect(made.statusCode).toBe(201);
    }
  });
});
