import { readFileSync } from 'node:fs';
import { LOCALES } from '#contract/envelope';
import { CATALOGUE_READY_ENV, catalogueFetched } from './catalogue-ready';
import { langParam } from './paths';

/**
 * Which pages a build renders. An incremental rebuild writes the site paths it needs (without the locale prefix)
 * to a JSON file named by HAAT_BUILD_SCOPE; each page's getStaticPaths keeps only the entries in scope. Without
 * the variable every page is in scope. `"/shop/profile/*"` covers that path and everything below it.
 */
export const BUILD_SCOPE_ENV = 'HAAT_BUILD_SCOPE';

export interface BuildScope {
  paths: string[];
}

/**
 * Whether a path (unlocalized, e.g. '/product/7') is one of `scope`'s paths or under one of its `/*` entries. A
 * lookup per segment of the path rather than a comparison per entry of the scope: getStaticPaths asks it of every
 * page of the catalogue (200,000 product pages at 100,000 products).
 */
export function scopeTest(scope: BuildScope): (path: string) => boolean {
  const exact = new Set(scope.paths.filter((entry) => !entry.endsWith('/*')));
  const trees = new Set(scope.paths.filter((entry) => entry.endsWith('/*')).map((entry) => entry.slice(0, -2)));
  return (path) => {
    const bare = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
    if (exact.has(bare)) return true;
    for (let end = bare.length; end >= 0; end = bare.lastIndexOf('/', end - 1)) {
      if (trees.has(bare.slice(0, end))) return true;
      if (end === 0) break;
    }
    return false;
  };
}

// An incremental build starts Astro before it knows which pages to render: it writes the scope, then the marker.
await catalogueFetched(process.env[CATALOGUE_READY_ENV]);

let loaded: ((path: string) => boolean) | null | undefined;

function currentScope(): ((path: string) => boolean) | null {
  if (loaded === undefined) {
    const file = process.env[BUILD_SCOPE_ENV];
    loaded = file ? scopeTest(JSON.parse(readFileSync(file, 'utf8')) as BuildScope) : null;
  }
  return loaded;
}

/** getStaticPaths helper: the entries whose page path is in this build's scope (all of them without a scope). */
export function inBuildScope<T>(entries: T[], pathOf: (entry: T) => string): T[] {
  const inScope = currentScope();
  return inScope ? entries.filter((entry) => inScope(pathOf(entry))) : entries;
}

/**
 * getStaticPaths of a page that exists once per locale at `path` (e.g. '/about'; `params`: its other route
 * parameters): both, when the build renders it. Such a page shows the catalogue only in its header (the categories)
 * and footer (the contact details), which an incremental build never patches (change-scope.ts: a full build), so it
 * renders again only when in scope.
 */
export function localePagesInScope<P extends Record<string, string>>(path: string, params?: P) {
  return inBuildScope(
    LOCALES.map((locale) => ({ params: { lang: langParam(locale), ...params } as { lang: string | undefined } & P })),
    () => path,
  );
}
