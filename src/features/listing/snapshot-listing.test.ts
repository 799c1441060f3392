import { describe, expect, it } from 'vitest';
import type { Category } from '#contract';
import type { CatalogueSnapshot } from '@/lib/catalogue';
import { productCard } from '@/lib/product-card.test-helpers';
import { snapshotFacets } from './snapshot-facets';
import { snapshotListing } from './snapshot-listing';

const shirts = { id: 1, slug: 'shirts', name: 'Shirts', children: [] } as unknown as Category;
const saris = { id: 2, slug: 'saris', name: 'Saris', children: [] } as unknown as Category;

const snapshotOf = () =>
  ({
    categories: [shirts, saris],
    details: {},
    products: [
      productCard({ id: 1, category: { id: 1, slug: 'shirts', name: 'Shirts' } }),
      productCard({ id: 2, category: { id: 2, slug: 'saris', name: 'Saris' } }),
      productCard({ id: 3, category: { id: 1, slug: 'shirts', name: 'Shirts' } }),
    ],
  }) as unknown as CatalogueSnapshot;

describe('a listing from the snapshot', () => {
  it('lists its scope’s products with their facets', () => {
    const snapshot = snapshotOf();
    const listing = snapshotListing(snapshot, { category: shirts });
    expect(listing.products.map((product) => product.id)).toEqual([1, 3]);
    expect(listing.facets).toEqual(snapshotFacets(listing.products, {}, snapshot.categories));
    expect(snapshotListing(snapshot).products).toHaveLength(3);
  });

  it('is counted once per snapshot and scope, however many pages show it', () => {
    const snapshot = snapshotOf();
    const whole = snapshotListing(snapshot);
    expect(snapshotListing(snapshot, {})).toBe(whole);
    expect(snapshotListing(snapshot, { category: shirts })).toBe(snapshotListing(snapshot, { category: shirts }));
    expect(snapshotListing(snapshot, { category: saris })).not.toBe(snapshotListing(snapshot, { category: shirts }));
    expect(snapshotListing(snapshot, { vendorId: 1 })).not.toBe(whole);
    expect(snapshotListing(snapshotOf())).not.toBe(whole);
  });
});
