import { afterEach, describe, expect, it } from 'vitest';
import {
  concurrencyLimit,
  hashPassword,
  MAX_CONCURRENT_HASHES,
  needsRehash,
  PRODUCTION_HASH_COST,
  setPasswordHashCost,
  upgradedHash,
  verifyDummyPassword,
  verifyPassword,
} from './passwords';

// The API tests share their worker's modules, so the cost one file sets would leak into the next: each test sets its
// own and puts the tests' cost back.
afterEach(() => setPasswordHashCost(12));

describe('passwords', () => {
  it('hashes with scrypt N=2^17 r=8 p=1 by default (OWASP’s minimum), a 16-byte salt and a 64-byte key, salted per hash', async () => {
    expect(PRODUCTION_HASH_COST).toBe(17);
    setPasswordHashCost(PRODUCTION_HASH_COST);
    const [first, second] = await Promise.all([hashPassword('haat-demo-1'), hashPassword('haat-demo-1')]);
    const [scheme, n, r, p, salt = '', hash = ''] = first.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64')).toHaveLength(64);
    expect(first).not.toBe(second);
    expect(first).not.toContain('haat-demo-1');
    expect(await verifyPassword('haat-demo-1', first)).toBe(true);
  });

  it('hashes at the configured cost, and verifies a hash by the parameters stored with it', async () => {
    setPasswordHashCost(11);
    const older = await hashPassword('পাসওয়ার্ড-১২৩');
    setPasswordHashCost(12);
    expect(older.split('$')[1]).toBe('2048');
    expect((await hashPassword('x')).split('$')[1]).toBe('4096');
    expect(await verifyPassword('পাসওয়ার্ড-১২৩', older)).toBe(true);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('পাসওয়ার্ড-১২৩');
    expect(await verifyPassword('পাসওয়ার্ড-১২৩', stored)).toBe(true);
    expect(await verifyPassword('পাসওয়ার্ড-১২', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('rejects a stored value of another format', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$2$a$b$c$d')).toBe(false);
  });

  it('verifies a dummy hash for unknown accounts, always false', async () => {
    expect(await verifyDummyPassword('anything')).toBe(false);
  });
});

describe('needsRehash and upgradedHash', () => {
  it('call a hash weaker than new hashes (lower N, r or p) for a re-hash, and an equal or stronger one not', async () => {
    setPasswordHashCost(11);
    const weak = await hashPassword('secret-one');
    setPasswordHashCost(13);
    const strong = await hashPassword('secret-one');
    setPasswordHashCost(12);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(strong)).toBe(false);
    expect(needsRehash(await hashPassword('secret-one'))).toBe(false);
    const [, n, , , salt, hash] = (await hashPassword('x')).split('$');
    expect(needsRehash(['scrypt', n, 4, 1, salt, hash].join('$'))).toBe(true);
    expect(needsRehash('plain-text')).toBe(true);
  });

  it('give a new hash of the same password at the current cost for a weak one, and null for a strong one', async () => {
    setPasswordHashCost(11);
    const weak = await hashPassword('secret-two');
    setPasswordHashCost(12);
    const upgraded = await upgradedHash('secret-two', weak);
    expect(upgraded?.split('$')[1]).toBe('4096');
    expect(await verifyPassword('secret-two', upgraded as string)).toBe(true);
    expect(await upgradedHash('secret-two', upgraded as string)).toBeNull();
  });
});

describe('concurrencyLimit', () => {
  it('runs at most `max` tasks at once, every task in the end, each answering its own result', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const task = (value: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (value === 3) throw new Error('three');
      return value;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((value) => limit(task(value))));
    expect(most).toBe(2);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([
      1,
      2,
      'failed',
      4,
      5,
      6,
    ]);
  });

  it('lets at most one scrypt run per core, never more than 4 (128 MiB each at N = 2^17)', () => {
    expect(MAX_CONCURRENT_HASHES).toBeGreaterThanOrEqual(1);
    expect(MAX_CONCURRENT_HASHES).toBeLessThanOrEqual(4);
  });
});
