import type { Category, ProductCard, ProductFacets } from '#contract';
import { type CatalogueSnapshot, flattenCategories, listingProducts } from './catalogue-snapshot';
import { copyCounters, countFacets, countProduct, type FacetCounters, facetsOf } from './snapshot-facets';

export interface SnapshotListing {
  products: ProductCard[];
  facets: ProductFacets;
}

export interface ListingScope {
  category?: Category;
  vendorId?: number;
}

interface CountedListing extends SnapshotListing {
  counters: FacetCounters;
}

const listings = new WeakMap<CatalogueSnapshot, Map<string, CountedListing>>();

/**
 * Of a patched snapshot (an incremental build's): the snapshot it was patched from, and the place of each product
 * whose card or page summary may differ, by id.
 */
const patches = new WeakMap<CatalogueSnapshot, { from: CatalogueSnapshot; changed: Map<number, number> }>();

const scopeKey = (scope: ListingScope) => `${scope.category?.id ?? ''}/${scope.vendorId ?? ''}`;

/**
 * A listing's products and facets from the snapshot, counted once per snapshot and scope: the all-products page
 * and every shop layout page list the whole catalogue (nine pages per language, each counting 100,000 products at
 * that size), and a category's listing comes again under /shop/all-products/{id}. A patched snapshot's listing is the
 * listing counted ahead for the snapshot it was patched from, with the changed products counted again. Pages only
 * read it.
 */
export function snapshotListing(snapshot: CatalogueSnapshot, scope: ListingScope = {}): SnapshotListing {
  let kept = listings.get(snapshot);
  if (!kept) {
    kept = new Map();
    listings.set(snapshot, kept);
  }
  const key = scopeKey(scope);
  let listing = kept.get(key);
  if (!listing) {
    listing = patchedListing(snapshot, key) ?? countedListing(snapshot, scope);
    kept.set(key, listing);
  }
  return listing;
}

function countedListing(snapshot: CatalogueSnapshot, scope: ListingScope): CountedListing {
  const products = listingProducts(snapshot, scope);
  const counters = countFacets(products, snapshot.details, snapshot.categories);
  return { products, counters, facets: facetsOf(counters, products) };
}

/** The listing from the one counted for the snapshot `snapshot` was patched from; none if that was not counted. */
function patchedListing(snapshot: CatalogueSnapshot, key: string): CountedListing | null {
  const patch = patches.get(snapshot);
  const before = patch && listings.get(patch.from)?.get(key);
  if (!before) return null;
  const counters = copyCounters(before.counters);
  const products = before.products.map((card) => {
    const place = patch.changed.get(card.id);
    if (place === undefined) return card;
    const now = snapshot.products[place]!;
    countProduct(counters, card, patch.from.details[card.id], -1);
    countProduct(counters, now, snapshot.details[now.id], 1);
    return now;
  });
  return { products, counters, facets: facetsOf(counters, products) };
}

/**
 * While Astro waits for an incremental build's patch: every listing of the snapshot being patched (the whole
 * catalogue, each category, each shop), so that the patched snapshot's only count their changed products.
 */
export function countListingsAhead(snapshot: CatalogueSnapshot): void {
  snapshotListing(snapshot);
  for (const category of flattenCategories(snapshot.categories)) snapshotListing(snapshot, { category });
  for (const vendor of snapshot.vendors) snapshotListing(snapshot, { vendorId: vendor.id });
}

/**
 * Records that `snapshot` is `from` patched: the same products in the same order, categories and shops, some cards
 * and page summaries new (those of a card file written anew; a linked file's are the very same objects). Anything
 * else, and its listings are counted afresh. Answers whether it is recorded.
 */
export function patchedFrom(snapshot: CatalogueSnapshot, from: CatalogueSnapshot): boolean {
  if (snapshot.products.length !== from.products.length) return false;
  if (JSON.stringify(snapshot.categories) !== JSON.stringify(from.categories)) return false;
  const changed = new Map<number, number>();
  for (const [place, now] of snapshot.products.entries()) {
    const before = from.products[place]!;
    if (now === before && snapshot.details[now.id] === from.details[now.id]) continue;
    if (now.id !== before.id || now.category.id !== before.category.id || now.seller.id !== before.seller.id) {
      return false;
    }
    changed.set(now.id, place);
  }
  patches.set(snapshot, { from, changed });
  return true;
}
