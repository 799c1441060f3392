import { join } from 'node:path';

/**
 * Where `astro build` writes each page's compressed copies as it renders (page-copies-middleware.ts): the build's
 * output folder, and the previously published build whose copies an unchanged page shares. Unset (`astro dev`, a
 * bare `astro build`), pages go through untouched and precompress.ts does all of it afterwards.
 */
export const PAGE_COPIES_ENV = { outDir: 'HAAT_PAGE_COPIES_IN', previous: 'HAAT_PAGE_COPIES_PREVIOUS' } as const;

/** What the rendering process tells the build, at most every PROGRESS_INTERVAL_MS. */
export interface RenderProgress {
  pages: number;
}
export const PROGRESS_INTERVAL_MS = 500;

/** Pages Astro writes as `404.html` and `500.html` (STATUS_CODE_PAGES in astro/dist/core/build/common.js). */
const STATUS_PAGES = new Set(['/404', '/500']);

/**
 * The file Astro would write a page to, with `build.format: 'directory'` (getOutFile in
 * astro/dist/core/build/common.js): `<out>/<path>/index.html`, or null for a status page, which Astro writes itself.
 * The middleware writes the page there and Astro writes nothing, so a mistake here would move a page.
 */
export function pageFile(outDir: string, pathname: string): string | null {
  if (STATUS_PAGES.has(pathname.replace(/(.)\/$/, '$1'))) return null;
  return join(outDir, decodeURI(pathname), 'index.html');
}
