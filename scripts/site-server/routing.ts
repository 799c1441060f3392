import { PRODUCT_LAYOUTS } from '../../src/lib/product-layouts';

/**
 * How a request path maps to a built file: the same rules that nginx.conf beside this file gives a static host
 * (a test keeps the two in step). A product layout URL shows the product's own page and a user page's id URL
 * (an address, an order) that page's shell (rewrittenFile); otherwise the file itself, then `<path>/index.html`, then `<path>.html`; otherwise the locale's 404 page.
 */
export interface Resolution {
  /** Path of the file relative to the site root, without a leading slash. */
  file: string;
  status: 200 | 404;
}

export const NOT_FOUND_PAGES = { bn: 'bn/pages/404/index.html', en: '404.html' } as const;

/** `(/bn)/product/{layout}/{name}-{id}` (or `/{id}`): every layout shows the product's one prerendered page. */
export const PRODUCT_LAYOUT_PATH = new RegExp(
  `^(/bn)?/product/(?:${PRODUCT_LAYOUTS.join('|')})/(?:[^/]*-)?([0-9]+)/?$`,
);

/** The product page a layout URL shows, or null for any other path. */
export function productLayoutFile(path: string): string | null {
  const match = PRODUCT_LAYOUT_PATH.exec(path);
  return match ? `${match[1] ? 'bn/' : ''}product/${match[2]}/index.html` : null;
}

/** User pages with an id in the address, `(/bn)/user/{page}/{id}`: one prerendered shell (`_`) serves every id. */
export const USER_ID_PAGES = [
  'addresses',
  'chat',
  'help-support',
  'orders',
  'orders/cancel',
  'orders/return',
  'write-review',
] as const;
export const USER_ID_PATH = new RegExp(`^(/bn)?/user/(${USER_ID_PAGES.join('|')})/[0-9]+/?$`);

/** The shell of a user page's id URL (`/bn/user/orders/12` → `bn/user/orders/_/index.html`); its island reads the id. */
export function userShellFile(path: string): string | null {
  const match = USER_ID_PATH.exec(path);
  return match ? `${match[1] ? 'bn/' : ''}user/${match[2]}/_/index.html` : null;
}

/** The one file a rewritten URL (product layout, user page with an id) shows, or null for a path served as it is. */
export function rewrittenFile(path: string): string | null {
  return productLayoutFile(path) ?? userShellFile(path);
}

/** Candidate files for a decoded, normalised URL path (always starting with '/'). */
export function candidateFiles(path: string): string[] {
  const bare = path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (bare === '') return ['index.html'];
  if (path.endsWith('/')) return [`${bare}/index.html`];
  return [bare, `${bare}/index.html`, `${bare}.html`];
}

export function notFoundFile(path: string): string {
  return path === '/bn' || path.startsWith('/bn/') ? NOT_FOUND_PAGES.bn : NOT_FOUND_PAGES.en;
}

/** Turns a raw URL into a safe site path, or null when it tries to leave the root or is malformed. */
export function sitePath(rawUrl: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(rawUrl, 'http://site.invalid').pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.split('/').some((segment) => segment === '..' || segment.startsWith('.'))) {
    return null;
  }
  return path;
}
