import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from '#contract';
import { BENGALI, createTestApp, getData, type TestApp } from '../../app.test-helpers';
import { collectionProducts, products } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /category/collection', () => {
  it('answers the collections with up to 12 cards each, in collection order', async () => {
    const collections = await getData<Collection[]>(t.app, '/category/collection');
    expect(collections.length).toBeGreaterThan(0);
    for (const collection of collections) {
      expect(Object.keys(collection).sort()).toEqual(['id', 'name', 'products', 'slug']);
      const members = await t.database.db
        .select({ id: collectionProducts.productId })
        .from(collectionProducts)
        .innerJoin(products, eq(products.id, collectionProducts.productId))
        .where(eq(collectionProducts.collectionId, collection.id))
        .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId));
      expect(collection.products.map((card) => card.id)).toEqual(members.slice(0, 12).map((member) => member.id));
    }
  });

  it('caps a large collection at 12 cards', async () => {
    const [first] = await getData<Collection[]>(t.app, '/category/collection');
    if (!first) throw new Error('no collections seeded');
    const all = await t.database.db.select({ id: products.id }).from(products);
    await t.database.db
      .insert(collectionProducts)
      .values(all.map((product, i) => ({ collectionId: first.id, productId: product.id, position: 1000 + i })))
      .onConflictDoNothing();
    const [capped] = await getData<Collection[]>(t.app, '/category/collection');
    expect(capped?.products).toHaveLength(12);
  });

  it('names collections and products in Bengali for Accept-Language: bn', async () => {
    for (const collection of await getData<Collection[]>(t.app, '/category/collection', 'bn')) {
      expect(collection.name).toMatch(BENGALI);
      for (const card of collection.products) expect(card.name).toMatch(BENGALI);
    }
  });
});
