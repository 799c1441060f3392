import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { zodMessage } from '../plugins/http-errors';

/** Longer passwords are allowed, not unbounded ones: each is run through scrypt. */
export const PASSWORD_MAX = 200;

/** A request field holding a new password: 8 to PASSWORD_MAX characters. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX)
  .refine((password) => [...password].length >= 8, zodMessage('auth.passwordTooShort'));

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** log2 of scrypt's N for new hashes: OWASP's minimum (N = 2^17, r = 8, p = 1), which production may not go below. */
export const PRODUCTION_HASH_COST = 17;

/** scrypt parameters for new hashes (PASSWORD_HASH_COST); stored hashes keep their own, so these can be raised. */
let cost: ScryptCost = { N: 2 ** PRODUCTION_HASH_COST, r: 8, p: 1 };

/** Sets log2 N of new hashes: config's PASSWORD_HASH_COST, which only tests and local runs set below 17. */
export function setPasswordHashCost(log2N: number): void {
  cost = { ...cost, N: 2 ** log2N };
}

const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** scrypt needs 128 × N × r bytes (128 MiB at N = 2^17, r = 8), above Node's 32 MiB default maxmem. */
const maxmemFor = ({ N, r }: ScryptCost) => 128 * N * r * 2;

/**
 * Most scrypt runs at once per process: one per core (at most 4) keeps a burst of sign-ins from holding
 * 128 MiB each and from filling libuv's thread pool, which file and DNS work share; more would not be faster.
 */
export const MAX_CONCURRENT_HASHES = Math.min(availableParallelism(), 4);

/** Runs the tasks given to it at most `max` at a time, the others waiting in turn. */
export function concurrencyLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // A waiting task takes over this one's place, so `running` stays as it is.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const inTurn = concurrencyLimit(MAX_CONCURRENT_HASHES);

function derive(password: string, salt: Buffer, params: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: maxmemFor(params) };
  return inTurn(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = cost;
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  return { params: { N: Number(n), r: Number(r), p: Number(p) }, salt, hash };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64');
  const key = await derive(password, Buffer.from(parsed.salt, 'base64'), parsed.params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash is weaker than new hashes are (an older, lower N, r or p): re-hash it on the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < cost.N || r < cost.r || p < cost.p;
}

/** Whether `stored` was hashed with exactly the parameters new hashes get: neither weaker nor slower to verify. */
export function hashedAtCurrentCost(stored: string): boolean {
  const parsed = parseHash(stored);
  return parsed !== null && parsed.params.N === cost.N && parsed.params.r === cost.r && parsed.params.p === cost.p;
}

/**
 * The password hashed anew when `stored` is weaker than new hashes, else null: called after `password` was verified
 * against `stored`, so the caller can store the result in its sign-in transaction.
 */
export async function upgradedHash(password: string, stored: string): Promise<string | null> {
  return needsRehash(stored) ? hashPassword(password) : null;
}

let dummy: { N: number; hash: Promise<string> } | undefined;

/**
 * Spends the same time as verifying a real password, for a login whose account does not exist (or cannot sign
 * in), so that the answer's timing does not tell which accounts exist. Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  if (dummy?.N !== cost.N) dummy = { N: cost.N, hash: hashPassword(randomBytes(16).toString('hex')) };
  await verifyPassword(password, await dummy.hash);
  return false;
}
