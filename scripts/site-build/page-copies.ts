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

/**
 * The file Astro writes a page to, with `build.format: 'directory'` (astro/dist/core/build/common.js getOutFile):
 * `<out>/<path>/index.html`. A mistake here would leave copies beside no page, which precompress.ts refuses.
 */
export function pageFile(outDir: string, pathname: string): string {
  return join(outDir, decodeURI(pathname), 'index.html');
}
