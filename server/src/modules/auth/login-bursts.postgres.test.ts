/**
 * Bursts of sign-ins and wrong current passwords through two API processes on one PostgreSQL database, as a
 * deployment with two instances runs (PostgreSQL only: PGlite runs one transaction at a time): every limit lets
 * exactly its number through. One app on either driver: login-bursts.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burstStatuses, countOf, type ProxiedPair, startProxiedPair } from '../../proxied-clients.test-helpers';
import { wrongCheckedBesideRight } from './auth.test-helpers';
import { FREE_FAILURES } from './login-delay';
import { CLIENT_ACCOUNT_FAILURES, CLIENT_FAILURES } from './login-limits';

let pair: ProxiedPair;
beforeAll(async () => {
  pair = await startProxiedPair('login_bursts');
});
afterAll(() => pair?.close());

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;
const login = (n: number, phone: string, password: string, ip: string) =>
  pair.post(n, '/v1/auth/login', { login: phone, password }, ip);

describe('sign-in bursts over two processes', () => {
  it(`20 wrong passwords for one account from one client: exactly ${CLIENT_ACCOUNT_FAILURES} are checked`, async () => {
    const { userId, phone } = await pair.shopper();
    const ip = nextIp();
    const statuses = await burstStatuses(20, (n) => login(n, phone, `wrong-${n}`, ip));
    expect(countOf(statuses, 401)).toBe(CLIENT_ACCOUNT_FAILURES);
    expect(countOf(statuses, 429)).toBe(20 - CLIENT_ACCOUNT_FAILURES);
    expect(await pair.hitsOn(`login-failure:account:${userId}`)).toBe(CLIENT_ACCOUNT_FAILURES);
  });

  it(`20 wrong passwords for one account from 20 clients: exactly ${FREE_FAILURES} are checked`, async () => {
    const { userId, phone } = await pair.shopper();
    const statuses = await burstStatuses(20, (n) => login(n, phone, `wrong-${n}`, nextIp()));
    expect(countOf(statuses, 401)).toBe(FREE_FAILURES);
    expect(countOf(statuses, 429)).toBe(20 - FREE_FAILURES);
    expect(await pair.hitsOn(`login-failure:account:${userId}`)).toBe(FREE_FAILURES);
  });

  it('19 wrong and 1 right: the right one signs in only if it got a place, and at most 5 wrong ones are checked, each counted against the account', async () => {
    const { userId, phone } = await pair.shopper();
    const ip = nextIp();
    const statuses = await burstStatuses(20, (n) => login(n, phone, n === 10 ? 'password123' : `wrong-${n}`, ip));
    expect([200, 429]).toContain(statuses[10]);
    expect(wrongCheckedBesideRight(statuses[10]!)).toContain(countOf(statuses, 401));
    expect(await pair.hitsOn(`login-failure:account:${userId}`)).toBe(countOf(statuses, 401));
  });

  it(`40 attempts from one client on 40 accounts: exactly ${CLIENT_FAILURES} are checked`, async () => {
    const ip = nextIp();
    const statuses = await burstStatuses(40, (n) => login(n, `burst${n}@example.com`, 'x', ip));
    expect(countOf(statuses, 401)).toBe(CLIENT_FAILURES);
    expect(countOf(statuses, 429)).toBe(40 - CLIENT_FAILURES);
    expect(await pair.hitsOn(`login-failure:ip:${ip}`)).toBe(CLIENT_FAILURES);
  });

  it(`10 wrong current passwords on change-password: exactly ${CLIENT_ACCOUNT_FAILURES} are checked`, async () => {
    const { userId, token } = await pair.shopper();
    const ip = nextIp();
    const body = (n: number) => ({ current_password: `wrong-${n}`, password: 'new-password-1' });
    const statuses = await burstStatuses(10, (n) => pair.post(n, '/user/change-password', body(n), ip, token));
    expect(countOf(statuses, 422)).toBe(CLIENT_ACCOUNT_FAILURES);
    expect(countOf(statuses, 429)).toBe(10 - CLIENT_ACCOUNT_FAILURES);
    expect(await pair.hitsOn(`login-failure:account:${userId}`)).toBe(CLIENT_ACCOUNT_FAILURES);
  });
});
