/** Sending codes: the limits per phone and per client IP, a failing gateway, and the default outbox provider. */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpSent } from '#contract';
import { failureOf } from '../../app.test-helpers';
import { rateLimitHits } from '../../db/schema';
import type { OutboxLine } from '../../lib/sms/outbox-sms-provider';
import { SmsDeliveryError } from '../../lib/sms/sms-provider';
import { createTestAccount, type TestAccount } from '../auth/auth.test-helpers';
import { codeIn, createOtpTestApp, type OtpTestApp } from './otp.test-helpers';

let t: OtpTestApp;
const unverified = () => createTestAccount(t.database.db, { verified: false });
const send = (account: TestAccount, locale = 'en', ip?: string) =>
  t.post('/phone_verify', undefined, { headers: { ...account.headers, 'accept-language': locale }, ip });

beforeAll(async () => {
  t = await createOtpTestApp();
});
afterAll(() => t.close());

describe('sending limits', () => {
  it('a second code to the same phone within a minute is a 429 with retry-after', async () => {
    const account = await unverified();
    expect((await send(account)).statusCode).toBe(200);
    const again = await send(account, 'bn');
    expect(again.statusCode).toBe(429);
    expect(failureOf(again)).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'এই নম্বর বা নেটওয়ার্ক থেকে অনেকবার কোড চাওয়া হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
    });
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('a sixth code to the same phone by the same requester within an hour is a 429 until the oldest leaves the hour', async () => {
    const account = await unverified();
    const key = `otp-send:phone:${account.user.phone}:phone_verify:user:${account.user.id}`;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.database.db.insert(rateLimitHits).values([50, 40, 30, 20].map((m) => ({ key, createdAt: minutesAgo(m) })));
    const fifth = await send(account);
    expect(fifth.statusCode).toBe(200);
    // The fifth send fills the hour: the next is allowed when the send of 50 minutes ago is an hour old.
    const { retry_after } = fifth.json<{ data: OtpSent }>().data;
    expect(retry_after).toBeGreaterThan(60);
    expect(retry_after).toBeLessThanOrEqual(10 * 60);

    // Five sends in the hour, the last 2 minutes ago: the minute rule allows a sixth, the hour rule does not.
    await t.database.db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    await t.database.db
      .insert(rateLimitHits)
      .values([50, 40, 30, 20, 2].map((m) => ({ key, createdAt: minutesAgo(m) })));
    const sixth = await send(account);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('one client IP may ask for 5 codes a minute, for any phones', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i += 1) expect((await send(await unverified(), 'en', ip)).statusCode).toBe(200);
    const sixth = await send(await unverified(), 'en', ip);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a gateway that fails', () => {
  it('answers 500 with a translated message (the error goes to the log)', async () => {
    const failing = await createOtpTestApp({
      sms: {
        send: () => Promise.reject(new SmsDeliveryError('rejected', 'gateway code 1007: Balance Insufficient', 1007)),
      },
    });
    try {
      const account = await createTestAccount(failing.database.db, { verified: false });
      const response = await failing.post('/phone_verify', undefined, {
        headers: { ...account.headers, 'accept-language': 'bn' },
      });
      expect(response.statusCode).toBe(500);
      expect(failureOf(response)).toEqual({
        success: false,
        code: 'INTERNAL',
        message: 'এসএমএস পাঠানো যায়নি। এক মিনিট পরে আবার চেষ্টা করুন।',
      });
    } finally {
      await failing.close();
    }
  });
});

describe('the outbox provider (the default)', () => {
  let outbox: OtpTestApp;
  beforeAll(async () => {
    outbox = await createOtpTestApp({ outbox: true });
  });
  afterAll(() => outbox.close());

  it('writes the code to DATA_DIR/sms-outbox.jsonl, where it verifies the phone; the OTP key is made in DATA_DIR', async () => {
    const account = await createTestAccount(outbox.database.db, { verified: false });
    expect((await outbox.post('/phone_verify', undefined, { headers: account.headers })).statusCode).toBe(200);
    const lines = (await readFile(join(outbox.dataDir, 'sms-outbox.jsonl'), 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as OutboxLine);
    const last = lines.at(-1)!;
    expect(last).toMatchObject({ to: account.user.phone, sent_at: expect.any(String) });
    const code = codeIn(last.text)!;
    const verified = await outbox.post('/otp_verify', { otp: code }, { headers: account.headers });
    expect(verified.statusCode).toBe(200);
    expect((await stat(join(outbox.dataDir, 'otp-secret'))).mode & 0o777).toBe(0o600);
  });
});
