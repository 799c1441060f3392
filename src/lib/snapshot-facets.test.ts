import { describe, expect, it } from 'vitest';
import type { Category, ProductCard, ProductDetailsResponse } from '#contract';
import { productCard } from '@/lib/product-card.test-helpers';
import { snapshotFacets } from './snapshot-facets.test-helpers';

const card = (id: number, overrides: Partial<ProductCard>) =>
  productCard({
    id,
    price: 1000,
    sale_price: 1000,
    quantity: 1,
    rating: 0,
    category: { id: 1, slug: 'shirts', name: 'Shirts' },
    seller: { id: 3, slug: 'surma', name: 'Surma', rating: 4, rating_count: 1 },
    ...overrides,
  });

const details = (colours: string[], sizes: string[]) =>
  ({
    product: {
      variant_options: [
        {
          name: 'color',
          label: 'Colour',
          values: colours.map((value) => ({ value, label: value.toUpperCase(), hex: '#000' })),
        },
        { name: 'size', label: 'Size', values: sizes.map((value) => ({ value, label: value })) },
      ],
    },
  }) as unknown as ProductDetailsResponse;

describe('snapshotFacets', () => {
  const products = [
    card(1, { sale_price: 800, rating: 4.5, brand: { id: 1, slug: 'aarong', name: 'Aarong' } }),
    card(2, { quantity: 0, rating: 3, seller: { id: 9, slug: 'x', name: 'Anondo', rating: 1, rating_count: 1 } }),
    card(3, { price: 3000, sale_price: 2500, category: { id: 2, slug: 'panjabi', name: 'Panjabi' } }),
  ];
  const node = (id: number, slug: string, children: Category[] = []) =>
    ({ id, slug, name: slug.toUpperCase(), children }) as Category;
  const tree = [node(5, 'women'), node(4, 'men', [node(2, 'panjabi'), node(1, 'shirts')])];
  const facets = snapshotFacets(
    products,
    {
      '1': details(['navy', 'red'], ['XL', 'S', 'M']),
      '2': details(['navy'], ['L']),
      '3': details([], ['40', '38']),
    },
    tree,
  );

  it('counts each product once per value', () => {
    expect(facets.total_count).toBe(3);
    expect(facets.colors.map((v) => [v.value, v.count, v.label])).toEqual([
      ['navy', 2, 'NAVY'],
      ['red', 1, 'RED'],
    ]);
    expect(facets.categories.map((v) => [v.value, v.count, v.label])).toEqual([
      ['men', 3, 'MEN'],
      ['panjabi', 1, 'PANJABI'],
      ['shirts', 2, 'SHIRTS'],
    ]);
    expect(facets.brands).toEqual([{ value: 'aarong', label: 'Aarong', count: 1 }]);
    expect(facets.vendors.map((v) => [v.value, v.count])).toEqual([
      ['9', 1],
      ['3', 2],
    ]);
  });

  it('orders letter sizes as worn, then numbers', () => {
    expect(facets.sizes.map((v) => v.value)).toEqual(['S', 'M', 'L', 'XL', '38', '40']);
  });

  it('counts stock, sales, ratings and the price range', () => {
    expect(facets.in_stock).toBe(2);
    expect(facets.on_sale).toBe(2);
    expect(facets.ratings.map((v) => v.count)).toEqual([1, 2, 2, 2]);
    expect(facets.price).toEqual({ min: 800, max: 2500 });
    expect(snapshotFacets([], {}, []).price).toBeNull();
  });

  it('counts a listing larger than a call may take arguments (130,000 prices overflowed the stack)', () => {
    const many = Array.from({ length: 150_000 }, (_, n) => card(n + 1, { sale_price: 1000 + (n % 977), price: 2000 }));
    const counted = snapshotFacets(many, {}, tree);
    expect(counted.price).toEqual({ min: 1000, max: 1976 });
    expect(counted.on_sale).toBe(150_000);
  });
});
