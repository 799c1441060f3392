import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, randomToken } from './tokens';

describe('tokens', () => {
  it('are 256 random bits in base64url by default, different each time', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => randomToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(Buffer.from(randomToken(16), 'base64url')).toHaveLength(16);
  });

  it('are stored as their SHA-256 in hex', () => {
    expect(hashToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(hashToken('abc')).toMatch(/^[0-9a-f]{64}$/);
  });
});
