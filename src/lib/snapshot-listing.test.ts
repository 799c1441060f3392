import { describe, expect, it } from 'vitest';
import type { Category, ProductCard } from '#contract';
import { type CatalogueSnapshot, flattenCategories } from '@/lib/catalogue';
import { productCard } from '@/lib/product-card.test-helpers';
import { snapshotFacets } from './snapshot-facets.test-helpers';
import { countListingsAhead, patchedFrom, snapshotListing } from './snapshot-listing';

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

describe('a patched snapshot’s listings (an incremental build, counted ahead from the snapshot it patches)', () => {
  const node = (id: number, slug: string, parent_id: number | null, children: Category[] = []) =>
    ({ id, slug, name: slug.toUpperCase(), parent_id, children }) as unknown as Category;
  const tree = [node(1, 'men', null, [node(2, 'panjabi', 1), node(3, 'shirts', 1)]), node(4, 'women', null)];
  const leaves = [2, 3, 4];
  const colours = ['red', 'blue', 'green', 'olive', 'sky'];
  const sizes = ['S', 'M', 'L', 'XL'];
  /** The same products every time: a simple deterministic mix of categories, shops, brands, colours and sizes. */
  const summaryOf = (id: number, shift = 0) => ({
    product: {
      id,
      updated_at: '',
      variant_options: [
        {
          name: 'color',
          label: 'Colour',
          values: [colours[(id + shift) % 5]!, colours[(id * 3 + shift) % 5]!].map((value) => ({
            value,
            label: value.toUpperCase(),
            hex: '#000',
          })),
        },
        { name: 'size', label: 'Size', values: [{ value: sizes[id % 4]!, label: sizes[id % 4]! }] },
      ],
    },
    shows: [],
  });
  const cardOf = (id: number) =>
    productCard({
      id,
      price: 1000 + id,
      sale_price: 900 + (id % 7) * 50,
      quantity: id % 3,
      rating: id % 5,
      category: { id: leaves[id % 3]!, slug: '', name: '' },
      seller: { id: 10 + (id % 3), slug: '', name: `Shop ${id % 3}`, rating: 4, rating_count: 1 },
      brand: id % 4 === 0 ? null : { id: id % 4, slug: `b${id % 4}`, name: `Brand ${id % 4}` },
    });
  const ids = Array.from({ length: 120 }, (_, i) => i + 1);
  const snapshotFrom = (products: ProductCard[], details: Record<string, unknown>) =>
    ({
      categories: tree,
      vendors: [10, 11, 12].map((id) => ({ id })),
      products,
      details,
    }) as unknown as CatalogueSnapshot;
  const unpatched = () => snapshotFrom(ids.map(cardOf), Object.fromEntries(ids.map((id) => [id, summaryOf(id)])));

  /** `from` patched: cards with new prices, stock, ratings and brands, pages with other colours, one colour gone, one new. */
  function patchOf(from: CatalogueSnapshot): CatalogueSnapshot {
    const details = { ...from.details } as Record<string, ReturnType<typeof summaryOf>>;
    for (const id of [3, 17, 40, 41, 99]) details[id] = summaryOf(id, 2);
    const products = from.products.map((card) =>
      card.id % 9 === 0 ? { ...card, sale_price: card.sale_price * 3, quantity: 0, rating: 5, brand: null } : card,
    );
    for (const [id, summary] of Object.entries(details)) {
      const values = summary.product.variant_options[0]!.values;
      if (values.some((value) => value.value === 'olive')) {
        details[id] = structuredClone(summary);
        details[id].product.variant_options[0]!.values = values.map((value) =>
          value.value === 'olive' ? { value: 'plum', label: 'PLUM', hex: '#800' } : value,
        );
      }
    }
    return snapshotFrom(products, details);
  }
  const scopes = [{}, ...flattenCategories(tree).map((category) => ({ category })), { vendorId: 11 }];

  it('are the listings counted afresh, in every scope', () => {
    const from = unpatched();
    countListingsAhead(from);
    const patched = patchOf(from);
    expect(patchedFrom(patched, from)).toBe(true);
    const afresh = snapshotFrom(patched.products, patched.details);
    for (const scope of scopes) {
      expect(snapshotListing(patched, scope)).toEqual(snapshotListing(afresh, scope));
    }
    expect(snapshotListing(patched).facets.colors.map((colour) => colour.value)).toContain('plum');
    expect(snapshotListing(patched).facets.colors.map((colour) => colour.value)).not.toContain('olive');
  });

  it('leave the listings counted ahead as they were', () => {
    const from = unpatched();
    countListingsAhead(from);
    const counted = structuredClone(snapshotListing(from));
    const patched = patchOf(from);
    patchedFrom(patched, from);
    snapshotListing(patched);
    expect(snapshotListing(from)).toEqual(counted);
  });

  it('are counted afresh when it is not a patch: a product moved, added or removed, or the categories changed', () => {
    const from = unpatched();
    const moved = from.products.map((card) =>
      card.id === 5 ? { ...card, category: { ...card.category, id: card.category.id === 2 ? 3 : 2 } } : card,
    );
    expect(patchedFrom(snapshotFrom(moved, from.details), from)).toBe(false);
    expect(patchedFrom(snapshotFrom(from.products.slice(1), from.details), from)).toBe(false);
    expect(patchedFrom({ ...from, categories: [tree[1]!] }, from)).toBe(false);
  });
});
