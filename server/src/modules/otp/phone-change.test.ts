import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpSent, User } from '#contract';
import { failureOf } from '../../app.test-helpers';
import { otpCodes, users } from '../../db/schema';
import { createTestAccount, type TestAccount } from '../auth/auth.test-helpers';
import { issueSession } from '../auth/sessions.service';
import { createOtpTestApp, type OtpTestApp, wrongCodeFor } from './otp.test-helpers';

let t: OtpTestApp;
let nextPhone = 0;
/** A new number nobody uses: the local form typed by the user and its E.164. */
const freshPhone = () => {
  nextPhone += 1;
  const local = `01812${String(nextPhone).padStart(6, '0')}`;
  return { local, e164: `+880${local.slice(1)}` };
};
const ask = (account: TestAccount, phone: string, locale = 'en') =>
  t.post('/user/change_phone', { phone }, { headers: { ...account.headers, 'accept-language': locale } });
const confirm = (account: TestAccount, phone: string, otp: string, locale = 'en') =>
  t.post('/user/change_phone/verify', { phone, otp }, { headers: { ...account.headers, 'accept-language': locale } });
const getUser = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${accessToken}` } });

beforeAll(async () => {
  t = await createOtpTestApp();
});
afterAll(() => t.close());

describe('POST /user/change_phone and /user/change_phone/verify', () => {
  it('sends a code to the new phone; the code makes it the verified phone and answers the user', async () => {
    const account = await createTestAccount(t.database.db, { verified: false });
    const { local, e164 } = freshPhone();
    const sent = await ask(account, local, 'bn');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: 'আপনার নতুন নম্বরে একটি ৬ সংখ্যার কোড পাঠানো হয়েছে।',
      data: { retry_after: 60, expires_in: 600 } satisfies OtpSent,
    });
    expect(t.sent.at(-1)?.to).toBe(e164);

    const changed = await confirm(account, `+88${local}`, t.lastCode(e164));
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ message: string }>().message).toBe(
      'Your phone number is changed. Other devices were signed out.',
    );
    expect(changed.json<{ data: User }>().data).toMatchObject({
      id: account.user.id,
      phone: e164,
      phone_verified: true,
      phone_verified_at: expect.any(String),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row).toMatchObject({ phone: e164, phoneVerifiedAt: expect.any(Date) });
  });

  it('signs out the other sessions of the user, keeps this one, and forgets the user’s other codes', async () => {
    const account = await createTestAccount(t.database.db);
    const other = await issueSession(t.database.db, account.user.id, 'other phone');
    const bystander = await createTestAccount(t.database.db);
    const { e164 } = freshPhone();
    await ask(account, e164);
    await t.database.db.insert(otpCodes).values({
      purpose: 'reset_password',
      phone: account.user.phone!,
      userId: account.user.id,
      codeHash: 'f'.repeat(64),
      expiresAt: new Date(Date.now() + 600_000),
    });
    expect((await confirm(account, e164, t.lastCode(e164))).statusCode).toBe(200);
    expect((await getUser(other.access_token)).statusCode).toBe(401);
    expect((await getUser(account.tokens.access_token)).json<{ data: User }>().data.phone).toBe(e164);
    expect((await getUser(bystander.tokens.access_token)).statusCode).toBe(200);
    expect(await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, account.user.id))).toEqual([]);
  });

  it('refuses a phone another account uses with a translated 422 on phone, and sends nothing', async () => {
    const account = await createTestAccount(t.database.db);
    const before = t.sent.length;
    for (const [locale, message] of [
      ['en', 'An account with this phone number already exists.'],
      ['bn', 'এই ফোন নম্বরে আগেই একটি অ্যাকাউন্ট আছে।'],
    ] as const) {
      const owner = await createTestAccount(t.database.db);
      const taken = await ask(account, owner.user.phone!, locale);
      expect(taken.statusCode).toBe(422);
      expect(failureOf(taken)).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message,
        errors: { phone: [message] },
      });
    }
    expect(t.sent.length).toBe(before);
  });

  it('counts a refused taken phone as a send (429 on asking again within the minute)', async () => {
    const account = await createTestAccount(t.database.db);
    const owner = await createTestAccount(t.database.db);
    expect((await ask(account, owner.user.phone!)).statusCode).toBe(422);
    expect((await ask(account, owner.user.phone!)).statusCode).toBe(429);
  });

  it('refuses the user’s own phone, and a phone taken between the code and its check', async () => {
    const account = await createTestAccount(t.database.db);
    const own = await ask(account, account.user.phone!, 'bn');
    expect(failureOf(own)).toMatchObject({
      message: 'এটি আগে থেকেই আপনার ফোন নম্বর।',
      errors: { phone: [expect.any(String)] },
    });

    const { e164 } = freshPhone();
    await ask(account, e164);
    await createTestAccount(t.database.db, { phone: e164 });
    const late = await confirm(account, e164, t.lastCode(e164));
    expect(failureOf(late).errors).toEqual({ phone: ['An account with this phone number already exists.'] });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row?.phone).toBe(account.user.phone);
  });

  it('lets 5 wrong tries fail as wrong; the 6th, even with the right code, finds the code dead (both languages)', async () => {
    const account = await createTestAccount(t.database.db);
    const { e164 } = freshPhone();
    await ask(account, e164);
    const code = t.lastCode(e164);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await confirm(account, e164, wrongCodeFor(code), attempt % 2 ? 'en' : 'bn');
      expect(failureOf(wrong).errors).toEqual({ otp: [attempt % 2 ? 'This code is not correct.' : 'কোডটি সঠিক নয়।'] });
    }
    const sixth = await confirm(account, e164, code);
    expect(sixth.statusCode).toBe(422);
    expect(failureOf(sixth).message).toBe('Too many wrong tries: this code no longer works. Ask for a new code.');
    expect(failureOf(await confirm(account, e164, code, 'bn')).message).toBe(
      'অনেকবার ভুল চেষ্টা হয়েছে: এই কোডটি আর কাজ করবে না। নতুন কোড চান।',
    );
  });

  it('refuses expired and used codes', async () => {
    const account = await createTestAccount(t.database.db);
    const { e164 } = freshPhone();
    await ask(account, e164);
    const code = t.lastCode(e164);
    t.advance(10 * 60 + 1);
    expect(failureOf(await confirm(account, e164, code, 'bn')).message).toBe('কোডটির মেয়াদ শেষ হয়ে গেছে। নতুন কোড চান।');

    const second = freshPhone().e164;
    await ask(account, second);
    const secondCode = t.lastCode(second);
    expect((await confirm(account, second, secondCode)).statusCode).toBe(200);
    // The change forgot the user's codes, so the used code is gone rather than "used".
    expect(failureOf(await confirm(account, second, secondCode)).message).toBe(
      'No code is waiting for this number. Ask for a new code.',
    );
  });

  it('a code asked for by one user cannot change another user’s phone, nor serve another purpose', async () => {
    const asker = await createTestAccount(t.database.db);
    const thief = await createTestAccount(t.database.db);
    const { e164 } = freshPhone();
    await ask(asker, e164);
    const code = t.lastCode(e164);
    const stolen = await confirm(thief, e164, code);
    expect(stolen.statusCode).toBe(422);
    expect(failureOf(stolen).errors).toEqual({ otp: ['No code is waiting for this number. Ask for a new code.'] });
    const reset = await t.post('/otp_verify_for_reset_password', { phone: e164, otp: code });
    expect(reset.statusCode).toBe(422);
    expect((await confirm(asker, e164, code)).statusCode).toBe(200);
  });

  it('accepts Bengali digits; answers 422 on a bad phone or code, 401 signed out', async () => {
    const account = await createTestAccount(t.database.db);
    const { local, e164 } = freshPhone();
    const bengali = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    expect((await ask(account, bengali(local))).statusCode).toBe(200);
    for (const phone of ['01212345678', '12345', '<script>', "' or 1=1 --"]) {
      const bad = await ask(account, phone);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(failureOf(bad).errors ?? {})).toEqual(['phone']);
    }
    expect(failureOf(await confirm(account, e164, '12345')).errors).toEqual({ otp: ['Enter the 6-digit code.'] });
    expect((await t.post('/user/change_phone', { phone: e164 })).statusCode).toBe(401);
    expect((await t.post('/user/change_phone/verify', { phone: e164, otp: '123456' })).statusCode).toBe(401);
    expect((await confirm(account, bengali(local), ` ${bengali(t.lastCode(e164))} `)).statusCode).toBe(200);
  });
});
