import { describe, expect, it } from 'vitest';
import { MIN_SECRET_TOKEN_LENGTH, parseBearerToken, tokenMatches, weakTokenProblem } from './bearer';

describe('parseBearerToken', () => {
  it('reads the token of a Bearer header in any letter case, and nothing else', () => {
    expect(parseBearerToken('Bearer abc')).toBe('abc');
    expect(parseBearerToken('bearer  abc ')).toBe('abc');
    expect(parseBearerToken('Basic abc')).toBeNull();
    expect(parseBearerToken('Bearer a b')).toBeNull();
    expect(parseBearerToken(undefined)).toBeNull();
  });
});

describe('tokenMatches', () => {
  it('matches only the configured token, and nothing when none is configured', () => {
    expect(tokenMatches('abc', 'abc')).toBe(true);
    expect(tokenMatches('abd', 'abc')).toBe(false);
    expect(tokenMatches(null, 'abc')).toBe(false);
    expect(tokenMatches('abc', undefined)).toBe(false);
    expect(tokenMatches('', '')).toBe(false);
  });

  it('refuses a guess that is the token plus more, or a prefix of it', () => {
    expect(tokenMatches('abcd', 'abc')).toBe(false);
    expect(tokenMatches('ab', 'abc')).toBe(false);
    expect(tokenMatches('ab\u0000', 'ab')).toBe(false);
  });

  it('compares non-Latin tokens byte for byte', () => {
    expect(tokenMatches('হাট', 'হাট')).toBe(true);
    expect(tokenMatches('হাঁট', 'হাট')).toBe(false);
  });
});

describe('weakTokenProblem', () => {
  it('refuses a token shorter than 32 characters, naming it and its length, and accepts 32 or unset', () => {
    expect(MIN_SECRET_TOKEN_LENGTH).toBe(32);
    expect(weakTokenProblem('ADMIN_TOKEN', 'x'.repeat(31))).toBe(
      'ADMIN_TOKEN has 31 characters; it must have at least 32 (a random one: openssl rand -hex 32)',
    );
    expect(weakTokenProblem('REBUILD_TOKEN', 'x'.repeat(32))).toBeNull();
    expect(weakTokenProblem('REBUILD_TOKEN', undefined)).toBeNull();
  });
});
