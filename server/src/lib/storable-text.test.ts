import { describe, expect, it } from 'vitest';
import { unstorablePaths } from './storable-text';

describe('unstorablePaths', () => {
  it('finds a NUL or a lone surrogate at any depth, by its dotted path', () => {
    const input = {
      name: 'Karim\u0000',
      payout: { type: 'bkash', account: '\uD800' },
      items: [{ qty: 1 }, { note: 'ok\uDC00' }],
      fine: 'হাট 😀',
    };
    expect(unstorablePaths(input)).toEqual(['name', 'payout.account', 'items.1.note']);
  });

  it('names a key that cannot be stored by its parent, and the whole input by an empty path', () => {
    expect(unstorablePaths({ meta: { 'a\u0000': 1 } })).toEqual(['meta.?']);
    expect(unstorablePaths('\u0000')).toEqual(['']);
  });

  it('passes Bengali, emoji pairs, numbers, booleans and nothing at all', () => {
    expect(unstorablePaths({ a: 'বাংলা', b: '👍🏽', c: 1, d: true, e: null })).toEqual([]);
    expect(unstorablePaths(undefined)).toEqual([]);
  });
});
