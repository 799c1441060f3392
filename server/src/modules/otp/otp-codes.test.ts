import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeMatches, generateCode, hashCode } from './otp-codes';
import { loadOtpSecret } from './otp-secret';

const SECRET = 'a'.repeat(64);
const PHONE = '+8801712345678';

describe('one-time codes', () => {
  it('are 6 digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it('match only under the same secret, purpose and phone', () => {
    const stored = hashCode(SECRET, 'phone_verify', PHONE, '012345');
    expect(codeMatches(SECRET, 'phone_verify', PHONE, '012345', stored)).toBe(true);
    expect(codeMatches(SECRET, 'phone_verify', PHONE, '012346', stored)).toBe(false);
    expect(codeMatches(SECRET, 'reset_password', PHONE, '012345', stored)).toBe(false);
    expect(codeMatches(SECRET, 'phone_verify', '+8801812345678', '012345', stored)).toBe(false);
    expect(codeMatches('b'.repeat(64), 'phone_verify', PHONE, '012345', stored)).toBe(false);
  });
});

describe('loadOtpSecret', () => {
  const dirs: string[] = [];
  const freshDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'haat-otp-secret-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('uses OTP_SECRET when set, and writes nothing', async () => {
    const dataDir = await freshDir();
    expect(await loadOtpSecret({ otpSecret: SECRET, dataDir })).toBe(SECRET);
    await expect(readFile(join(dataDir, 'otp-secret'), 'utf8')).rejects.toThrow();
  });

  it('otherwise makes one key in DATA_DIR, the same for concurrent and later starts', async () => {
    const dataDir = await freshDir();
    const keys = await Promise.all([1, 2, 3].map(() => loadOtpSecret({ otpSecret: undefined, dataDir })));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(await loadOtpSecret({ otpSecret: undefined, dataDir })).toBe(keys[0]);
    expect(await loadOtpSecret({ otpSecret: undefined, dataDir: await freshDir() })).not.toBe(keys[0]);
  });
});
