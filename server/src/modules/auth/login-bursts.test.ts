/**
 * Sign-in limits under a burst of parallel requests in one process (PGlite runs one transaction at a time, so this
 * checks the logic: every attempt takes its place before the password is hashed). The same bursts through two API
 * processes on PostgreSQL: login-bursts.postgres.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../app.test-helpers';
import { rateLimitHits } from '../../db/schema';
import { createTestAccount, postApi, wrongCheckedBesideRight } from './auth.test-helpers';
import { FREE_FAILURES } from './login-delay';
import { CLIENT_ACCOUNT_FAILURES, CLIENT_FAILURES } from './login-limits';

let t: TestApp;
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;
const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode);
const count = (list: number[], status: number) => list.filter((item) => item === status).length;
const hitsOn = (key: string) => t.database.db.$count(rateLimitHits, eq(rateLimitHits.key, key));

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const login = (login: string, password: string, ip: string) =>
  postApi(t.app, '/v1/auth/login', { login, password }, { ip });

describe('a burst of sign-ins', () => {
  it(`20 parallel wrong passwords for one account from one client: exactly ${CLIENT_ACCOUNT_FAILURES} are checked`, async () => {
    const { user } = await createTestAccount(t.database.db);
    const ip = nextIp();
    const answers = statuses(
      await Promise.all(Array.from({ length: 20 }, (_, n) => login(user.phone!, `wrong-${n}`, ip))),
    );
    expect(count(answers, 401)).toBe(CLIENT_ACCOUNT_FAILURES);
    expect(count(answers, 429)).toBe(20 - CLIENT_ACCOUNT_FAILURES);
    expect(await hitsOn(`login-failure:account:${user.id}`)).toBe(CLIENT_ACCOUNT_FAILURES);
  });

  it(`20 parallel wrong passwords for one account from 20 clients: exactly ${FREE_FAILURES} are checked, the rest wait`, async () => {
    const { user } = await createTestAccount(t.database.db);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => login(user.phone!, `wrong-${n}`, nextIp())));
    expect(count(statuses(answers), 401)).toBe(FREE_FAILURES);
    const waiting = answers.filter((answer) => answer.statusCode === 429);
    expect(waiting).toHaveLength(20 - FREE_FAILURES);
    for (const answer of waiting) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(await hitsOn(`login-failure:account:${user.id}`)).toBe(FREE_FAILURES);
  });

  it('19 wrong and 1 right in one burst: the right one signs in only if it got a place, and at most 5 wrong ones are checked, each counted against the account', async () => {
    const { user } = await createTestAccount(t.database.db);
    const ip = nextIp();
    const passwords = Array.from({ length: 20 }, (_, n) => (n === 10 ? 'password123' : `wrong-${n}`));
    const answers = statuses(await Promise.all(passwords.map((password) => login(user.phone!, password, ip))));
    const right = answers[10]!;
    expect([200, 429]).toContain(right);
    expect(wrongCheckedBesideRight(right)).toContain(count(answers, 401));
    expect(await hitsOn(`login-failure:account:${user.id}`)).toBe(count(answers, 401));
  });

  it(`40 parallel attempts from one client on 40 accounts: exactly ${CLIENT_FAILURES} are checked`, async () => {
    const ip = nextIp();
    const answers = statuses(
      await Promise.all(Array.from({ length: 40 }, (_, n) => login(`burst${n}@example.com`, 'x', ip))),
    );
    expect(count(answers, 401)).toBe(CLIENT_FAILURES);
    expect(count(answers, 429)).toBe(40 - CLIENT_FAILURES);
    expect(await hitsOn(`login-failure:ip:${ip}`)).toBe(CLIENT_FAILURES);
  });

  it(`10 parallel wrong current passwords on change-password: exactly ${CLIENT_ACCOUNT_FAILURES} are checked`, async () => {
    const { user, headers } = await createTestAccount(t.database.db);
    const ip = nextIp();
    const body = (n: number) => ({ current_password: `wrong-${n}`, password: 'new-password-1' });
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 10 }, (_, n) => postApi(t.app, '/user/change-password', body(n), { ip, headers })),
      ),
    );
    expect(count(answers, 422)).toBe(CLIENT_ACCOUNT_FAILURES);
    expect(count(answers, 429)).toBe(10 - CLIENT_ACCOUNT_FAILURES);
    expect(await hitsOn(`login-failure:account:${user.id}`)).toBe(CLIENT_ACCOUNT_FAILURES);
  });
});
