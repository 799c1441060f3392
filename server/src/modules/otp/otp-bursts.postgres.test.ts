/**
 * Bursts of code requests through two API processes on one PostgreSQL database (PostgreSQL only: PGlite runs one
 * transaction at a time): each sending limit lets exactly its number through. One app: otp-quotas.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { burstStatuses, countOf, type ProxiedPair, startProxiedPair } from '../../proxied-clients.test-helpers';
import { PHONE_SENDS_PER_DAY } from './otp.service';

let pair: ProxiedPair;
beforeAll(async () => {
  pair = await startProxiedPair('otp_bursts');
});
afterAll(() => pair?.close());

let ipCounter = 0;
const nextIp = () => `198.18.0.${++ipCounter}`;

describe('code request bursts over two processes', () => {
  it('one signed-in user asking for a code 10 times at once gets exactly 1', async () => {
    const { userId, token } = await pair.shopper();
    await pair.scratch.handle.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, userId));
    const statuses = await burstStatuses(10, (n) => pair.post(n, '/phone_verify', {}, nextIp(), token));
    expect(countOf(statuses, 200)).toBe(1);
    expect(countOf(statuses, 429)).toBe(9);
  });

  it(`resets to one phone from ${PHONE_SENDS_PER_DAY + 5} clients at once: exactly the day's ${PHONE_SENDS_PER_DAY}`, async () => {
    const { phone } = await pair.shopper();
    const statuses = await burstStatuses(PHONE_SENDS_PER_DAY + 5, (n) =>
      pair.post(n, '/otp_for_reset_password', { phone }, nextIp()),
    );
    expect(countOf(statuses, 200)).toBe(PHONE_SENDS_PER_DAY);
    expect(countOf(statuses, 429)).toBe(5);
    expect(await pair.hitsOn(`otp-send:phone:${phone}`)).toBe(PHONE_SENDS_PER_DAY);
  });

  it('one client asking resets for 10 phones at once: exactly its 5 a minute', async () => {
    const ip = nextIp();
    const phones = await Promise.all(Array.from({ length: 10 }, async () => (await pair.shopper()).phone));
    const statuses = await burstStatuses(10, (n) => pair.post(n, '/otp_for_reset_password', { phone: phones[n] }, ip));
    expect(countOf(statuses, 200)).toBe(5);
    expect(await pair.hitsOn(`otp-send:ip:${ip}`)).toBe(5);
  });
});
