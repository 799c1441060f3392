import { describe, expect, it } from 'vitest';
import { ByteBudgetCache, entityTag, matchesTag, preferredEncoding } from './memory-cache';

describe('the encoding of a kept answer', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['', 'identity'],
  ] as const)('%j is answered in %s', (accept, encoding) => {
    expect(preferredEncoding(accept)).toBe(encoding);
  });
});

describe('entity tags', () => {
  const tag = entityTag({ size: 2000, mtimeMs: 1_764_000_000_123.7 });

  it('are made of the modification time and the size, like nginx', () => {
    expect(tag).toBe(`"${(1_764_000_000_123).toString(16)}-7d0"`);
    expect(entityTag({ size: 2001, mtimeMs: 1_764_000_000_123 })).not.toBe(tag);
  });

  it('match an If-None-Match naming them, weak or among others, or *', () => {
    expect(matchesTag(tag, tag)).toBe(true);
    expect(matchesTag(`"other", W/${tag}`, tag)).toBe(true);
    expect(matchesTag('*', tag)).toBe(true);
    expect(matchesTag('"other"', tag)).toBe(false);
    expect(matchesTag(undefined, tag)).toBe(false);
  });
});

describe('the byte budget', () => {
  const entry = (bytes: number) => ({ bytes });

  it('drops the least recently used entries once over budget', () => {
    const cache = new ByteBudgetCache<{ bytes: number }>(100);
    cache.set('a', entry(40));
    cache.set('b', entry(40));
    cache.get('a');
    cache.set('c', entry(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it('counts a replaced entry once and never keeps one larger than the budget', () => {
    const cache = new ByteBudgetCache<{ bytes: number }>(100);
    cache.set('a', entry(60));
    cache.set('a', entry(70));
    expect(cache.bytes).toBe(70);
    cache.set('huge', entry(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
