import { describe, expect, it } from 'vitest';
import { countFacetRows, countPassing, type FacetRow, newestPassing } from './facet-count';
import { buildFacetIndex, type IndexedProduct, type IndexSource } from './facet-index';
import type { ProductFilter } from './product-filters';

const NOW = new Date('2026-06-01T12:00:00Z');
const MICROS_PER_MS = 1000;

const product = (id: number, fields: Partial<IndexedProduct> = {}): IndexedProduct => ({
  id,
  categoryId: 10,
  brandId: 1,
  vendorId: 100,
  ratingTenths: 40,
  minPrice: 1000,
  discountType: null,
  discountValue: 0,
  inStock: true,
  colors: ['red'],
  sizes: ['M'],
  updatedMicros: Date.parse('2026-01-01T00:00:00Z') * MICROS_PER_MS,
  createdMicros: Date.parse('2025-01-01T00:00:00Z') * MICROS_PER_MS,
  ...fields,
});

const source = (products: IndexedProduct[], fields: Partial<IndexSource> = {}): IndexSource => ({
  version: 1,
  snapshot: '',
  products,
  flashItems: [],
  brands: new Map([
    [1, { slug: 'aarong', nameEn: 'Aarong', nameBn: 'আড়ং' }],
    [2, { slug: 'shuvro', nameEn: 'Shuvro', nameBn: 'শুভ্র' }],
  ]),
  vendors: new Map([
    [100, { nameEn: 'Dhaka Loom', nameBn: 'ঢাকা লুম' }],
    [200, { nameEn: 'Sylhet Tea', nameBn: 'সিলেট চা' }],
  ]),
  swatches: new Map([
    ['red', { nameEn: 'Red', nameBn: 'লাল', hex: '#ff0000' }],
    ['blue', { nameEn: 'Blue', nameBn: 'নীল', hex: '#0000ff' }],
  ]),
  categories: [],
  ...fields,
});

function count(
  products: IndexedProduct[],
  filter: ProductFilter = {},
  { matching, now = NOW, fields }: { matching?: number[]; now?: Date; fields?: Partial<IndexSource> } = {},
): FacetRow[] {
  return countFacetRows(buildFacetIndex(source(products, fields)), filter, matching, now, 'en');
}

/** The rows of one facet as key → count. */
const counts = (rows: FacetRow[], facet: FacetRow['facet']) =>
  Object.fromEntries(rows.filter((row) => row.facet === facet).map((row) => [row.key ?? facet, row.count]));

