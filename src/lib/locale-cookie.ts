import type { Locale } from '#contract';

/**
 * The shopper's chosen language (spec section 9: a cookie of 365 days), written by the language switch. It only
 * decides where no URL does (a social sign-in returning to the one unprefixed callback page); a page's own URL
 * always wins, so search engines get every page in the language of its address and nothing redirects by cookie.
 */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that remembers `locale` for a year on the whole site. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
}

/** The remembered language in a cookie string (`document.cookie`), or undefined when none or not a language. */
export function cookieLocale(cookies: string): Locale | undefined {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && (value === 'en' || value === 'bn')) return value;
  }
  return undefined;
}
