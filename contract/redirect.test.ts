import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, safeRedirectPath } from './redirect';

describe('isSafeRedirectPath', () => {
  it.each(['/', '/bn', '/user/dashboard', '/bn/user/addresses/12', '/shop/%E0%A6%95', '/a-b_c~d@e'])(
    'keeps %s',
    (path) => {
      expect(isSafeRedirectPath(path)).toBe(true);
    },
  );

  it.each([
    '//evil.com',
    '//evil',
    'https://evil.com',
    'http:/evil',
    '/\\evil.com',
    '/\\evil',
    'evil.com',
    '',
    '/user?x=1',
    '/user#top',
    '/../etc',
    'javascript:alert(1)',
    '/a b',
    '/\t/evil',
    '/শপ',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (path) => {
    expect(isSafeRedirectPath(path)).toBe(false);
  });

  it.each([
    ['an encoded slash after the first', '/%2Fevil'],
    ['encoded slashes', '/%2F%2Fevil'],
    ['a lower-case encoded slash', '/%2fevil'],
    ['an encoded backslash', '/%5Cevil'],
    ['a double-encoded slash', '/%252Fevil'],
    ['a triple-encoded backslash', '/%25255Cevil'],
    ['an encoded tab browsers drop', '/%09/evil'],
    ['an encoded newline', '/user%0A'],
    ['an encoded NUL', '/user%00'],
    ['a malformed escape', '/user%'],
    ['malformed escape digits', '/user%zz'],
    ['an escape that is not UTF-8', '/user%C0'],
  ])('refuses %s: %s', (_name, path) => {
    expect(isSafeRedirectPath(path)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/user'], { path: '/user' }]) {
      expect(isSafeRedirectPath(value)).toBe(false);
    }
  });

  it('keeps a path of exactly 512 characters and refuses 513', () => {
    expect(isSafeRedirectPath(`/${'a'.repeat(511)}`)).toBe(true);
    expect(isSafeRedirectPath(`/${'a'.repeat(512)}`)).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it('falls back for an unsafe target', () => {
    expect(safeRedirectPath('//evil.com', '/bn')).toBe('/bn');
    expect(safeRedirectPath('/%2F%2Fevil.com', '/')).toBe('/');
    expect(safeRedirectPath('/user/orders', '/')).toBe('/user/orders');
  });
});
