/**
 * hreflang alternates for the sitemap (sitemap.ts) in O(n): every page exists at `/x` (English) and `/bn/x`
 * (Bengali), so a page's partner is found by rewriting its path and looking it up in the set of sitemap URLs, instead
 * of comparing every URL with every other, as @astrojs/sitemap's `i18n` option did (minutes at 100,000 products).
 */

export interface AlternateLink {
  url: string;
  lang: string;
}

/** Sitemap language codes; x-default is the English page, the site's default (no language negotiation). */
const HREFLANG = { en: 'en', bn: 'bn-BD', default: 'x-default' } as const;

/** The site's address without a trailing slash, as page addresses start. */
export const siteRoot = (site: string) => site.replace(/\/+$/, '');

/** The English and Bengali URLs of the page at `url` (absolute, under `site`). */
export function localePair(url: string, site: string): { en: string; bn: string } {
  const base = siteRoot(site);
  const path = url.slice(base.length) || '/';
  const bare = /^\/bn(?:\/|$)/.test(path) ? path.slice(3) || '/' : path;
  return { en: `${base}${bare}`, bn: `${base}/bn${bare === '/' ? '/' : bare}` };
}

/** The alternates of `url` when both language versions are in `urls`, else undefined (no pair, no links). */
export function alternateLinks(url: string, site: string, urls: ReadonlySet<string>): AlternateLink[] | undefined {
  if (!url.startsWith(siteRoot(site))) return undefined;
  const pair = localePair(url, site);
  if (!urls.has(pair.en) || !urls.has(pair.bn)) return undefined;
  return [
    { url: pair.en, lang: HREFLANG.en },
    { url: pair.bn, lang: HREFLANG.bn },
    { url: pair.en, lang: HREFLANG.default },
  ];
}

/**
 * The 404 and offline pages and the noindex shells: user area, carts, checkout, wishlist, compare, unsubscribe, the seller
 * registration form, the partner application and its thanks.
 */
const LEFT_OUT =
  /^(?:\/bn)?\/(?:user\/|guest\/|shop\/(?:cart|checkout|wishlist|payment-response)\/?$|compare\/?$|offline\/?$|sell-on-haat\/registration\/?$|affiliate\/(?:registration|success)\/?$|newsletter\/unsubscribe\/?$|(?:pages\/)?404\/?$)/;

/** Whether a built page belongs in the sitemap. */
export const inSitemap = (url: string): boolean => !LEFT_OUT.test(new URL(url).pathname);
