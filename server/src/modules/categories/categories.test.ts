import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '#contract';
import { BENGALI, createTestApp, getData, type TestApp } from '../../app.test-helpers';
import { products } from '../../db/schema';
import type { CategoryRow } from './categories.repository';
import { buildCategoryTree, idsUnder, topLevelLookup } from './category-tree';

const rows: CategoryRow[] = [
  { id: 1, slug: 'men', name: 'Men', parentId: null, image: 'categories/men.webp' },
  { id: 2, slug: 'shirts', name: 'Shirts', parentId: 1, image: null },
  { id: 3, slug: 'formal', name: 'Formal', parentId: 2, image: null },
  { id: 4, slug: 'women', name: 'Women', parentId: null, image: null },
];

describe('category tree', () => {
  const url = (path: string) => `http://api.test/uploads/${path}`;

  it('nests children and counts products of descendants too', () => {
    const tree = buildCategoryTree(
      rows,
      new Map([
        [3, 2],
        [2, 1],
        [4, 5],
      ]),
      url,
    );
    expect(tree.map((c) => [c.slug, c.product_count])).toEqual([
      ['men', 3],
      ['women', 5],
    ]);
    expect(tree[0]?.image).toBe('http://api.test/uploads/categories/men.webp');
    expect(tree[0]?.children[0]?.children[0]).toMatchObject({ slug: 'formal', parent_id: 2, product_count: 2 });
  });

  it('drops empty branches on request', () => {
    const tree = buildCategoryTree(rows, new Map([[3, 1]]), url, { dropEmpty: true });
    expect(tree.map((c) => c.slug)).toEqual(['men']);
  });

  it('finds a category with everything below it, and top-level ancestors', () => {
    expect(idsUnder(rows, 'men')).toEqual([1, 2, 3]);
    expect(idsUnder(rows, 'nope')).toBeUndefined();
    expect(topLevelLookup(rows)(3)).toEqual({ id: 1, slug: 'men', name: 'Men' });
  });
});

describe('GET /category', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers top-level categories with children whose counts add up to every published product', async () => {
    const tree = await getData<Category[]>(t.app, '/category');
    expect(tree.length).toBeGreaterThan(1);
    for (const category of tree) {
      expect(category.parent_id).toBeNull();
      expect(Object.keys(category).sort()).toEqual([
        'children',
        'id',
        'image',
        'name',
        'parent_id',
        'product_count',
        'slug',
      ]);
      for (const child of category.children) expect(child.parent_id).toBe(category.id);
    }
    const total = tree.reduce((sum, category) => sum + category.product_count, 0);
    expect(total).toBe(await t.database.db.$count(products, eq(products.isPublished, true)));
    expect(tree.some((category) => category.children.length > 0)).toBe(true);
  });

  it('names categories in Bengali for Accept-Language: bn', async () => {
    const tree = await getData<Category[]>(t.app, '/category', 'bn');
    for (const category of tree) expect(category.name).toMatch(BENGALI);
  });
});
