import { and, eq, gt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategoryFlashSale } from '#contract';
import { BENGALI, createTestApp, getData, type TestApp } from '../../app.test-helpers';
import { flashSaleItems, flashSales } from '../../db/schema';

let t: TestApp;
const flashSaleList = (locale: 'en' | 'bn' = 'en') =>
  getData<CategoryFlashSale[]>(t.app, '/category/category-wise-flash-sales', locale);

async function runningItemCount(now: Date): Promise<number> {
  const rows = await t.database.db
    .select({ productId: flashSaleItems.productId })
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
    .where(and(lte(flashSales.startsAt, now), gt(flashSales.endsAt, now)));
  return rows.length;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /category/category-wise-flash-sales', () => {
  it('groups the products of running sales by top-level category, priced by the sale', async () => {
    const now = new Date();
    const entries = await flashSaleList();
    expect(entries.length).toBeGreaterThan(0);
    const tree = await getData<Category[]>(t.app, '/category');
    const subtree = (category: Category): number[] => [category.id, ...category.children.flatMap(subtree)];

    for (const entry of entries) {
      expect(new Date(entry.flash_sale.starts_at).getTime()).toBeLessThanOrEqual(now.getTime());
      expect(new Date(entry.flash_sale.ends_at).getTime()).toBeGreaterThan(now.getTime());
      const top = tree.find((category) => category.id === entry.category.id);
      expect(top, `${entry.category.slug} is a top-level category`).toBeDefined();
      for (const product of entry.products) {
        expect(top && subtree(top)).toContain(product.category.id);
        expect(product).toMatchObject({ discount_type: 'percent', flash_sale_ends_at: entry.flash_sale.ends_at });
      }
    }
    const listed = entries.reduce((sum, entry) => sum + entry.products.length, 0);
    expect(listed).toBe(await runningItemCount(now));
  });

  it('titles sales in Bengali for Accept-Language: bn', async () => {
    for (const entry of await flashSaleList('bn')) {
      expect(entry.flash_sale.title).toMatch(BENGALI);
      expect(entry.category.name).toMatch(BENGALI);
    }
  });

  it('leaves out sales that have not started or have ended', async () => {
    const saved = await t.database.db.select().from(flashSales);
    const hour = 3_600_000;
    try {
      await t.database.db
        .update(flashSales)
        .set({ startsAt: new Date(Date.now() + hour), endsAt: new Date(Date.now() + 2 * hour) });
      expect(await flashSaleList()).toEqual([]);
      await t.database.db
        .update(flashSales)
        .set({ startsAt: new Date(Date.now() - 2 * hour), endsAt: new Date(Date.now() - hour) });
      expect(await flashSaleList()).toEqual([]);
    } finally {
      for (const sale of saved) {
        await t.database.db
          .update(flashSales)
          .set({ startsAt: sale.startsAt, endsAt: sale.endsAt })
          .where(eq(flashSales.id, sale.id));
      }
    }
    expect((await flashSaleList()).length).toBeGreaterThan(0);
  });
});
