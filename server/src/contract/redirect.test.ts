import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, safeRedirectPath } from './redirect';

describe('isSafeRedirectPath', () => {
  it.each(['/', '/user/dashboard', '/bn/user/addresses/12', '/shop/%E0%A6%95', '/a-b_c~d@e'])('keeps %s', (path) => {
    expect(isSafeRedirectPath(path)).toBe(true);
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    'evil.com',
    '',
    '/user?x=1',
    '/user#top',
    '/../etc',
    'javascript:alert(1)',
    '/a b',
    '/শপ',
    `/${'a'.repeat(600)}`,
  ])('refuses %s', (path) => {
    expect(isSafeRedirectPath(path)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isSafeRedirectPath(undefined)).toBe(false);
    expect(isSafeRedirectPath(['/user'])).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it('falls back for an unsafe target', () => {
    expect(safeRedirectPath('//evil.com', '/bn')).toBe('/bn');
    expect(safeRedirectPath('/user/orders', '/')).toBe('/user/orders');
  });
});
