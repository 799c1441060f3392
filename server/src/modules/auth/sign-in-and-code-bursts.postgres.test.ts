/**
 * Bursts of sign-ins, wrong current passwords and code requests through two API processes on one PostgreSQL
 * database, as a deployment with two instances runs (PostgreSQL only: PGlite runs one transaction at a time). Every
 * limit lets exactly its number through. The processes trust X-Forwarded-For (TRUST_PROXY), so one test can speak as
 * many clients.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiProcess,
  createScratchDatabase,
  createShoppers,
  type ScratchDatabase,
  type Shopper,
  startApiProcess,
} from '../../api-processes.test-helpers';
import { rateLimitHits, users } from '../../db/schema';
import { PHONE_SENDS_PER_DAY } from '../otp/otp.service';
import { FREE_FAILURES } from './login-delay';
import { CLIENT_ACCOUNT_FAILURES, CLIENT_FAILURES } from './login-limits';

let scratch: ScratchDatabase;
let instances: [ApiProcess, ApiProcess];
const savedEnv = { TRUST_PROXY: process.env.TRUST_PROXY, PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST };

beforeAll(async () => {
  scratch = await createScratchDatabase('limit_bursts', 0);
  // The shoppers' hashes are made at the tests' cost (app.test-helpers); the processes hash at the same.
  Object.assign(process.env, { TRUST_PROXY: 'true', PASSWORD_HASH_COST: '12' });
  instances = await Promise.all([startApiProcess(scratch.url), startApiProcess(scratch.url)]);
});

afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await Promise.all((instances ?? []).map((api) => api.stop()));
  await scratch?.drop();
});

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;
/** The n-th request of a burst goes to the n-th process in turn, from `ip`. */
const postOver = (n: number, path: string, body: object, ip: string, token?: string) =>
  fetch(`${instances[n % 2]!.base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
const burst = async (size: number, send: (n: number) => Promise<Response>) =>
  (await Promise.all(Array.from({ length: size }, (_, n) => send(n)))).map((response) => response.status);
const count = (statuses: number[], status: number) => statuses.filter((item) => item === status).length;
const hitsOn = (key: string) => scratch.handle.db.$count(rateLimitHits, eq(rateLimitHits.key, key));

async function shopper(): Promise<Shopper & { phone: string }> {
  const [made] = await createShoppers(scratch.handle.db, 1);
  const [row] = await scratch.handle.db.select({ phone: users.phone }).from(users).where(eq(users.id, made!.userId));
  return { ...made!, phone: row!.phone! };
}
const login = (n: number, phone: string, password: string, ip: string) =>
  postOver(n, '/v1/auth/login', { login: phone, password }, ip);

describe('sign-in bursts over two processes', () => {
  it(`20 wrong passwords for one account from one client: exactly ${CLIENT_ACCOUNT_FAILURES} are checked`, async () => {
    const { userId, phone } = await shopper();
    const ip = nextIp();
    const statuses = await burst(20, (n) => login(n, phone, `wrong-${n}`, ip));
    expect(count(statuses, 401)).toBe(CLIENT_ACCOUNT_FAILURES);
    expect(count(statuses, 429)).toBe(20 - CLIENT_ACCOUNT_FAILURES);
    expect(await hitsOn(`login-failure:account:${userId}`)).toBe(CLIENT_ACCOUNT_FAILURES);
  });

  it(`20 wrong passwords for one account from 20 clients: exactly ${FREE_FAILURES} are checked`, async () => {
    const { userId, phone } = await shopper();
    const statuses = await burst(20, (n) => login(n, phone, `wrong-${n}`, nextIp()));
    expect(count(statuses, 401)).toBe(FREE_FAILURES);
    expect(count(statuses, 429)).toBe(20 - FREE_FAILURES);
    expect(await hitsOn(`login-failure:account:${userId}`)).toBe(FREE_FAILURES);
  });

  it('19 wrong and 1 right: the right one signs in only if it got a place, and exactly 5 wrong ones are checked', async () => {
    const { userId, phone } = await shopper();
    const ip = nextIp();
    const statuses = await burst(20, (n) => login(n, phone, n === 10 ? 'password123' : `wrong-${n}`, ip));
    expect([200, 429]).toContain(statuses[10]);
    // A sign-in gives its place back and forgets the client's failures, but the account's 5 free failures hold.
    expect(count(statuses, 401)).toBe(FREE_FAILURES);
    expect(await hitsOn(`login-failure:account:${userId}`)).toBe(FREE_FAILURES);
  });

  it(`40 attempts from one client on 40 accounts: exactly ${CLIENT_FAILURES} are checked`, async () => {
    const ip = nextIp();
    const statuses = await burst(40, (n) => login(n, `burst${n}@example.com`, 'x', ip));
    expect(count(statuses, 401)).toBe(CLIENT_FAILURES);
    expect(count(statuses, 429)).toBe(40 - CLIENT_FAILURES);
  });

  it(`10 wrong current passwords on change-password: exactly ${CLIENT_ACCOUNT_FAILURES} are checked`, async () => {
    const { token } = await shopper();
    const ip = nextIp();
    const body = (n: number) => ({ current_password: `wrong-${n}`, password: 'new-password-1' });
    const statuses = await burst(10, (n) => postOver(n, '/user/change-password', body(n), ip, token));
    expect(count(statuses, 422)).toBe(CLIENT_ACCOUNT_FAILURES);
    expect(count(statuses, 429)).toBe(10 - CLIENT_ACCOUNT_FAILURES);
  });
});

describe('code request bursts over two processes', () => {
  it('one signed-in user asking for a code 10 times at once gets exactly 1', async () => {
    const { userId, token } = await shopper();
    await scratch.handle.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, userId));
    const statuses = await burst(10, (n) => postOver(n, '/phone_verify', {}, nextIp(), token));
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 429)).toBe(9);
  });

  it(`resets to one phone from ${PHONE_SENDS_PER_DAY + 5} clients at once: exactly the day's ${PHONE_SENDS_PER_DAY}`, async () => {
    const { phone } = await shopper();
    const statuses = await burst(PHONE_SENDS_PER_DAY + 5, (n) =>
      postOver(n, '/otp_for_reset_password', { phone }, nextIp()),
    );
    expect(count(statuses, 200)).toBe(PHONE_SENDS_PER_DAY);
    expect(count(statuses, 429)).toBe(5);
    expect(await hitsOn(`otp-send:phone:${phone}`)).toBe(PHONE_SENDS_PER_DAY);
  });

  it('one client asking resets for 10 phones at once: exactly its 5 a minute', async () => {
    const ip = nextIp();
    const phones = await Promise.all(Array.from({ length: 10 }, async () => (await shopper()).phone));
    const statuses = await burst(10, (n) => postOver(n, '/otp_for_reset_password', { phone: phones[n] }, ip));
    expect(count(statuses, 200)).toBe(5);
    expect(await scratch.handle.db.$count(rateLimitHits, like(rateLimitHits.key, `otp-send:ip:${ip}`))).toBe(5);
  });
});
