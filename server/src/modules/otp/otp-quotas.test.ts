/**
 * Code sends are counted per phone, purpose and requester (the signed-in user, else the client IP), so a stranger's
 * requests never use up the owner's own; a daily total per phone bounds the SMS a number can cost. Bursts of
 * parallel sends are held to each limit exactly (PGlite: the logic; two processes on PostgreSQL: otp-bursts.postgres.test.ts).
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../app.test-helpers';
import { rateLimitHits } from '../../db/schema';
import { createTestAccount } from '../auth/auth.test-helpers';
import { PHONE_SENDS_PER_DAY } from './otp.service';
import { createOtpTestApp, type OtpTestApp, wrongCodeFor } from './otp.test-helpers';

let t: OtpTestApp;
let ipCounter = 0;
const nextIp = () => `198.18.${ipCounter >> 8}.${++ipCounter & 255}`;
const askReset = (phone: string, ip = nextIp()) => t.post('/otp_for_reset_password', { phone }, { ip });
const verifyReset = (phone: string, otp: string, ip: string) =>
  t.post('/otp_verify_for_reset_password', { phone, otp }, { ip });
const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode);
const count = (list: number[], status: number) => list.filter((item) => item === status).length;
/** Moves a requester's sends back by a minute, as if it had waited. */
const aMinuteLater = (phone: string) =>
  t.database.db
    .update(rateLimitHits)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(like(rateLimitHits.key, `otp-send:phone:${phone}:%`));

beforeAll(async () => {
  t = await createOtpTestApp();
});
afterAll(() => t.close());

describe("a stranger's code requests", () => {
  it("five resets to the owner's phone in an hour leave the owner's /phone_verify and own reset free", async () => {
    const owner = await createTestAccount(t.database.db, { verified: false });
    const phone = owner.user.phone!;
    const stranger = nextIp();
    expect((await askReset(phone, stranger)).statusCode).toBe(200);
    for (let n = 2; n <= 5; n += 1) {
      await aMinuteLater(phone);
      expect((await askReset(phone, stranger)).statusCode).toBe(200);
    }
    await aMinuteLater(phone);
    expect((await askReset(phone, stranger)).statusCode).toBe(429);

    const verify = await t.post('/phone_verify', undefined, { headers: owner.headers });
    expect(verify.statusCode).toBe(200);
    const verified = await t.post('/otp_verify', { otp: t.lastCode(phone) }, { headers: owner.headers });
    expect(verified.statusCode).toBe(200);
    expect((await askReset(phone)).statusCode).toBe(200);
  });

  it(`the phone's total of ${PHONE_SENDS_PER_DAY} a day bounds strangers, and never the owner's own verification`, async () => {
    const owner = await createTestAccount(t.database.db, { verified: false });
    const phone = owner.user.phone!;
    const answers = statuses(await Promise.all(Array.from({ length: PHONE_SENDS_PER_DAY + 5 }, () => askReset(phone))));
    expect(count(answers, 200)).toBe(PHONE_SENDS_PER_DAY);
    expect(count(answers, 429)).toBe(5);
    expect(t.sent.filter((sms) => sms.to === phone)).toHaveLength(PHONE_SENDS_PER_DAY);
    const refused = await askReset(phone);
    expect(failureOf(refused).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    expect((await t.post('/phone_verify', undefined, { headers: owner.headers })).statusCode).toBe(200);
  });

  it("a stranger's wrong tries can spend a reset code, and the owner's next one works", async () => {
    const owner = await createTestAccount(t.database.db);
    const phone = owner.user.phone!;
    const ownIp = nextIp();
    expect((await askReset(phone, ownIp)).statusCode).toBe(200);
    const code = t.lastCode(phone);
    const stranger = nextIp();
    for (let n = 1; n <= 5; n += 1)
      expect((await verifyReset(phone, wrongCodeFor(code), stranger)).statusCode).toBe(422);
    expect(failureOf(await verifyReset(phone, code, ownIp)).errors).toEqual({
      otp: ['Too many wrong tries: this code no longer works. Ask for a new code.'],
    });

    // The stranger's requests and tries use none of the owner's quota: a new code after the usual minute.
    await t.database.db
      .update(rateLimitHits)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(rateLimitHits.key, `otp-send:phone:${phone}:reset_password:ip:${ownIp}`));
    expect((await askReset(phone, ownIp)).statusCode).toBe(200);
    expect((await verifyReset(phone, t.lastCode(phone), ownIp)).statusCode).toBe(200);
  });
});

describe('a burst of parallel code requests', () => {
  it('one requester asking one phone 10 times at once gets exactly 1 code', async () => {
    const owner = await createTestAccount(t.database.db, { verified: false });
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 10 }, () => t.post('/phone_verify', undefined, { headers: owner.headers, ip: nextIp() })),
      ),
    );
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 429)).toBe(9);
    expect(t.sent.filter((sms) => sms.to === owner.user.phone)).toHaveLength(1);
  });

  it('one client IP asking codes for 10 phones at once gets exactly its 5 a minute', async () => {
    const ip = nextIp();
    const accounts = await Promise.all(Array.from({ length: 10 }, () => createTestAccount(t.database.db)));
    const answers = statuses(await Promise.all(accounts.map((account) => askReset(account.user.phone!, ip))));
    expect(count(answers, 200)).toBe(5);
    expect(count(answers, 429)).toBe(5);
  });
});
