import { createHash, randomBytes } from 'node:crypto';

/** A random secret: `bytes` from the CSPRNG (32 = 256 bits), base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored in place of a token: its SHA-256, hex. Tokens are random, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
