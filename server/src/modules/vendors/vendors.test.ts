import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Vendor } from '#contract';
import { BENGALI, createTestApp, failureOf, getApi, getData, type TestApp } from '../../app.test-helpers';
import { products, vendors } from '../../db/schema';

const VENDOR_KEYS = [
  'address',
  'banner',
  'dbid',
  'description',
  'id',
  'logo',
  'name',
  'product_count',
  'rating',
  'rating_count',
  'slug',
];

let t: TestApp;
const publishedOf = (vendorId: number) =>
  t.database.db.$count(products, and(eq(products.vendorId, vendorId), eq(products.isPublished, true)));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /vendor', () => {
  it('answers every shop with its counts and ratings', async () => {
    const list = await getData<Vendor[]>(t.app, '/vendor');
    const rows = await t.database.db.select().from(vendors);
    expect(list).toHaveLength(rows.length);
    for (const vendor of list) {
      expect(Object.keys(vendor).sort()).toEqual(VENDOR_KEYS);
      const row = rows.find((r) => r.id === vendor.id);
      expect(vendor.rating).toBe((row?.ratingTenths ?? 0) / 10);
      expect(vendor.product_count).toBe(await publishedOf(vendor.id));
    }
  });
});

describe('GET /vendor/profile/:id', () => {
  it('answers one shop, in Bengali for Accept-Language: bn', async () => {
    const [first] = await getData<Vendor[]>(t.app, '/vendor');
    const id = first?.id ?? 0;
    expect(await getData<Vendor>(t.app, `/vendor/profile/${id}`)).toEqual(first);
    const bn = await getData<Vendor>(t.app, `/vendor/profile/${id}`, 'bn');
    expect(bn.name).toMatch(BENGALI);
    expect(bn.address).toMatch(BENGALI);
  });

  it('answers 404 for an unknown shop and 422 for a malformed id', async () => {
    const unknown = await getApi(t.app, '/vendor/profile/424242');
    expect(unknown.response.statusCode).toBe(404);
    expect(failureOf(unknown.response).code).toBe('NOT_FOUND');
    const malformed = await getApi(t.app, '/vendor/profile/shop-1');
    expect(malformed.response.statusCode).toBe(422);
    expect(failureOf(malformed.response).errors).toHaveProperty('id');
  });
});

describe('GET /vendor/:id/categories', () => {
  it("answers the categories a shop sells in, counting only that shop's products", async () => {
    const vendor = (await getData<Vendor[]>(t.app, '/vendor')).find((v) => v.product_count > 0);
    const tree = await getData<Category[]>(t.app, `/vendor/${vendor?.id}/categories`);
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.reduce((sum, category) => sum + category.product_count, 0)).toBe(vendor?.product_count);
    const visit = (category: Category): void => {
      expect(category.product_count).toBeGreaterThan(0);
      category.children.forEach(visit);
    };
    tree.forEach(visit);

    const everything = await getData<Category[]>(t.app, '/category');
    const total = everything.reduce((sum, category) => sum + category.product_count, 0);
    expect(total).toBeGreaterThan(vendor?.product_count ?? 0);
  });

  it('answers 404 for an unknown shop and 422 for a malformed id', async () => {
    expect((await getApi(t.app, '/vendor/424242/categories')).response.statusCode).toBe(404);
    expect((await getApi(t.app, '/vendor/0/categories')).response.statusCode).toBe(422);
  });
});
