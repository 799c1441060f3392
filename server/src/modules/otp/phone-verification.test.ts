import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpSent, User } from '#contract';
import { failureOf } from '../../app.test-helpers';
import { otpCodes, rateLimitHits, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { createTestAccount, type TestAccount } from '../auth/auth.test-helpers';
import { createOtpTestApp, type OtpTestApp, wrongCodeFor } from './otp.test-helpers';

let t: OtpTestApp;
const unverified = () => createTestAccount(t.database.db, { verified: false });
const send = (account: TestAccount, locale = 'en', ip?: string) =>
  t.post('/phone_verify', undefined, { headers: { ...account.headers, 'accept-language': locale }, ip });
const verify = (account: TestAccount, otp: string, locale = 'en') =>
  t.post('/otp_verify', { otp }, { headers: { ...account.headers, 'accept-language': locale } });

beforeAll(async () => {
  t = await createOtpTestApp();
});
afterAll(() => t.close());

describe('POST /phone_verify and POST /otp_verify', () => {
  it('sends a code to the signed-in user phone; the code verifies it and answers the user', async () => {
    const account = await unverified();
    const sent = await send(account);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: 'We have sent a 6-digit code to your phone.',
      data: { retry_after: 60, expires_in: 600 } satisfies OtpSent,
    });
    expect(t.sent.at(-1)).toEqual({
      to: account.user.phone,
      text: expect.stringMatching(/^Your Haat code is \d{6}\./),
    });

    const verified = await verify(account, t.lastCode(account.user.phone!));
    expect(verified.statusCode).toBe(200);
    const user = verified.json<{ data: User }>().data;
    expect(user).toMatchObject({ id: account.user.id, phone_verified: true, phone_verified_at: expect.any(String) });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row?.phoneVerifiedAt).not.toBeNull();
  });

  it('stores only an HMAC of the code, never the code or its plain SHA-256', async () => {
    const account = await unverified();
    await send(account);
    const code = t.lastCode(account.user.phone!);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, account.user.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).not.toBe(hashToken(code));
  });

  it('accepts the code in Bengali digits and answers in Bengali', async () => {
    const account = await unverified();
    await send(account, 'bn');
    expect(t.sent.at(-1)?.text).toMatch(/^আপনার হাট কোড \d{6}।/);
    const bengali = t.lastCode(account.user.phone!).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    const verified = await verify(account, ` ${bengali} `, 'bn');
    expect(verified.json()).toMatchObject({ success: true, message: 'আপনার ফোন নম্বর যাচাই হয়েছে।' });
  });

  it('refuses a wrong code with a translated message and a field error, and the right one still works', async () => {
    const account = await unverified();
    await send(account);
    const code = t.lastCode(account.user.phone!);
    const wrong = await verify(account, wrongCodeFor(code), 'bn');
    expect(wrong.statusCode).toBe(422);
    expect(failureOf(wrong)).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'কোডটি সঠিক নয়।',
      errors: { otp: ['কোডটি সঠিক নয়।'] },
    });
    expect((await verify(account, code)).statusCode).toBe(200);
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const account = await unverified();
    await send(account);
    const code = t.lastCode(account.user.phone!);
    t.advance(10 * 60 + 1);
    const late = await verify(account, code);
    expect(late.statusCode).toBe(422);
    expect(failureOf(late).message).toBe('This code has expired. Ask for a new code.');
    const lateBn = await verify(account, code, 'bn');
    expect(failureOf(lateBn).message).toBe('কোডটির মেয়াদ শেষ হয়ে গেছে। নতুন কোড চান।');
  });

  it('refuses a code used once already', async () => {
    const account = await unverified();
    await send(account);
    const code = t.lastCode(account.user.phone!);
    expect((await verify(account, code)).statusCode).toBe(200);
    // Unverified again, so that the call reaches the code (a verified phone is a 409 before that).
    await t.database.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, account.user.id));
    const again = await verify(account, code, 'bn');
    expect(again.statusCode).toBe(422);
    expect(failureOf(again).message).toBe('এই কোডটি আগেই ব্যবহার করা হয়েছে। নতুন কোড চান।');
    expect(failureOf(await verify(account, code)).message).toBe('This code has already been used. Ask for a new code.');
  });

  it('lets 5 wrong tries fail as wrong; the 6th try, even with the right code, finds the code dead', async () => {
    const account = await unverified();
    await send(account);
    const code = t.lastCode(account.user.phone!);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(failureOf(await verify(account, wrongCodeFor(code))).message).toBe('This code is not correct.');
    }
    const sixth = await verify(account, code);
    expect(sixth.statusCode).toBe(422);
    expect(failureOf(sixth).message).toBe('Too many wrong tries: this code no longer works. Ask for a new code.');
    expect(failureOf(await verify(account, code, 'bn')).message).toBe(
      'অনেকবার ভুল চেষ্টা হয়েছে: এই কোডটি আর কাজ করবে না। নতুন কোড চান।',
    );
  });

  it('a new code makes the older one stop working', async () => {
    const account = await unverified();
    await send(account);
    const first = t.lastCode(account.user.phone!);
    await t.database.db.delete(rateLimitHits).where(like(rateLimitHits.key, `otp-send:phone:${account.user.phone}%`));
    expect((await send(account)).statusCode).toBe(200);
    const second = t.lastCode(account.user.phone!);
    if (first !== second) expect(failureOf(await verify(account, first)).message).toBe('This code is not correct.');
    expect((await verify(account, second)).statusCode).toBe(200);
  });

  it('answers 422 on a code that is not 6 digits and when no code was sent', async () => {
    const account = await unverified();
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const response = await verify(account, otp);
      expect(response.statusCode).toBe(422);
      expect(failureOf(response).errors).toEqual({ otp: ['Enter the 6-digit code.'] });
    }
    const none = await verify(account, '123456');
    expect(failureOf(none).message).toBe('No code is waiting for this number. Ask for a new code.');
  });

  it('answers 401 when signed out and 409 when the phone is already verified', async () => {
    expect((await t.post('/phone_verify')).statusCode).toBe(401);
    expect((await t.post('/otp_verify', { otp: '123456' })).statusCode).toBe(401);
    const verified = await createTestAccount(t.database.db);
    const response = await send(verified);
    expect(response.statusCode).toBe(409);
    expect(failureOf(response)).toMatchObject({ code: 'CONFLICT', message: 'Your phone number is already verified.' });
    expect((await verify(verified, '123456')).statusCode).toBe(409);
  });
});
