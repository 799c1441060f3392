import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { zodMessage } from '../plugins/http-errors';

/** Longer passwords are allowed, not unbounded ones: each is run through scrypt. */
export const PASSWORD_MAX = 200;

/** A request field holding a new password: 8 to PASSWORD_MAX characters. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX)
  .refine((password) => [...password].length >= 8, zodMessage('auth.passwordTooShort'));

/** scrypt parameters for new hashes; stored ones keep their own, so these can be raised later. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** 2^15 × 8 × 128 bytes = 32 MiB per hash, above Node's 32 MiB default maxmem. */
const maxmemFor = ({ N, r }: { N: number; r: number }) => 128 * N * r * 2;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: maxmemFor(cost) };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as verifying a real password, for a login whose account does not exist (or cannot sign
 * in), so that the answer's timing does not tell which accounts exist. Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
