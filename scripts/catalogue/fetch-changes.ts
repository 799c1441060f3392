import { LOCALES, type Locale, type Page, type ProductCard, type ProductPageRecord, pageRecordOf } from '#contract';
import type { BuildScope } from '../../src/lib/build-scope';
import type { CatalogueIndex } from '../../src/lib/catalogue';
import {
  affectedProducts,
  changedShops,
  type LastBuild,
  newShops,
  rebuildScope,
  structuralChange,
} from '../site-build/change-scope';
import { apiGetter, type Get } from './api-client';
import { fetchLists } from './fetch-lists';
import { fetchDetails, fetchProducts } from './fetch-products';
import { fetchVendorCategories } from './fetch-vendor-categories';
import type { KeptSnapshot } from './kept-snapshot';
import type { SnapshotPatch } from './snapshot-files';

export interface FetchChangesOptions {
  apiBase: string;
  previous: Record<Locale, KeptSnapshot>;
  /** Products updated after this instant are fetched again. */
  since: Date;
  concurrency?: number;
  timeoutMs?: number;
}

export type CatalogueChanges =
  | { kind: 'unchanged' }
  | { kind: 'structural'; reason: string }
  | { kind: 'patch'; patches: SnapshotPatch[]; scope: BuildScope; changed: number[] };

type LocaleChanges =
  | Exclude<CatalogueChanges, { kind: 'patch' }>
  | { kind: 'patch'; patch: SnapshotPatch; scope: BuildScope; changed: number[] };

/** A server that ignores updated_since answers every product; that is not a list of changes. */
function ignoresFilter(cards: ProductCard[], since: Date): boolean {
  return cards.some((card) => Date.parse(card.updated_at) < since.getTime());
}

/** What the rules of change-scope.ts need of the kept snapshot, given the changed cards. */
function lastBuild(kept: KeptSnapshot, changed: ProductCard[]): LastBuild {
  const cardsBefore = new Map(
    changed.flatMap((card) => {
      const before = kept.card(card.id);
      return before ? [[card.id, before] as const] : [];
    }),
  );
  return { ...kept.index, productCount: kept.productCount, cardsBefore };
}

async function localeChanges(
  get: Get,
  kept: KeptSnapshot,
  options: Required<FetchChangesOptions>,
): Promise<LocaleChanges> {
  const previous = kept.index;
  const filter = `&updated_since=${encodeURIComponent(options.since.toISOString())}`;
  const [lists, changed, total] = await Promise.all([
    fetchLists(get),
    fetchProducts(get, options.concurrency, filter),
    get<Page<ProductCard>>('/products?per_page=1'),
  ]);
  if (ignoresFilter(changed, options.since))
    return { kind: 'structural', reason: 'the API does not filter by updated_since' };
  const reason = structuralChange(lastBuild(kept, changed), lists, changed, total.total_count);
  if (reason) return { kind: 'structural', reason };
  const flashSalesChanged = JSON.stringify(lists.flash_sales) !== JSON.stringify(previous.flash_sales);
  const ratesChanged = JSON.stringify(lists.affiliate_rates) !== JSON.stringify(previous.affiliate_rates);
  const listsChanged = (Object.keys(lists) as (keyof typeof lists)[]).some(
    (key) => JSON.stringify(lists[key]) !== JSON.stringify(previous[key]),
  );
  if (changed.length === 0 && !listsChanged) return { kind: 'unchanged' };

  const changedIds = new Set(changed.map((card) => card.id));
  const affected = affectedProducts(kept.outlines.flat(), changedIds);
  const pages: ProductPageRecord[] = [];
  const [, newShopCategories] = await Promise.all([
    fetchDetails(
      get,
      [...affected].sort((a, b) => a - b),
      options.concurrency,
      (batch) => {
        pages.push(...batch.map(pageRecordOf));
      },
    ),
    fetchVendorCategories(get, newShops(previous, lists), options.concurrency),
  ]);
  const index: CatalogueIndex = {
    ...previous,
    ...lists,
    vendor_categories: { ...previous.vendor_categories, ...newShopCategories },
    fetched_at: new Date().toISOString(),
  };
  return {
    kind: 'patch',
    patch: { index, pages, cards: changed },
    scope: rebuildScope(lists, changed, affected, flashSalesChanged, changedShops(previous, lists), ratesChanged),
    changed: [...changedIds],
  };
}

/**
 * What changed in the API since the last build, as snapshot patches and the pages to render again; or why the
 * whole site must be rebuilt; or nothing. Reads the small lists, the products updated since `since` and the
 * pages that show them, in every locale.
 */
export async function fetchChanges(options: FetchChangesOptions): Promise<CatalogueChanges> {
  const settings = { concurrency: 16, timeoutMs: 30_000, ...options };
  const results = await Promise.all(
    LOCALES.map((locale) =>
      localeChanges(apiGetter(settings.apiBase, locale, settings.timeoutMs), settings.previous[locale], settings),
    ),
  );
  const structural = results.find((result) => result.kind === 'structural');
  if (structural) return structural;
  const patches = results.filter((result) => result.kind === 'patch');
  if (patches.length === 0) return { kind: 'unchanged' };
  if (patches.length !== results.length)
    return { kind: 'structural', reason: 'the languages disagree on what changed' };
  const paths = new Set(patches.flatMap((patch) => patch.scope.paths));
  return {
    kind: 'patch',
    patches: patches.map((result) => result.patch),
    scope: { paths: [...paths].sort() },
    changed: [...new Set(patches.flatMap((patch) => patch.changed))],
  };
}
