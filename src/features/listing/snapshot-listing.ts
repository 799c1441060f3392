import type { Category, ProductCard, ProductFacets } from '#contract';
import { type CatalogueSnapshot, listingProducts } from '@/lib/catalogue';
import { snapshotFacets } from './snapshot-facets';

export interface SnapshotListing {
  products: ProductCard[];
  facets: ProductFacets;
}

export interface ListingScope {
  category?: Category;
  vendorId?: number;
}

const listings = new WeakMap<CatalogueSnapshot, Map<string, SnapshotListing>>();

/**
 * A listing's products and facets from the snapshot, counted once per snapshot and scope: the all-products page
 * and every shop layout page list the whole catalogue (nine pages per language, each counting 100,000 products at
 * that size), and a category's listing comes again under /shop/all-products/{id}. Pages only read it.
 */
export function snapshotListing(snapshot: CatalogueSnapshot, scope: ListingScope = {}): SnapshotListing {
  let kept = listings.get(snapshot);
  if (!kept) {
    kept = new Map();
    listings.set(snapshot, kept);
  }
  const key = `${scope.category?.id ?? ''}/${scope.vendorId ?? ''}`;
  let listing = kept.get(key);
  if (!listing) {
    const products = listingProducts(snapshot, scope);
    listing = { products, facets: snapshotFacets(products, snapshot.details, snapshot.categories) };
    kept.set(key, listing);
  }
  return listing;
}
