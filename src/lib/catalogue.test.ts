import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Category, ProductCard } from '#contract';
import { type CatalogueSnapshot, categoryBySlug, listingProducts, loadCatalogue, SNAPSHOT_FORMAT } from './catalogue';

const category = (id: number, slug: string, children: Category[] = []): Category => ({
  id,
  slug,
  name: slug,
  parent_id: null,
  image: null,
  product_count: 0,
  children,
});
const product = (id: number, categoryId: number, vendorId = 1) =>
  ({ id, category: { id: categoryId, slug: '', name: '' }, seller: { id: vendorId } }) as ProductCard;

const panjabi = category(2, 'panjabi-2');
const men = category(1, 'men-1', [panjabi]);
const snapshot = {
  categories: [men, category(3, 'women-3')],
  products: [product(9, 2), product(8, 3, 2), product(7, 1, 2), product(6, 2)],
} as CatalogueSnapshot;

describe('catalogue helpers', () => {
  it('finds nested categories by slug', () => {
    expect(categoryBySlug(snapshot, 'panjabi-2')).toBe(panjabi);
    expect(categoryBySlug(snapshot, 'nope')).toBeUndefined();
  });

  const ids = (products: ProductCard[]) => products.map((p) => p.id);

  it('lists the products of a category and its children in snapshot (newest-first) order', () => {
    expect(ids(listingProducts(snapshot))).toEqual([9, 8, 7, 6]);
    expect(ids(listingProducts(snapshot, { category: men }))).toEqual([9, 7, 6]);
    expect(ids(listingProducts(snapshot, { category: panjabi }))).toEqual([9, 6]);
  });

  it("lists a shop's products, within a category when one is given", () => {
    expect(ids(listingProducts(snapshot, { vendorId: 2 }))).toEqual([8, 7]);
    expect(ids(listingProducts(snapshot, { category: men, vendorId: 2 }))).toEqual([7]);
    expect(listingProducts(snapshot, { vendorId: 3 })).toEqual([]);
  });
});

describe('loadCatalogue', () => {
  const dir = mkdtempSync(join(tmpdir(), 'haat-snapshot-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the snapshot of a locale from HAAT_CATALOGUE_DIR once', () => {
    process.env.HAAT_CATALOGUE_DIR = dir;
    const { products: _cards, ...lists } = snapshot;
    writeFileSync(
      join(dir, 'bn.json'),
      JSON.stringify({ ...lists, locale: 'bn', format: SNAPSHOT_FORMAT, card_files: [], detail_files: [] }),
    );
    const first = loadCatalogue('bn');
    expect(first.locale).toBe('bn');
    expect(first.categories).toEqual(snapshot.categories);
    writeFileSync(join(dir, 'bn.json'), '{}');
    expect(loadCatalogue('bn')).toBe(first);
  });

  it('names the missing file', () => {
    process.env.HAAT_CATALOGUE_DIR = dir;
    expect(() => loadCatalogue('en')).toThrow(join(dir, 'en.json'));
  });
});
