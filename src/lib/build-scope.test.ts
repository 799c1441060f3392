import { describe, expect, it } from 'vitest';
import { pathInScope } from './build-scope';

const scope = { paths: ['/', '/product/7', '/shop/profile/*'] };

describe('pathInScope', () => {
  it.each([
    ['/', true],
    ['/product/7', true],
    ['/product/7/', true],
    ['/product/70', false],
    ['/product', false],
    ['/shop/profile', true],
    ['/shop/profile/3', true],
    ['/shop/profiles', false],
    ['/categories/tea', false],
  ])('%s → %s', (path, expected) => {
    expect(pathInScope(path, scope)).toBe(expected);
  });
});
