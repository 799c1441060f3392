import { LOCALES, type Locale } from '#contract';
import type { BuildScope } from '../../src/lib/build-scope';
import { PREVIOUS_CATALOGUE_ENV } from '../../src/lib/catalogue';
import { fetchChanges } from '../catalogue/fetch-changes';
import { type KeptSnapshot, readKeptSnapshot } from '../catalogue/kept-snapshot';
import { writeIndex, writePatchedSnapshot } from '../catalogue/snapshot-files';
import { siteConfig } from '../site-config';

/** What an incremental build learns from the API: nothing changed, a full build is needed and why, or a patch. */
export type PatchOutcome =
  | { kind: 'unchanged' }
  | { kind: 'structural'; reason: string }
  | { kind: 'patch'; scope: BuildScope; changed: number[] };

export interface PatchOptions {
  apiBase: string;
  /** The kept snapshot of the last build. */
  previousDir: string;
  /** Products updated after this instant are fetched again. */
  since: Date;
  /** Where the patched snapshot goes (its unchanged product page files hard links to `previousDir`'s). */
  outDir: string;
}

/** Reads the last build's snapshot and the API's changes since; on a patch, writes the patched snapshot. */
export async function patchCatalogue({ apiBase, previousDir, since, outDir }: PatchOptions): Promise<PatchOutcome> {
  const kept = Object.fromEntries(LOCALES.map((locale) => [locale, readKeptSnapshot(previousDir, locale)]));
  if (Object.values(kept).includes(null)) {
    return {
      kind: 'structural',
      reason: 'an earlier version wrote the last build’s snapshot in another format',
    };
  }
  const previous = kept as Record<Locale, KeptSnapshot>;
  const changes = await fetchChanges({ apiBase, previous, since });
  if (changes.kind !== 'patch') return changes;
  for (const patch of changes.patches) {
    await writeIndex(outDir, await writePatchedSnapshot(outDir, previous[patch.index.locale], patch));
  }
  return { kind: 'patch', scope: changes.scope, changed: changes.changed };
}

/** The variables `patchCatalogueApart` (astro-build.ts) gives this file when it runs it as a process. */
export const PATCH_ENV = {
  previousDir: PREVIOUS_CATALOGUE_ENV,
  since: 'HAAT_CHANGES_SINCE',
  outDir: 'HAAT_CATALOGUE_DIR',
} as const;

if (import.meta.main) {
  const env = process.env;
  patchCatalogue({
    apiBase: siteConfig().apiBase,
    previousDir: env[PATCH_ENV.previousDir]!,
    since: new Date(env[PATCH_ENV.since]!),
    outDir: env[PATCH_ENV.outDir]!,
  }).then(
    (outcome) => process.send?.(outcome),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
