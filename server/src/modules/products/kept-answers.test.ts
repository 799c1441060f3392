import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ProductCard, ProductDetailsResponse, ProductFacets, SearchSuggestions } from '#contract';
import { buildApp } from '../../app';
import { countQueries, createSeededTestDatabase, getData, testConfig } from '../../app.test-helpers';
import type { DatabaseHandle } from '../../db/client';
import {
  brands,
  catalogueVersion,
  flashSaleItems,
  flashSales,
  keptAnswers,
  productImages,
  products,
  productVariants,
} from '../../db/schema';
import { answerKey, answerSlot, keepAnswer, keptAnswer } from './kept-answers';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
/** The instant every request reads; tests move it. */
let now = new Date();

const facets = (query = '', locale: 'en' | 'bn' = 'en') =>
  getData<ProductFacets>(app, `/products/facets?${query}`, locale);
const version = async () => (await database.db.select().from(catalogueVersion))[0]?.version;
/**
 * Marks the kept answers so that a test can tell a kept answer from a newly counted one. A rewritten answer gets a
 * counted time of its own, as any newly kept one has: API processes hold answers by version and counted time.
 */
const markKept = () =>
  database.db.execute(
    sql`update kept_answers set answer = json_build_object('kept', true), counted_at = counted_at - interval '1 microsecond' where key like '["facets"%'`,
  );
const isKept = (answer: ProductFacets) => 'kept' in answer;
/** The second answer: a question is kept from its second asking on (kept-answers.ts, countedBefore). */
async function askedTwice<T>(ask: () => Promise<T>): Promise<T> {
  await ask();
  return ask();
}

/** A published product with one variant of `stock`, and that variant's id. */
async function variantWithStock(stock: number): Promise<{ productId: number; variantId: number }> {
  const [variant] = await database.db
    .select({ variantId: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.isPublished, true))
    .limit(1);
  if (!variant) throw new Error('the seed has no variant');
  await database.db
    .delete(productVariants)
    .where(sql`${productVariants.productId} = ${variant.productId} and ${productVariants.id} <> ${variant.variantId}`);
  await database.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variant.variantId));
  return variant;
}

const inStock = async (productId: number) =>
  (await database.db.select({ inStock: products.inStock }).from(products).where(eq(products.id, productId)))[0]
    ?.inStock;

