import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt N=2^15 r=8 p=1, a 16-byte salt and a 64-byte key, salted per hash', async () => {
    const [first, second] = await Promise.all([hashPassword('haat-demo-1'), hashPassword('haat-demo-1')]);
    const [scheme, n, r, p, salt = '', hash = ''] = first.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64')).toHaveLength(64);
    expect(first).not.toBe(second);
    expect(first).not.toContain('haat-demo-1');
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