describe('countFacetRows', () => {
  it('counts each facet with every other filter applied but not its own', () => {
    const products = [
      product(1, { brandId: 1, colors: ['red'] }),
      product(2, { brandId: 2, colors: ['red'] }),
      product(3, { brandId: 1, colors: ['blue'] }),
    ];
    const rows = count(products, { brandIds: [1], colors: ['red'] });
    expect(counts(rows, 'total')).toEqual({ total: 1 });
    // Brand counted over the red products (1, 2), colour over brand 1's (1, 3).
    expect(counts(rows, 'brand')).toEqual({ aarong: 1, shuvro: 1 });
    expect(counts(rows, 'color')).toEqual({ red: 1, blue: 1 });
  });

  it('counts a product failing two filters in no facet', () => {
    const rows = count([product(1), product(2, { brandId: 2, colors: ['blue'] })], {
      brandIds: [1],
      colors: ['red'],
    });
    expect(counts(rows, 'brand')).toEqual({ aarong: 1 });
    expect(counts(rows, 'color')).toEqual({ red: 1 });
    expect(counts(rows, 'category')).toEqual({ '10': 1 });
  });

  it('counts only the products a search matched, leaving out ids the index no longer holds', () => {
    const rows = count([product(1), product(2), product(3)], {}, { matching: [3, 1, 99] });
    expect(counts(rows, 'total')).toEqual({ total: 2 });
  });

  it('counts nothing when a search matched nothing', () => {
    expect(counts(count([product(1)], {}, { matching: [] }), 'total')).toEqual({ total: 0 });
  });

  it('gives the lowest and highest sale price, skipping a product without a price as SQL skips NULL', () => {
    const rows = count([
      product(1, { minPrice: 500 }),
      product(2, { minPrice: 2000, discountType: 'flat', discountValue: 300 }),
      product(3, { minPrice: null }),
    ]);
    expect(rows.find((row) => row.facet === 'price')).toMatchObject({ count: 3, low: 500, high: 1700 });
  });

  it('gives no price range when no product has a price', () => {
    const price = count([product(1, { minPrice: null })]).find((row) => row.facet === 'price');
    expect(price).toMatchObject({ low: null, high: null });
  });

  it('filters by price at the sale price, never passing a product without one', () => {
    const rows = count(
      [
        product(1, { minPrice: 1000, discountType: 'percent', discountValue: 50 }),
        product(2, { minPrice: 1000 }),
        product(3, { minPrice: null }),
      ],
      { priceMax: 600 },
    );
    expect(counts(rows, 'total')).toEqual({ total: 1 });
  });

  it('prices by the best flash sale running at the request time, and by the own discount once it ends', () => {
    const flashItems = [
      { productId: 1, discountPercent: 10, startsAt: new Date('2026-06-01T00:00:00Z'), endsAt: NOW },
      {
        productId: 1,
        discountPercent: 30,
        startsAt: new Date('2026-06-01T00:00:00Z'),
        endsAt: new Date('2026-06-02T00:00:00Z'),
      },
    ];
    const index = buildFacetIndex(
      source([product(1, { discountType: 'flat', discountValue: 100 }), product(2)], { flashItems }),
    );
    const during = countFacetRows(index, { onSale: true }, undefined, new Date('2026-06-01T11:00:00Z'), 'en');
    expect(during.find((row) => row.facet === 'price')).toMatchObject({ low: 700 });
    const after = countFacetRows(index, { onSale: true }, undefined, new Date('2026-06-02T00:00:00Z'), 'en');
    expect(after.find((row) => row.facet === 'price')).toMatchObject({ low: 900 });
    expect(counts(after, 'on_sale')).toEqual({ on_sale: 1 });
  });

  it('keeps products changed after updated_since to the microsecond, as PostgreSQL keeps the time', () => {
    const since = new Date('2026-03-01T00:00:00.000Z');
    const at = since.getTime() * MICROS_PER_MS;
    const rows = count(
      [product(1, { updatedMicros: at }), product(2, { updatedMicros: at + 1 }), product(3, { updatedMicros: at - 1 })],
      { updatedSince: since },
    );
    expect(counts(rows, 'total')).toEqual({ total: 1 });
  });

  it('counts a product without a brand everywhere but among the brands, and leaves it out of a brand filter', () => {
    const products = [product(1, { brandId: null }), product(2, { brandId: 2 })];
    expect(counts(count(products), 'brand')).toEqual({ shuvro: 1 });
    expect(counts(count(products), 'total')).toEqual({ total: 2 });
    expect(counts(count(products, { brandIds: [2] }), 'total')).toEqual({ total: 1 });
  });

  it('counts ratings as at least so many stars', () => {
    const rows = count([
      product(1, { ratingTenths: 45 }),
      product(2, { ratingTenths: 30 }),
      product(3, { ratingTenths: 9 }),
    ]);
    expect(counts(rows, 'rating')).toEqual({ '1': 2, '2': 2, '3': 2, '4': 1 });
    expect(counts(count([product(1, { ratingTenths: 45 })], { rating: 5 }), 'total')).toEqual({ total: 0 });
  });

  it('counts a product once per colour and size it has, matching any of the chosen ones', () => {
    const products = [product(1, { colors: ['red', 'blue'], sizes: ['S', 'M'] }), product(2, { sizes: ['L'] })];
    expect(counts(count(products), 'size')).toEqual({ S: 1, M: 1, L: 1 });
    expect(counts(count(products, { sizes: ['S', 'L'] }), 'total')).toEqual({ total: 2 });
    expect(counts(count(products, { colors: ['blue'] }), 'size')).toEqual({ S: 1, M: 1 });
  });

  it('counts in stock and on sale with their own filters left out', () => {
    const products = [
      product(1, { inStock: false, discountType: 'percent', discountValue: 10 }),
      product(2, { inStock: true }),
      product(3, { inStock: true, discountType: 'flat', discountValue: 50 }),
    ];
    const both = count(products, { inStock: true, onSale: true });
    expect(counts(both, 'total')).toEqual({ total: 1 });
    expect(counts(both, 'in_stock')).toEqual({ in_stock: 1 });
    expect(counts(both, 'on_sale')).toEqual({ on_sale: 1 });
    expect(counts(count(products, { inStock: true }), 'on_sale')).toEqual({ on_sale: 1 });
    expect(counts(count(products, { onSale: true }), 'in_stock')).toEqual({ in_stock: 1 });
    expect(counts(count(products), 'on_sale')).toEqual({ on_sale: 2 });
  });

  it('names brands, shops and colours in the locale, colours with their hex', () => {
    const index = buildFacetIndex(source([product(1), product(2, { vendorId: 200 })]));
    const rows = countFacetRows(index, {}, undefined, NOW, 'bn');
    const labels = Object.fromEntries(rows.filter((row) => row.label).map((row) => [row.key, row.label]));
    expect(labels).toEqual({ aarong: 'আড়ং', '100': 'ঢাকা লুম', '200': 'সিলেট চা', red: 'লাল' });
    expect(rows.find((row) => row.facet === 'color')?.hex).toBe('#ff0000');
  });

  it('leaves out a brand, shop or colour it has no name for', () => {
    const rows = count([product(1, { brandId: 3, vendorId: 300, colors: ['teal'] })]);
    expect(rows.filter((row) => ['brand', 'vendor', 'color'].includes(row.facet))).toEqual([]);
    expect(counts(rows, 'total')).toEqual({ total: 1 });
  });
});

