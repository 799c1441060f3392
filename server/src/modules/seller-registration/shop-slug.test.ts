import { describe, expect, it } from 'vitest';
import { freeSlug, shopSlugBase } from './shop-slug';

describe('a shop’s path name', () => {
  it('is its English name in lower-case ASCII words joined by dashes', () => {
    expect(shopSlugBase('  Rahim Electronics & Sons! ')).toBe('rahim-electronics-sons');
    expect(shopSlugBase('Café Déjà Vu')).toBe('cafe-deja-vu');
  });

  it('is "shop" when the name has no ASCII letter or digit, and at most 60 characters without a trailing dash', () => {
    expect(shopSlugBase('ঢাকা ক্রাফটস')).toBe('shop');
    const long = shopSlugBase(`${'a'.repeat(59)} b`);
    expect(long).toBe('a'.repeat(59));
  });

  it('takes the next free number when the name’s path is taken', () => {
    expect(freeSlug('padma', new Set())).toBe('padma');
    expect(freeSlug('padma', new Set(['padma', 'padma-2', 'padma-4']))).toBe('padma-3');
  });
});
