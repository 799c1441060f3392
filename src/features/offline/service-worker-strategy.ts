/**
 * What the service worker does with each request: pure decisions, tested directly; the worker
 * (service-worker.ts) only carries them out.
 *
 * - `shell`: hashed build assets (scripts, styles, fonts under /_astro/), which never change: cache first.
 * - `catalogue`: catalogue pages (home, categories, products, shops, listings, flash sales): the cached copy at once,
 *   refreshed from the network for the next view (stale-while-revalidate); never seen before, the network.
 * - `cart`: the cart pages (a shell; the lines live on the device): the network first, the last copy offline.
 * - `network`: every other page (checkout, payment, orders, account, sign-in…): the network only (revalidated, not
 *   the HTTP cache's copy), never stored; without a network, the offline page.
 * - `pass`: not the worker's business (API calls wherever the API lives, other origins, writes, the rebuild
 *   endpoint, the worker itself, unhashed files): the browser fetches as if there were no worker.
 */
export type Strategy = 'shell' | 'catalogue' | 'cart' | 'network' | 'pass';

/** The parts of a request the decision reads (a Request has them). */
export interface RequestFacts {
  method: string;
  /** 'navigate' for a page the browser opens. */
  mode: string;
}

const CATALOGUE_PAGE =
  /^\/(?:categories(?:\/[^/]+)?|product\/.+|shops|shop\/(?:all-products|sidebar|nosidebar|profile)(?:\/.+)?|flash-sales)?$/;
const CART_PAGE = /^\/(?:guest|shop)\/cart$/;

/** The path without the Bengali prefix and trailing slashes: `/bn/product/7/` → `/product/7`, `/bn` → `/`. */
export function unlocalizedPath(pathname: string): string {
  const bare = pathname.replace(/^\/bn(?=\/|$)/, '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

export function strategyFor(url: URL, request: RequestFacts, siteOrigin: string): Strategy {
  if (request.method !== 'GET' || url.origin !== siteOrigin) return 'pass';
  if (url.pathname.startsWith('/_astro/')) return 'shell';
  if (request.mode !== 'navigate') return 'pass';
  const path = unlocalizedPath(url.pathname);
  if (path.startsWith('/api/') || path.startsWith('/_haat/')) return 'pass';
  if (path === '/' || CATALOGUE_PAGE.test(path)) return 'catalogue';
  if (CART_PAGE.test(path)) return 'cart';
  return 'network';
}

/**
 * The key a page is stored under: the site serves one file whatever the query or trailing slash, so
 * `/product/7?utm=x` and `/product/7/` are one entry (the page's script reads the address bar itself).
 */
export function pageKey(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path === '' ? '/' : path}`;
}

/** The offline page in the language of the address (`/bn/…` → `/bn/offline`), stored under its page key. */
export function offlinePagePath(url: URL): string {
  return /^\/bn(?:\/|$)/.test(url.pathname) ? '/bn/offline' : '/offline';
}

/** The worker's caches: the shell (with the precached pages) and the visited pages, both named by the version. */
export function cacheNames(version: string) {
  return { shell: `haat-shell-${version}`, pages: `haat-pages-${version}` };
}

/** This worker's caches that belong to another version (deleted once it activates); other sites' caches stay. */
export function staleCaches(names: readonly string[], version: string): string[] {
  const current = new Set(Object.values(cacheNames(version)));
  return names.filter((name) => /^haat-(?:shell|pages)-/.test(name) && !current.has(name));
}

/** Whether an answer may be kept: a whole, plain, same-origin page or file (no error, redirect or partial answer). */
export function isKeepable(response: { ok: boolean; status: number; type: string; redirected: boolean }): boolean {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}

/** Connection facts of the worker's navigator (Chromium's Network Information API), absent elsewhere. */
export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the heavier precache (the cart pages and their islands' code, ≈100 KB) is worth its bytes now: like the
 * idle prefetch, only on a 4g-class link without data-saver. The offline pages, the stylesheet and their scripts are
 * always precached: a few KB, the scripts and style already in the HTTP cache from the page that registered the
 * worker. Fonts are never precached: the worker keeps the ones a page of the shopper's language asks for.
 */
export function precachesHeavy(connection: ConnectionFacts | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && (connection.effectiveType ?? '4g') === '4g';
}
