/**
 * How a request path maps to a built file: the same rules that nginx.conf beside this file gives a static host
 * (a test keeps the two in step). Order: the file itself, then `<path>/index.html`, then `<path>.html`;
 * otherwise the locale's 404 page with status 404.
 */
export interface Resolution {
  /** Path of the file relative to the site root, without a leading slash. */
  file: string;
  status: 200 | 404;
}

export const NOT_FOUND_PAGES = { bn: 'bn/pages/404/index.html', en: '404.html' } as const;

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