beforeAll(async () => {
  database = await createSeededTestDatabase(40);
  app = await buildApp({ db: database, config: testConfig, clock: () => now });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('answerKey', () => {
  it('is the same whatever the order of the parameters or of a list, and differs by kind, locale and value', () => {
    const key = answerKey('facets', 'en', { brand: ['b', 'a'], color: ['navy'], in_stock: true });
    expect(answerKey('facets', 'en', { in_stock: true, color: ['navy'], brand: ['a', 'b'] })).toBe(key);
    expect(answerKey('facets', 'en', { brand: ['a', 'b'], color: ['navy'], in_stock: true, q: undefined })).toBe(key);
    expect(answerKey('facets', 'bn', { brand: ['a', 'b'], color: ['navy'], in_stock: true })).not.toBe(key);
    expect(answerKey('listing', 'en', { brand: ['a', 'b'], color: ['navy'], in_stock: true })).not.toBe(key);
    expect(answerKey('facets', 'en', { brand: ['a', 'b'], color: ['navy'], in_stock: false })).not.toBe(key);
  });

  it('hashes every key to one of 4,096 slots', () => {
    const slots = new Set(
      Array.from({ length: 50_000 }, (_, i) => answerSlot(answerKey('suggest', 'en', { q: `w${i}` }))),
    );
    expect(Math.min(...slots)).toBe(0);
    expect(Math.max(...slots)).toBe(4095);
  });
});

describe('GET /products/facets from kept answers', () => {
  it('answers a filter asked again from the kept answer, in any order of its parameters', async () => {
    const counted = await askedTwice(() => facets('brand=dhaka-loom&in_stock=1'));
    await markKept();
    expect(isKept(await facets('in_stock=true&brand=dhaka-loom'))).toBe(true);
    expect(isKept(await facets('brand=dhaka-loom&in_stock=1', 'bn'))).toBe(false);
    expect(counted.total_count).toBeGreaterThan(0);
  });

  it('serves the kept answer it holds without reading it again, and one kept anew once it is', async () => {
    const counted = await askedTwice(() => facets('brand=shuvro'));
    // Rewritten in place, with the same version and counted time: the table says it is the answer the API holds.
    await database.db.execute(
      sql`update kept_answers set answer = json_build_object('kept', true) where key like '["facets"%'`,
    );
    expect(await facets('brand=shuvro')).toEqual(counted);
    await markKept();
    expect(isKept(await facets('brand=shuvro'))).toBe(true);
  });

  it('counts again after any catalogue change is committed: a price, a brand name, a flash sale', async () => {
    const changes = [
      () =>
        database.db
          .update(products)
          .set({ discountType: 'flat', discountValue: 10 })
          .where(sql`id = (select min(id) from products)`),
      () => database.db.update(brands).set({ nameEn: 'Dhaka Loom Co.' }).where(eq(brands.slug, 'dhaka-loom')),
      () => database.db.delete(flashSaleItems).where(sql`true`),
    ];
    for (const change of changes) {
      await askedTwice(() => facets());
      await markKept();
      const before = await version();
      await change();
      expect(await version()).toBe((before ?? 0) + 1);
      expect(isKept(await facets())).toBe(false);
    }
    expect((await facets()).brands.map((brand) => brand.label)).toContain('Dhaka Loom Co.');
  });

  it('moves the version once per transaction, however many rows it changes', async () => {
    const before = await version();
    await database.db.transaction(async (tx) => {
      await tx.update(products).set({ shippingCost: 5 }).where(sql`true`);
      await tx.update(brands).set({ logo: null }).where(sql`true`);
      expect((await tx.select().from(catalogueVersion))[0]?.version).toBe(before);
    });
    expect(await version()).toBe((before ?? 0) + 1);
  });

  it('keeps counting from kept answers through orders that leave a product in stock, and counts again when it runs out', async () => {
    const { productId, variantId } = await variantWithStock(5);
    const { in_stock } = await askedTwice(() => facets());
    await markKept();
    const before = await version();
    await database.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, variantId));
    expect(await version()).toBe(before);
    expect(isKept(await facets())).toBe(true);
    await database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variantId));
    expect(await inStock(productId)).toBe(false);
    expect((await facets()).in_stock).toBe(in_stock - 1);
    await database.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variantId));
    expect(await inStock(productId)).toBe(true);
    expect((await facets()).in_stock).toBe(in_stock);
  });

  it("keeps a product's in-stock flag with its variants' inserts, deletes and stock", async () => {
    const { productId, variantId } = await variantWithStock(0);
    expect(await inStock(productId)).toBe(false);
    const [added] = await database.db
      .insert(productVariants)
      .values({ productId, sku: `facet-cache-${productId}`, price: 500, stock: 2 })
      .returning({ id: productVariants.id });
    expect(await inStock(productId)).toBe(true);
    await database.db.delete(productVariants).where(eq(productVariants.id, added!.id));
    expect(await inStock(productId)).toBe(false);
    await database.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, variantId));
    expect(await inStock(productId)).toBe(true);
  });

  it('counts again once a flash sale starts or ends, and never serves an answer counted later than now', async () => {
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.inStock, true))
      .limit(1);
    const starts = new Date(now.getTime() + 60_000);
    const ends = new Date(starts.getTime() + 60_000);
    const [sale] = await database.db
      .insert(flashSales)
      .values({ titleEn: 'Soon', titleBn: 'শীঘ্রই', startsAt: starts, endsAt: ends })
      .returning({ id: flashSales.id });
    await database.db
      .insert(flashSaleItems)
      .values({ flashSaleId: sale!.id, productId: product!.id, discountPercent: 90 });
    const before = await askedTwice(() => facets('on_sale=1'));
    await markKept();
    now = new Date(starts.getTime() - 1);
    expect(isKept(await facets('on_sale=1'))).toBe(true);
    now = starts;
    const during = await facets('on_sale=1');
    expect(isKept(during)).toBe(false);
    expect(during.on_sale).toBeGreaterThanOrEqual(before.on_sale);
    await markKept();
    now = new Date(ends.getTime() - 1);
    expect(isKept(await facets('on_sale=1'))).toBe(true);
    now = new Date(starts.getTime() - 1);
    expect(isKept(await facets('on_sale=1'))).toBe(false);
    now = starts;
    await facets('on_sale=1');
    await markKept();
    now = ends;
    expect(isKept(await facets('on_sale=1'))).toBe(false);
  });

  it('counts a filter once however many ask for it at the same time', async () => {
    const asked = 10;
    // A warm instance: on PostgreSQL every pooled connection open and its statements prepared. A connection opened
    // by the burst itself can answer its version read after the first request has counted and kept the answer.
    await Promise.all(Array.from({ length: asked }, () => facets('rating=4')));
    const queries = await countQueries(database, () =>
      Promise.all(Array.from({ length: asked }, () => facets('rating=3&on_sale=1'))),
    );
    // Each request reads the version; one of them counts (the categories, the facets) and keeps the answer.
    expect(queries).toBeLessThanOrEqual(asked + 4);
  });

  it('never serves an answer counted before a change that committed while it was being counted', async () => {
    const key = answerKey('facets', 'en', { q: 'race' });
    const { version: seen, answer } = await keptAnswer(database.db, key, now);
    expect(answer).toBeNull();
    await database.db.update(brands).set({ nameEn: 'Shuvro & Sons' }).where(eq(brands.slug, 'shuvro'));
    await keepAnswer(database.db, key, seen, now, { kept: true });
    expect((await keptAnswer(database.db, key, now)).answer).toBeNull();
    const kept = await database.db.select({ slot: keptAnswers.slot }).from(keptAnswers).where(eq(keptAnswers.key, key));
    expect(kept).toHaveLength(1);
  });
});

