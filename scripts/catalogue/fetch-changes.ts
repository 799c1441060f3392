import { LOCALES, type Locale, type Page, type ProductCard, type ProductDetailsResponse } from '#contract';
import type { BuildScope } from '../../src/lib/build-scope';
import type { CatalogueSnapshot } from '../../src/lib/catalogue';
import { affectedProducts, changedShops, newShops, rebuildScope, structuralChange } from '../site-build/change-scope';
import { apiGetter, type Get } from './api-client';
import { fetchLists } from './fetch-lists';
import { fetchDetails, fetchProducts } from './fetch-products';
import { fetchVendorCategories } from './fetch-vendor-categories';
import { summarise } from './snapshot-files';

export interface FetchChangesOptions {
  apiBase: string;
  previous: Record<Locale, CatalogueSnapshot>;
  /** Products updated after this instant are fetched again. */
  since: Date;
  concurrency?: number;
  timeoutMs?: number;
}

/**
 * One locale's snapshot with the changes in (its cards and summaries), the new pages of the affected products and
 * the products whose card changed.
 */
export interface SnapshotPatch {
  snapshot: CatalogueSnapshot;
  details: ProductDetailsResponse[];
  changedCards: number[];
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

async function localeChanges(
  get: Get,
  previous: CatalogueSnapshot,
  options: Required<FetchChangesOptions>,
): Promise<LocaleChanges> {
  const filter = `&updated_since=${encodeURIComponent(options.since.toISOString())}`;
  const [lists, changed, total] = await Promise.all([
    fetchLists(get),
    fetchProducts(get, options.concurrency, filter),
    get<Page<ProductCard>>('/products?per_page=1'),
  ]);
  if (ignoresFilter(changed, options.since))
    return { kind: 'structural', reason: 'the API does not filter by updated_since' };
  const reason = structuralChange(previous, lists, changed, total.total_count);
  if (reason) return { kind: 'structural', reason };
  const flashSalesChanged = JSON.stringify(lists.flash_sales) !== JSON.stringify(previous.flash_sales);
  const ratesChanged = JSON.stringify(lists.affiliate_rates) !== JSON.stringify(previous.affiliate_rates);
  const listsChanged = (Object.keys(lists) as (keyof typeof lists)[]).some(
    (key) => JSON.stringify(lists[key]) !== JSON.stringify(previous[key]),
  );
  if (changed.length === 0 && !listsChanged) return { kind: 'unchanged' };

  const fresh = new Map(changed.map((card) => [card.id, card]));
  const products = previous.products.map((card) => fresh.get(card.id) ?? card);
  const affected = affectedProducts(previous, new Set(fresh.keys()));
  const details: ProductDetailsResponse[] = [];
  const affectedCards = products.filter((card) => affected.has(card.id));
  const [, newShopCategories] = await Promise.all([
    fetchDetails(get, affectedCards, options.concurrency, (batch) => {
      details.push(...batch);
    }),
    fetchVendorCategories(get, newShops(previous, lists), options.concurrency),
  ]);
  const snapshot: CatalogueSnapshot = {
    ...previous,
    ...lists,
    vendor_categories: { ...previous.vendor_categories, ...newShopCategories },
    fetched_at: new Date().toISOString(),
    products,
    details: {
      ...previous.details,
      ...Object.fromEntries(details.map((detail) => [String(detail.product.id), summarise(detail)])),
    },
  };
  return {
    kind: 'patch',
    patch: { snapshot, details, changedCards: [...fresh.keys()] },
    scope: rebuildScope(snapshot, changed, affected, flashSalesChanged, changedShops(previous, lists), ratesChanged),
    changed: [...fresh.keys()],
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
