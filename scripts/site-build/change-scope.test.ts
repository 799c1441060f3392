import { describe, expect, it } from 'vitest';
import type { Category, ProductCard, ProductPageRecord } from '#contract';
import type { CatalogueSnapshot } from '../../src/lib/catalogue';
import { productCard } from '../../src/lib/product-card.test-helpers';
import { outlineOf, summarise } from '../catalogue/snapshot-files';
import {
  affectedProducts,
  type CatalogueLists,
  changedShops,
  type LastBuild,
  newShops,
  rebuildScope,
  structuralChange,
} from './change-scope';

const category = (id: number, slug: string, parent_id: number | null, children: Category[] = []): Category => ({
  id,
  slug,
  name: slug,
  parent_id,
  image: null,
  product_count: 1,
  children,
});
const categories = [category(1, 'fashion', null, [category(2, 'sarees', 1)]), category(3, 'tea', null)];

const card = (id: number, categoryId: number, overrides: Partial<ProductCard> = {}) =>
  productCard({
    id,
    price: 100,
    category: { id: categoryId, slug: '', name: '' },
    seller: { id: 10 + categoryId, slug: '', name: '', rating: 0, rating_count: 0 },
    ...overrides,
  });

const details = (id: number, related: number[], next: number | null = null) =>
  summarise({
    product: { id, updated_at: '', variant_options: [] },
    relatedIds: related,
    prevId: null,
    nextId: next,
  } as unknown as ProductPageRecord);

const products = [card(1, 2), card(2, 2), card(3, 3), card(4, 2)];
const snapshot = {
  categories,
  brands: [],
  vendors: [],
  flash_sales: [],
  productCount: products.length,
  cardsBefore: new Map(products.map((product) => [product.id, product])),
} as unknown as LastBuild;
const outlines = outlineOf({
  products,
  details: { '1': details(1, [2]), '2': details(2, [4]), '3': details(3, []), '4': details(4, [], 2) },
});
const lists = { categories, brands: [], vendors: [] } as unknown as CatalogueLists;
const shop = (id: number, rating = 0, rating_count = 0) =>
  ({ id, slug: `s${id}`, name: `S${id}`, rating, rating_count }) as CatalogueSnapshot['vendors'][number];

describe('structuralChange', () => {
  it('lets a price change through', () => {
    expect(structuralChange(snapshot, lists, [card(2, 2, { price: 90 })], 4)).toBeNull();
  });

  it.each([
    ['a product added', [card(9, 2)], 5, /added/],
    ['a product removed', [], 3, /removed/],
    ['a product moved to another category', [card(2, 3)], 4, /moved/],
  ])('names %s', (_case, changed, total, reason) => {
    expect(structuralChange(snapshot, lists, changed, total)).toMatch(reason);
  });

  it('names a renamed category', () => {
    const renamed = [category(1, 'fashion', null, [category(2, 'saris', 1)]), category(3, 'tea', null)];
    expect(structuralChange(snapshot, { ...lists, categories: renamed }, [], 4)).toBe('categories changed');
  });

  it('lets a new shop through, and names a shop renamed, moved to another path or removed', () => {
    const before = { ...snapshot, vendors: [shop(1), shop(2)] };
    expect(structuralChange(before, { ...lists, vendors: [shop(1), shop(2), shop(3)] }, [], 4)).toBeNull();
    expect(structuralChange(before, { ...lists, vendors: [shop(3), shop(2, 5, 1), shop(1)] }, [], 4)).toBeNull();
    for (const vendors of [[shop(1), { ...shop(2), name: 'Two' }], [shop(1), { ...shop(2), slug: 'two' }], [shop(1)]]) {
      expect(structuralChange(before, { ...lists, vendors }, [], 4)).toBe('shops renamed or removed');
    }
  });

  it('names changed contact details, which every page shows in its footer', () => {
    const before = { ...snapshot, home_info: { phone: '+8801700000000' } } as unknown as LastBuild;
    const moved = { ...lists, home_info: { phone: '+8801800000000' } } as unknown as CatalogueLists;
    expect(structuralChange(before, moved, [], 4)).toBe('contact details changed');
    expect(structuralChange(before, { ...moved, home_info: before.home_info }, [], 4)).toBeNull();
  });

  it('ignores category counts', () => {
    const counted = structuredClone(categories).map((item) => ({ ...item, product_count: 99 }));
    expect(structuralChange(snapshot, { ...lists, categories: counted }, [], 4)).toBeNull();
  });
});

describe('affectedProducts', () => {
  it('adds the products whose pages show a changed one', () => {
    expect([...affectedProducts(outlines, new Set([2]))].sort()).toEqual([1, 2, 4]);
    expect([...affectedProducts(outlines, new Set([3]))]).toEqual([3]);
  });
});

describe('rebuildScope', () => {
  it('covers home, shared listings, affected product pages, the category chain and the shop', () => {
    const scope = rebuildScope(snapshot, [card(2, 2)], new Set([1, 2, 4]), false);
    expect(scope.paths).toEqual([
      '/',
      '/categories/fashion/*',
      '/categories/sarees/*',
      '/product/1',
      '/product/2',
      '/product/4',
      '/shop/all-products/*',
      '/shop/nosidebar/*',
      '/shop/profile/12/*',
      '/shop/sidebar/*',
    ]);
  });

  it('adds the pages of the changed shops and the two pages that list every shop', () => {
    expect(rebuildScope(snapshot, [], new Set(), false, [7]).paths).toEqual(
      expect.arrayContaining(['/shops', '/shop/profile', '/shop/profile/7/*']),
    );
    const priceOnly = rebuildScope(snapshot, [card(3, 3)], new Set([3]), false).paths;
    expect(priceOnly).not.toContain('/shop/profile');
    expect(priceOnly).not.toContain('/shops');
  });

  it('adds the flash sales when a changed product is on sale or the sales changed', () => {
    expect(rebuildScope(snapshot, [card(3, 3)], new Set([3]), false).paths).not.toContain('/flash-sales/*');
    expect(rebuildScope(snapshot, [card(3, 3)], new Set([3]), true).paths).toContain('/flash-sales/*');
    const onSale = card(3, 3, { flash_sale_ends_at: '2030-01-01T00:00:00Z' });
    expect(rebuildScope(snapshot, [onSale], new Set([3]), false).paths).toContain('/flash-sales/*');
  });
});

describe('changedShops and newShops', () => {
  const before = { ...snapshot, vendors: [shop(1, 4.5, 10), shop(2, 4, 3), shop(3, 3, 1), shop(5)] };
  const after = {
    ...lists,
    vendors: [shop(1, 4.5, 10), shop(2, 4, 4), shop(3, 3.5, 1), shop(4), { ...shop(5), address: 'Dhanmondi' }],
  } as unknown as CatalogueLists;

  it('names the shops whose rating, rating count or card changed, and the new ones', () => {
    expect(changedShops(before, after)).toEqual([2, 3, 4, 5]);
  });

  it('names only the new shops as new', () => {
    expect(newShops(before, after).map((vendor) => vendor.id)).toEqual([4]);
  });
});
