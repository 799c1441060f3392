import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpSent, ResetTicket } from '#contract';
import { failureOf } from '../../app.test-helpers';
import { otpCodes, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { createTestAccount, type TestAccount } from '../auth/auth.test-helpers';
import { createOtpTestApp, type OtpTestApp, wrongCodeFor } from './otp.test-helpers';

let t: OtpTestApp;
const UNKNOWN_PHONE = '+8801999000111';
const askCode = (phone: string, locale = 'en', ip?: string) =>
  t.post('/otp_for_reset_password', { phone }, { headers: { 'accept-language': locale }, ip });
const verifyCode = (phone: string, otp: string) => t.post('/otp_verify_for_reset_password', { phone, otp });
const reset = (reset_token: string, password: string) => t.post('/v1/auth/reset-password', { reset_token, password });
const ticketOf = async (account: TestAccount) => {
  await askCode(account.user.phone!);
  const response = await verifyCode(account.user.phone!, t.lastCode(account.user.phone!));
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ResetTicket }>().data;
};

beforeAll(async () => {
  t = await createOtpTestApp();
});
afterAll(() => t.close());

describe('forgotten password', () => {
  it('code by SMS → reset ticket → new password; every session is signed out and the phone counts as verified', async () => {
    const account = await createTestAccount(t.database.db, { verified: false });
    const national = account.user.phone!.replace('+88', '');
    const sent = await askCode(national);
    expect(sent.json()).toEqual({
      success: true,
      message: 'If an account uses this number, a 6-digit code is on its way to it.',
      data: { retry_after: 60, expires_in: 600 } satisfies OtpSent,
    });
    expect(t.sent.at(-1)?.to).toBe(account.user.phone);

    const verified = await verifyCode(national, t.lastCode(account.user.phone!));
    expect(verified.json()).toEqual({
      success: true,
      message: 'Code accepted. Choose a new password.',
      data: { reset_token: expect.stringMatching(/^[\w-]{43}$/), expires_in: 900 },
    });
    const { reset_token } = verified.json<{ data: ResetTicket }>().data;

    const done = await reset(reset_token, 'a new secret 9');
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password is changed. Sign in with the new password.',
      data: null,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(await verifyPassword('a new secret 9', row!.passwordHash!)).toBe(true);
    const signIn = (password: string) => t.post('/v1/auth/login', { login: national, password });
    expect((await signIn('a new secret 9')).statusCode).toBe(200);
    expect((await signIn('password123')).statusCode).toBe(401);
    expect(row!.phoneVerifiedAt).not.toBeNull();
    // The session from before the reset is gone.
    expect((await t.post('/phone_verify', undefined, { headers: account.headers })).statusCode).toBe(401);
  });

  it('a reset ticket works once', async () => {
    const { reset_token } = await ticketOf(await createTestAccount(t.database.db));
    expect((await reset(reset_token, 'first new password')).statusCode).toBe(200);
    const again = await reset(reset_token, 'second new password');
    expect(again.statusCode).toBe(422);
    expect(failureOf(again)).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'This password reset has expired or was already used. Ask for a new code.',
      errors: { reset_token: ['This password reset has expired or was already used. Ask for a new code.'] },
    });
  });

  it('a reset ticket lasts 15 minutes, and a newer one replaces it', async () => {
    const account = await createTestAccount(t.database.db);
    const expiring = await ticketOf(account);
    t.advance(15 * 60 + 1);
    expect((await reset(expiring.reset_token, 'too late password')).statusCode).toBe(422);

    const newer = await ticketOf(account);
    expect((await reset(newer.reset_token, 'in time password')).statusCode).toBe(200);
  });

  it('a newer ticket makes the older one stop working', async () => {
    const account = await createTestAccount(t.database.db);
    const older = await ticketOf(account);
    const newer = await ticketOf(account);
    expect((await reset(older.reset_token, 'older ticket password')).statusCode).toBe(422);
    expect((await reset(newer.reset_token, 'newer ticket password')).statusCode).toBe(200);
  });

  it('answers an unknown phone exactly like a registered one, sends it nothing, and its codes never verify', async () => {
    const account = await createTestAccount(t.database.db);
    const before = t.sent.length;
    const ip = '192.0.2.91';
    const known = await askCode(account.user.phone!, 'bn', ip);
    const unknown = await askCode(UNKNOWN_PHONE, 'bn', ip);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(t.sent.slice(before).map((sms) => sms.to)).toEqual([account.user.phone]);

    // Verifying: the same answers, the same 5 wrong tries, for every code.
    const code = t.lastCode(account.user.phone!);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const knownWrong = await verifyCode(account.user.phone!, wrongCodeFor(code));
      const unknownTry = await verifyCode(UNKNOWN_PHONE, String(attempt).padStart(6, '0'));
      expect(unknownTry.statusCode).toBe(422);
      expect(unknownTry.json()).toEqual(knownWrong.json());
    }
    expect(failureOf(await verifyCode(UNKNOWN_PHONE, '000000')).message).toBe(
      failureOf(await verifyCode(account.user.phone!, code)).message,
    );
    // Both were counted against the same sending limits.
    expect((await askCode(UNKNOWN_PHONE, 'en', ip)).statusCode).toBe(429);
    expect((await askCode(account.user.phone!, 'en', ip)).statusCode).toBe(429);
  });

  it('sends nothing to a locked account, with the same answer', async () => {
    const locked = await createTestAccount(t.database.db, { lockedAt: new Date() });
    const before = t.sent.length;
    const response = await askCode(locked.user.phone!);
    expect(response.statusCode).toBe(200);
    expect(t.sent.length).toBe(before);
    const [stored] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phone, locked.user.phone!));
    expect(stored?.userId).toBeNull();
  });

  it('refuses bad input with field errors in the request language', async () => {
    const badPhone = await t.post(
      '/otp_for_reset_password',
      { phone: '01212345678' },
      { headers: { 'accept-language': 'bn' } },
    );
    expect(badPhone.statusCode).toBe(422);
    expect(failureOf(badPhone).errors).toEqual({ phone: ['একটি বাংলাদেশি মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।'] });
    const short = await reset('whatever', 'short');
    expect(failureOf(short).errors).toEqual({ password: ['The password must have at least 8 characters.'] });
    expect(Object.keys(failureOf(await reset('', 'long enough password')).errors ?? {})).toEqual(['reset_token']);
    expect(failureOf(await reset('not-a-ticket', 'long enough password')).code).toBe('VALIDATION_FAILED');
    const sqlLike = await reset("' OR 1=1; --", '<script>alert(1)</script>');
    expect(failureOf(sqlLike).errors).toEqual({ reset_token: [expect.stringContaining('expired')] });
    const injected = await t.post('/otp_for_reset_password', { phone: "01712345678' OR '1'='1" });
    expect(Object.keys(failureOf(injected).errors ?? {})).toEqual(['phone']);
    const oversized = await reset('x', 'y'.repeat(10_000));
    expect(oversized.statusCode).toBe(413);
    expect(failureOf(oversized).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('the reset SMS is sent after answering', () => {
  it('answers even when the gateway never does', async () => {
    const stuck = await createOtpTestApp({ sms: { send: () => new Promise<void>(() => {}) } });
    try {
      const account = await createTestAccount(stuck.database.db);
      expect((await stuck.post('/otp_for_reset_password', { phone: account.user.phone })).statusCode).toBe(200);
    } finally {
      await stuck.close();
    }
  });
});