describe('GET /products and /products/suggest from kept answers', () => {
  /** Marks the kept listing pages with a total of 999, to tell them from newly counted ones. */
  const markKeptPages = () =>
    database.db.execute(
      sql`update kept_answers set answer = (answer::jsonb || '{"total_count": 999}')::json, counted_at = counted_at - interval '1 microsecond' where key like '["listing"%'`,
    );

  it("serves a listing page as kept in its locale, with its cards' stock as it is now", async () => {
    const first = await askedTwice(() => getData<Page<ProductCard>>(app, '/products?per_page=4&sort=newest'));
    const card = first.data.find((c) => c.quantity > 0);
    if (!card) throw new Error('no card in stock');
    await markKeptPages();
    const before = await version();
    await database.db.update(productVariants).set({ stock: 41 }).where(eq(productVariants.productId, card.id));
    expect(await version()).toBe(before);
    const variants = await database.db.select().from(productVariants).where(eq(productVariants.productId, card.id));
    const kept = await getData<Page<ProductCard>>(app, '/products?sort=newest&per_page=4');
    expect(kept.total_count).toBe(999);
    expect(kept.data.map((c) => c.id)).toEqual(first.data.map((c) => c.id));
    expect(kept.data.find((c) => c.id === card.id)?.quantity).toBe(41 * variants.length);
    expect((await getData<Page<ProductCard>>(app, '/products?sort=newest&per_page=4', 'bn')).total_count).toBe(
      first.total_count,
    );
    await database.db
      .insert(productImages)
      .values({ productId: card.id, path: 'products/new-first.webp', position: -1 });
    const counted = await getData<Page<ProductCard>>(app, '/products?sort=newest&per_page=4');
    expect(counted.total_count).toBe(first.total_count);
    expect(counted.data.find((c) => c.id === card.id)?.image).toMatch(/new-first\.webp$/);
  });

  it('counts a listing page in three queries, keeps it when asked again, then serves it in one', async () => {
    // The facet index built first: building it reads the catalogue, which is not what this test counts.
    await getData<Page<ProductCard>>(app, '/products?sort=price_asc&per_page=3');
    const path = '/products?sort=price_asc&per_page=3&page=2';
    let counted: Page<ProductCard> | undefined;
    const asked = [];
    for (let time = 0; time < 3; time += 1) {
      asked.push(
        await countQueries(database, async () => {
          counted = await getData<Page<ProductCard>>(app, path);
        }),
      );
    }
    // The version and kept answer, the page's ids, its cards with their stock; keeping it the second time; then the
    // kept page with its stock now.
    expect(asked).toEqual([3, 4, 1]);
    const [card] = counted?.data ?? [];
    const variants = await database.db.select().from(productVariants).where(eq(productVariants.productId, card!.id));
    expect(card?.quantity).toBe(variants.reduce((sum, variant) => sum + variant.stock, 0));
  });

  it('keeps a search from its second asking on: a search asked once writes nothing', async () => {
    const keyOf = (q: string) => answerKey('listing', 'en', { q, page: 1, per_page: 5 });
    const keptKeys = async () =>
      (await database.db.select({ key: keptAnswers.key }).from(keptAnswers)).map((row) => row.key);
    const first = await getData<Page<ProductCard>>(app, '/products?q=panjabi&per_page=5');
    expect(first.data.length).toBeGreaterThan(0);
    expect(await keptKeys()).not.toContain(keyOf('panjabi'));
    await getData<Page<ProductCard>>(app, '/products?per_page=5&q=panjabi');
    expect(await keptKeys()).toContain(keyOf('panjabi'));
    await getData<Page<ProductCard>>(app, '/products?q=saree&per_page=5', 'bn');
    await getData<Page<ProductCard>>(app, '/products?q=saree&per_page=5');
    expect(await keptKeys()).not.toContain(keyOf('saree'));
  });

  it('answers a search for a word the catalogue lacks without asking SQL for its empty page', async () => {
    await getData<Page<ProductCard>>(app, '/products?sort=price_asc&per_page=3');
    let found: Page<ProductCard> | undefined;
    const queries = await countQueries(database, async () => {
      found = await getData<Page<ProductCard>>(app, '/products?q=qqxjzv%20panjabi');
    });
    // The version and kept answer, and the search's words resolved: asked once, the answer is not kept.
    expect(queries).toBe(2);
    expect(found).toMatchObject({ data: [], total_count: 0 });
  });

  it('serves a suggestion as kept until a change of the catalogue, then its new price', async () => {
    const typed = await askedTwice(() => getData<SearchSuggestions>(app, '/products/suggest?q=pan'));
    const [product] = typed.products;
    if (!product) throw new Error('nothing suggested for "pan"');
    expect(typed.categories.length + typed.brands.length).toBeGreaterThan(0);
    await database.db.execute(
      sql`update kept_answers set answer = (answer::jsonb || '{"categories": [], "brands": []}')::json, counted_at = counted_at - interval '1 microsecond' where key like '["suggest"%'`,
    );
    const before = await version();
    await database.db.update(productVariants).set({ stock: 9 }).where(eq(productVariants.productId, product.id));
    expect(await version()).toBe(before);
    expect(await getData<SearchSuggestions>(app, '/products/suggest?q=pan')).toEqual({
      products: typed.products,
      categories: [],
      brands: [],
    });
    const [own] = await database.db
      .select({ price: products.minPrice })
      .from(products)
      .where(eq(products.id, product.id));
    await database.db.transaction(async (tx) => {
      await tx.delete(flashSaleItems).where(eq(flashSaleItems.productId, product.id));
      await tx.update(products).set({ discountType: 'flat', discountValue: 1 }).where(eq(products.id, product.id));
    });
    const counted = await getData<SearchSuggestions>(app, '/products/suggest?q=pan');
    expect({ ...counted, products: counted.products.map((p) => p.id) }).toEqual({
      ...typed,
      products: typed.products.map((p) => p.id),
    });
    expect(counted.products[0]?.sale_price).toBe((own?.price ?? 0) - 1);
  });
});

