import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, failureOf, type TestApp, testConfig } from '../../app.test-helpers';
import { burst } from '../../bursts.test-helpers';
import { ADMIN_GUESS_RULES } from './admin-auth';

const TOKEN = 'admin-auth-test-token-of-32-characters';
let t: TestApp;
let logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  await t.app.close();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  t.app = await buildApp({
    db: t.database,
    config: { ...testConfig, adminToken: TOKEN },
    logger: { level: 'warn', stream },
  });
});
afterAll(() => t.close());

const adminList = (token: string | null, remoteAddress: string) =>
  t.app.inject({
    url: '/api/v1/admin/reviews',
    remoteAddress,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });

describe('the admin token guard', () => {
  it('answers 429 to an address past 20 wrong tokens, even with the right token; other addresses still get in', async () => {
    const guesser = '203.0.113.7';
    const limit = ADMIN_GUESS_RULES[0]!.limit;
    expect(limit).toBe(20);
    for (let guess = 0; guess < limit; guess += 1) {
      expect((await adminList(`guess-${guess}`, guesser)).statusCode).toBe(401);
    }
    const refused = await adminList(TOKEN, guesser);
    expect(refused.statusCode).toBe(429);
    expect(failureOf(refused).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await adminList(TOKEN, '203.0.113.8')).statusCode).toBe(200);
  });

  it('counts exactly 20 of 21 wrong tokens sent at once from one address, refusing the 21st with 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, guess) => adminList(`parallel-guess-${guess}`, '203.0.113.9')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it('compares only 20 of 21 tokens sent at once (20 logged as wrong, the 21st refused unread), then not the right one', async () => {
    logLines = [];
    const guesser = '203.0.113.11';
    const limit = ADMIN_GUESS_RULES[0]!.limit;
    expect(await burst(limit + 1, (n) => adminList(`burst-guess-${n}`, guesser))).toEqual({ 401: limit, 429: 1 });
    expect(logLines.filter((line) => line.msg === 'wrong admin token')).toHaveLength(limit);
    expect((await adminList(TOKEN, guesser)).statusCode).toBe(429);
  });

  it('gives the right token’s place back: more right calls than the limit, one after another, all answer 200', async () => {
    const admin = '203.0.113.10';
    for (let call = 0; call <= ADMIN_GUESS_RULES[0]!.limit; call += 1) {
      expect((await adminList(TOKEN, admin)).statusCode).toBe(200);
    }
  });

  it('logs a wrong token with the address and route, never the token; a missing token is neither logged nor counted', async () => {
    logLines = [];
    const address = '198.51.100.4';
    for (let call = 0; call < 25; call += 1) expect((await adminList(null, address)).statusCode).toBe(401);
    expect(logLines).toEqual([]);
    expect((await adminList('a-wrong-guess-0123456789', address)).statusCode).toBe(401);
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({ msg: 'wrong admin token', ip: address, route: '/api/v1/admin/reviews' });
    expect(JSON.stringify(logLines)).not.toContain('a-wrong-guess');
    expect((await adminList(TOKEN, address)).statusCode).toBe(200);
  });
});
