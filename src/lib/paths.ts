import type { Locale } from '#contract';
import { LOCALES } from '#contract/envelope';

/** URL prefix of each locale: English is the default and has none. */
const PREFIX: Record<Locale, string> = { en: '', bn: '/bn' };

/** Splits '/a/b?q=1#top' into the path and the '?q=1#top' suffix. */
function splitSuffix(url: string): [string, string] {
  const index = url.search(/[?#]/);
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

export function localeFromPath(path: string): Locale {
  return /^\/bn(?:[/?#]|$)/.test(path) ? 'bn' : 'en';
}

/** The page path without its locale prefix, always starting with '/'. */
export function unlocalizedPath(path: string): string {
  const [pathname, suffix] = splitSuffix(path);
  const bare = localeFromPath(pathname) === 'bn' ? pathname.slice(PREFIX.bn.length) : pathname;
  return (bare.startsWith('/') ? bare : `/${bare}`) + suffix;
}

/** localePath('bn', '/categories') → '/bn/categories'; localePath('en', '/categories') → '/categories'. */
export function localePath(locale: Locale, path = '/'): string {
  const [pathname, suffix] = splitSuffix(path.startsWith('/') ? path : `/${path}`);
  const prefixed = pathname === '/' && PREFIX[locale] ? PREFIX[locale] : PREFIX[locale] + pathname;
  return prefixed + suffix;
}

/** The same page in the other language: '/bn/product/7?x=1' → '/product/7?x=1'. */
export function switchLocalePath(currentPath: string, targetLocale: Locale): string {
  return localePath(targetLocale, unlocalizedPath(currentPath));
}

/** The `[...lang]` route parameter of each locale. */
export function langParam(locale: Locale): string | undefined {
  return PREFIX[locale].slice(1) || undefined;
}

export function localeFromParam(lang: string | undefined): Locale {
  const locale = LOCALES.find((candidate) => langParam(candidate) === lang);
  if (!locale) throw new Error(`Unknown language segment: ${lang}`);
  return locale;
}

/** Site paths of catalogue pages, without the locale prefix (wrap in localePath for links). */
export const categoryPath = (slug: string) => `/categories/${slug}`;
export const productPath = (id: number) => `/product/${id}`;
export const shopPath = (id: number) => `/shop/profile/${id}`;