describe('GET /products/{id} from kept answers', () => {
  it('serves a product page as kept, with every stock shown as it is now and the variant it opens on, in one query', async () => {
    const { productId } = await variantWithStock(5);
    await database.db.insert(productVariants).values([
      { productId, sku: `kept-a-${productId}`, price: 100, stock: 0 },
      { productId, sku: `kept-b-${productId}`, price: 100, stock: 2 },
    ]);
    const first = await askedTwice(() => getData<ProductDetailsResponse>(app, `/products/${productId}`));
    const [cheapOut, cheapIn] = first.product.variants.filter((variant) => variant.price === 100);
    expect(first.product.selected_variant).toBe(cheapIn?.id);
    await database.db.execute(
      sql`update kept_answers set answer = (answer::jsonb || '{"prevProduct": null}')::json, counted_at = counted_at - interval '1 microsecond' where key like '["product"%'`,
    );
    const before = await version();
    await database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, cheapIn!.id));
    await database.db.update(productVariants).set({ stock: 4 }).where(eq(productVariants.id, cheapOut!.id));
    expect(await version()).toBe(before);
    let kept: ProductDetailsResponse | undefined;
    // The version, the page and its stock now, in one round trip.
    const queries = await countQueries(database, async () => {
      kept = await getData<ProductDetailsResponse>(app, `/products/${productId}`);
    });
    expect(queries).toBe(1);
    if (!kept) throw new Error('no kept page');
    expect(kept.prevProduct).toBeNull();
    expect(kept.product.variants.map((variant) => variant.stock)).toEqual([5, 4, 0]);
    expect([kept.product.stock, kept.product.quantity]).toEqual([9, 9]);
    expect(kept.product.selected_variant).toBe(cheapOut?.id);
    await database.db.update(productVariants).set({ price: 5000 }).where(eq(productVariants.id, cheapIn!.id));
    const counted = await getData<ProductDetailsResponse>(app, `/products/${productId}`);
    expect(counted.prevProduct).toEqual(first.prevProduct);
    expect(counted.product.variants.find((variant) => variant.id === cheapIn?.id)?.price).toBe(5000);
  });

  it("reads the related products' and neighbours' stock now too", async () => {
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .offset(5)
      .limit(1);
    const first = await askedTwice(() => getData<ProductDetailsResponse>(app, `/products/${product!.id}`));
    const shown = [...first.relatedProducts, first.prevProduct, first.nextProduct].flatMap((card) => card ?? []);
    const inStock = shown.filter((card) => card.quantity > 0);
    expect(inStock.length).toBeGreaterThan(1);
    await database.db.execute(
      sql`update kept_answers set answer = (answer::jsonb || '{"kept": true}')::json, counted_at = counted_at - interval '1 microsecond' where key like '["product"%'`,
    );
    for (const card of inStock) {
      await database.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.productId, card.id));
    }
    const kept = await getData<ProductDetailsResponse>(app, `/products/${product!.id}`);
    expect(kept).toHaveProperty('kept', true);
    const keptInStock = [...kept.relatedProducts, kept.prevProduct, kept.nextProduct].flatMap((c) => c ?? []);
    for (const card of keptInStock.filter((c) => inStock.some((changed) => changed.id === c.id))) {
      const variants = await database.db.select().from(productVariants).where(eq(productVariants.productId, card.id));
      expect(card.quantity).toBe(3 * variants.length);
    }
  });
});
