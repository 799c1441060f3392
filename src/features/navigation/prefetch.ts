/** Idle prefetch of the pages a shopper may open next (spec section 9, issue 17), as pure decisions. */

import { localeFromPath } from '@/lib/paths';
import { parseUrl } from './navigation';

/** Links are prefetched once the page has been idle this long. */
export const PREFETCH_IDLE_MS = 2000;
/** Transfer a page view may spend on prefetching (issue 17: about 50 KB, two or three pages). */
export const PREFETCH_BUDGET_BYTES = 50_000;
/** sessionStorage key of the pages seen in this session, which are never prefetched again. */
export const VISITED_KEY = 'haat:visited';
/** The newest pages kept in the visited list, so that it stays small in a long session. */
const VISITED_KEPT = 50;

/** The subset of the Network Information API that decides whether prefetching is worth it. */
export interface ConnectionHints {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Prefetch is skipped offline, with data-saver on, and on anything slower than 4g. The spec names 2g; 3g is
 * skipped too because the API calls a link '3g' up to 1.4 s round trips and down to 70 kbps: Chromium reports
 * issue 17's 2G-class link (256 kbps, 800 ms) as '3g', where a prefetch competes with the page's own files.
 */
export function canPrefetch(onLine: boolean, connection: ConnectionHints | undefined): boolean {
  return onLine && !connection?.saveData && !/2g|3g/.test(connection?.effectiveType ?? '');
}

/** Catalogue pages: home, categories, products, shops and flash sales, what a shopper most likely opens next. */
const CATALOGUE_PAGE =
  /^(?:\/bn)?(?:\/|\/(?:categories|product|shops|flash-sales|shop\/(?:profile|all-products|sidebar|nosidebar))(?:\/.*)?)?$/;

/**
 * The pages to prefetch from the links in view, in the order they are tried: catalogue pages in this page's language
 * first, then the rest (personal shells such as sign-in, cart, wishlist and compare, help pages, the language
 * switch), each group in document order; each page once, never the page itself, another origin or a page visited
 * in this session.
 */
export function prefetchQueue(currentHref: string, linkHrefs: readonly string[], visited: readonly string[]): string[] {
  const targets = new Set<string>();
  for (const href of linkHrefs) {
    const target = prefetchTarget(currentHref, href);
    if (target && !visited.includes(target)) targets.add(target);
  }
  const locale = localeFromPath(new URL(currentHref).pathname);
  const isLikely = (href: string) => {
    const path = new URL(href).pathname;
    return CATALOGUE_PAGE.test(path) && localeFromPath(path) === locale;
  };
  return [...targets].sort((a, b) => Number(isLikely(b)) - Number(isLikely(a)));
}

/** The page a link would prefetch (without its hash), or undefined for other origins and for the page itself. */
export function prefetchTarget(currentHref: string, linkHref: string): string | undefined {
  const current = new URL(currentHref);
  const link = parseUrl(linkHref, current);
  if (!link || link.origin !== current.origin) return undefined;
  link.hash = '';
  current.hash = '';
  return link.href === current.href ? undefined : link.href;
}

/** Whether one more page fits the budget, taking it to be as large as the largest page seen (this one included). */
export function fitsBudget(spentBytes: number, largestPageBytes: number): boolean {
  return spentBytes + largestPageBytes <= PREFETCH_BUDGET_BYTES;
}

/**
 * The bytes a fetched page cost, from its PerformanceResourceTiming: the transfer size, or the body size when it
 * came from a cache or a service worker (transferSize 0); the estimate when the browser kept no entry.
 */
export function pageBytes(entry: { transferSize: number; encodedBodySize: number } | undefined, estimate: number) {
  return entry ? entry.transferSize || entry.encodedBodySize : estimate;
}

/** The visited list (as stored, or null) with this page added last, trimmed to the newest pages. */
export function withVisited(stored: string | null, href: string): string[] {
  const url = new URL(href);
  url.hash = '';
  const pages: string[] = stored ? JSON.parse(stored) : [];
  return [...pages.filter((page) => page !== url.href), url.href].slice(-VISITED_KEPT);
}
