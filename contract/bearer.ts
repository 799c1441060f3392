/** The token of an `Authorization: Bearer <token>` header, or null. */
export function parseBearerToken(authorization: string | undefined): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

const utf8 = new TextEncoder();

/**
 * True when `given` is the configured token. Every byte of the expected token is compared whatever `given` holds,
 * so the time taken tells nothing about how much of a guess was right; with no token configured nothing matches.
 * Plain code rather than node:crypto, so the API and the site server share it and the contract stays dependency-free.
 */
export function tokenMatches(given: string | null, expected: string | undefined): boolean {
  if (!expected || given === null) return false;
  const [guess, secret] = [utf8.encode(given), utf8.encode(expected)];
  let difference = guess.length ^ secret.length;
  for (let index = 0; index < secret.length; index += 1) {
    difference |= (secret[index] ?? 0) ^ (guess[index] ?? 0);
  }
  return difference === 0;
}

/** Fewest characters of an operator's secret token (ADMIN_TOKEN, REBUILD_TOKEN): a guess must be out of reach. */
export const MIN_SECRET_TOKEN_LENGTH = 32;

/** Why `value` cannot be the token `name`, in words an operator can act on; null when it is long enough or unset. */
export function weakTokenProblem(name: string, value: string | undefined): string | null {
  if (value === undefined || value.length >= MIN_SECRET_TOKEN_LENGTH) return null;
  return `${name} has ${value.length} characters; it must have at least ${MIN_SECRET_TOKEN_LENGTH} (a random one: openssl rand -hex 32)`;
}
