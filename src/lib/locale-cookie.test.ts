import { describe, expect, it } from 'vitest';
import { cookieLocale, localeCookie } from './locale-cookie';

describe('the locale cookie', () => {
  it('is written for 365 days on the whole site', () => {
    expect(localeCookie('bn')).toBe('locale=bn; max-age=31536000; path=/; samesite=lax');
  });

  it('is read among other cookies', () => {
    expect(cookieLocale('auth.loggedIn=1; locale=bn; theme=x')).toBe('bn');
    expect(cookieLocale('locale=en')).toBe('en');
  });

  it('counts as no choice when missing or not a language', () => {
    expect(cookieLocale('')).toBeUndefined();
    expect(cookieLocale('auth.loggedIn=1')).toBeUndefined();
    expect(cookieLocale('locale=fr')).toBeUndefined();
    expect(cookieLocale('mylocale=bn')).toBeUndefined();
  });
});
