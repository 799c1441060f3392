import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '#contract';
import { BENGALI, createTestApp, getData, type TestApp } from '../../app.test-helpers';
import { brands, products } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /brand', () => {
  it('answers every brand with its logo URL and published product count', async () => {
    const list = await getData<Brand[]>(t.app, '/brand');
    expect(list).toHaveLength(await t.database.db.$count(brands));
    for (const brand of list) {
      expect(Object.keys(brand).sort()).toEqual(['id', 'logo', 'name', 'product_count', 'slug']);
      expect(brand.logo).toMatch(/^http:\/\/api\.test\/uploads\/.+/);
      expect(brand.product_count).toBe(await t.database.db.$count(products, eq(products.brandId, brand.id)));
    }
    const branded = await t.database.db.$count(products, isNotNull(products.brandId));
    expect(list.reduce((sum, brand) => sum + brand.product_count, 0)).toBe(branded);
  });

  it('names brands in Bengali for Accept-Language: bn', async () => {
    const names = (await getData<Brand[]>(t.app, '/brand', 'bn')).map((brand) => brand.name);
    for (const name of names) expect(name).toMatch(BENGALI);
  });
});