describe('countPassing', () => {
  const products = [
    product(1, { brandId: 1, colors: ['red'] }),
    product(2, { brandId: 2, colors: ['red'], inStock: false }),
    product(3, { brandId: 1, colors: ['blue'] }),
    product(4, { brandId: 1, colors: ['red', 'blue'], minPrice: null }),
  ];
  const passing = (filter: ProductFilter, matching?: number[]) =>
    countPassing(buildFacetIndex(source(products)), filter, matching, NOW);

  it("counts the products passing every filter, as the facets' total does", () => {
    expect(passing({})).toBe(4);
    expect(passing({ brandIds: [1], colors: ['red'] })).toBe(2);
    expect(passing({ brandIds: [1], colors: ['red'], inStock: true })).toBe(2);
    expect(passing({ colors: ['red'], inStock: true })).toBe(2);
    expect(passing({ priceMin: 0 })).toBe(3);
  });

  it("counts among a search's matches only", () => {
    expect(passing({ brandIds: [1] }, [2, 3, 4])).toBe(2);
    expect(passing({}, [])).toBe(0);
  });
});

describe('newestPassing', () => {
  const at = (day: number) => Date.parse(`2025-01-${String(day).padStart(2, '0')}T00:00:00Z`) * MICROS_PER_MS;
  const products = [
    product(1, { createdMicros: at(3) }),
    product(2, { createdMicros: at(5), brandId: 2 }),
    product(3, { createdMicros: at(4) }),
    product(4, { createdMicros: at(4) + 1 }),
    product(5, { createdMicros: at(4) }),
  ];
  const page = (filter: ProductFilter, offset: number, limit: number, matching?: number[]) =>
    newestPassing(buildFacetIndex(source(products)), filter, matching, NOW, { offset, limit });

  it('pages the products passing every filter newest first, those created at the same time by id descending', () => {
    expect(page({}, 0, 10)).toEqual([2, 4, 5, 3, 1]);
    expect(page({ brandIds: [1] }, 0, 2)).toEqual([4, 5]);
    expect(page({ brandIds: [1] }, 2, 2)).toEqual([3, 1]);
    expect(page({ brandIds: [1] }, 4, 2)).toEqual([]);
  });

  it("pages among a search's matches only", () => {
    expect(page({}, 0, 10, [1, 3, 2])).toEqual([2, 3, 1]);
  });
});
