import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '#contract';
import { LOCALES } from '#contract/envelope';
import { readCardFileAhead } from './catalogue-files';
import { CATALOGUE_READY_ENV, catalogueFetched, reportAwaitingCatalogue, reportBundled } from './catalogue-ready';
import { type CatalogueSnapshot, DEFAULT_CATALOGUE_DIR, readSnapshot } from './catalogue-snapshot';
import { countListingsAhead, patchedFrom } from './snapshot-listing';

export * from './catalogue-snapshot';

/** The snapshot an incremental build patches: it is read, and its listings counted, while the patch is made. */
export const PREVIOUS_CATALOGUE_ENV = 'HAAT_PREVIOUS_CATALOGUE_DIR';

/** By locale, the snapshot being patched, read while Astro waited for the patch. */
const patching = new Map<Locale, CatalogueSnapshot>();

// Loaded as the first page loads: everything Astro bundles is written by then (catalogue-ready.ts).
reportBundled();
// Before any page asks for the catalogue: a build may have started Astro before fetching or patching it. Meanwhile
// the snapshot being patched is read, most of whose card files the patched one links, and its listings counted.
const ready = process.env[CATALOGUE_READY_ENV];
const previous = process.env[PREVIOUS_CATALOGUE_ENV];
if (ready && !existsSync(ready)) {
  if (previous) for (const locale of LOCALES) patching.set(locale, readAheadOfPatch(resolve(previous), locale));
  reportAwaitingCatalogue();
}
await catalogueFetched(ready);

function readAheadOfPatch(dir: string, locale: Locale): CatalogueSnapshot {
  const snapshot = readSnapshot(dir, locale, readCardFileAhead);
  countListingsAhead(snapshot);
  return snapshot;
}

const snapshots = new Map<Locale, CatalogueSnapshot>();

export function loadCatalogue(locale: Locale): CatalogueSnapshot {
  const cached = snapshots.get(locale);
  if (cached) return cached;
  const snapshot = readSnapshot(process.env.HAAT_CATALOGUE_DIR ?? DEFAULT_CATALOGUE_DIR, locale);
  const before = patching.get(locale);
  if (before) patchedFrom(snapshot, before);
  snapshots.set(locale, snapshot);
  return snapshot;
}
