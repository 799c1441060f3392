import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, Category, Page, ProductCard, Vendor } from '#contract';
import { BENGALI, countQueries, createTestApp, failureOf, getApi, getData, type TestApp } from '../../app.test-helpers';
import { products, productVariants } from '../../db/schema';
import { everyCard as everyCardOf } from './listing.test-helpers';
import { salePrice } from './pricing';

const CARD_KEYS = [
  'brand',
  'category',
  'discount',
  'discount_percentage',
  'discount_type',
  'discount_value',
  'flash_sale_ends_at',
  'id',
  'image',
  'name',
  'price',
  'quantity',
  'rating',
  'rating_count',
  'sale_price',
  'seller',
  'slug',
  'updated_at',
];

let t: TestApp;
const list = (query = '', locale: 'en' | 'bn' = 'en') => getData<Page<ProductCard>>(t.app, `/products${query}`, locale);
const publishedCount = () => t.database.db.$count(products, eq(products.isPublished, true));

const everyCard = (query: string) => everyCardOf(t.app, query);

async function productColumn(ids: number[], column: typeof products.soldCount | typeof products.createdAt) {
  const rows = await t.database.db
    .select({ id: products.id, value: column })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.value]));
  return ids.map((id) => byId.get(id));
}

const isSorted = <T>(values: T[], inOrder: (a: T, b: T) => boolean) =>
  values.every((value, i) => i === 0 || inOrder(values[i - 1] as T, value));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /products', () => {
  it('answers the first page of 24 cards with the page facts', async () => {
    const page = await list();
    const total = await publishedCount();
    expect(page).toMatchObject({ per_page: 24, current_page: 1, total_count: total, last_page: Math.ceil(total / 24) });
    expect(page.data).toHaveLength(Math.min(24, total));
    for (const card of page.data) {
      expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
      expect(card.image).toMatch(/^http:\/\/api\.test\/uploads\/products\/.+\.webp$/);
    }
  });

  it('prices every card from its lowest variant, with consistent discount facts', async () => {
    const cards = await everyCard('');
    const variants = await t.database.db
      .select({
        productId: productVariants.productId,
        lowest: sql<number>`min(${productVariants.price})`,
        stock: sql<number>`sum(${productVariants.stock})::int`,
      })
      .from(productVariants)
      .groupBy(productVariants.productId);
    const facts = new Map(variants.map((row) => [row.productId, row]));
    for (const card of cards) {
      expect(card.price).toBe(facts.get(card.id)?.lowest);
      expect(card.quantity).toBe(facts.get(card.id)?.stock);
      expect(card.sale_price).toBe(salePrice(card.price, { type: card.discount_type, value: card.discount_value }));
      expect(card.discount).toBe(card.price - card.sale_price);
      expect(card.discount_percentage).toBe(Math.round((card.discount * 100) / card.price));
    }
  });

  it('walks every published product exactly once across pages, newest first', async () => {
    const cards = await everyCard('');
    const ids = cards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(await publishedCount());
    const created = (await productColumn(ids, products.createdAt)) as Date[];
    expect(isSorted(created, (a, b) => a.getTime() >= b.getTime())).toBe(true);
  });

  it('answers the same total on the first page, on a last partial page and past the end', async () => {
    const total = await publishedCount();
    const perPage = 7;
    expect(total % perPage).not.toBe(0);
    const lastPage = Math.ceil(total / perPage);
    const first = await list(`?per_page=${perPage}`);
    const last = await list(`?per_page=${perPage}&page=${lastPage}`);
    const past = await list(`?per_page=${perPage}&page=${lastPage + 1}`);
    expect([first.total_count, last.total_count, past.total_count]).toEqual([total, total, total]);
    expect([last.data.length, past.data.length]).toEqual([total % perPage, 0]);
  });

  it('sorts by price, popularity and rating', async () => {
    const ascending = (await everyCard('sort=price_asc')).map((card) => card.price);
    expect(isSorted(ascending, (a, b) => a <= b)).toBe(true);
    const descending = (await everyCard('sort=price_desc')).map((card) => card.price);
    expect(isSorted(descending, (a, b) => a >= b)).toBe(true);
    expect(new Set(ascending).size).toBeGreaterThan(1);

    const popular = await everyCard('sort=popularity');
    const sold = (await productColumn(
      popular.map((card) => card.id),
      products.soldCount,
    )) as number[];
    expect(isSorted(sold, (a, b) => a >= b)).toBe(true);

    const rated = (await everyCard('sort=rating')).map((card) => card.rating);
    expect(isSorted(rated, (a, b) => a >= b)).toBe(true);
  });

  it('filters by a category including its subcategories', async () => {
    const [parent] = (await getData<Category[]>(t.app, '/category')).filter((c) => c.children.length > 0);
    if (!parent) throw new Error('the seed has no category with subcategories');
    const subtree = (category: Category): number[] => [category.id, ...category.children.flatMap(subtree)];
    const under = new Set(subtree(parent));
    const cards = await everyCard(`category=${parent.slug}`);
    expect(cards).toHaveLength(parent.product_count);
    expect(cards.some((card) => card.category.id !== parent.id)).toBe(true);
    for (const card of cards) expect(under.has(card.category.id)).toBe(true);
  });

  it('filters by brand and by vendor', async () => {
    const brand = (await getData<Brand[]>(t.app, '/brand')).find((b) => b.product_count > 0);
    const brandCards = await everyCard(`brand=${brand?.slug}`);
    expect(brandCards).toHaveLength(brand?.product_count ?? -1);
    for (const card of brandCards) expect(card.brand?.slug).toBe(brand?.slug);

    const vendor = (await getData<Vendor[]>(t.app, '/vendor')).find((v) => v.product_count > 0);
    const vendorCards = await everyCard(`vendor=${vendor?.id}&sort=price_asc`);
    expect(vendorCards).toHaveLength(vendor?.product_count ?? -1);
    for (const card of vendorCards) expect(card.seller.id).toBe(vendor?.id);
  });

  it('names products, categories and sellers in Bengali for Accept-Language: bn', async () => {
    const [en, bn] = await Promise.all([list('?per_page=5'), list('?per_page=5', 'bn')]);
    expect(bn.data.map((card) => card.id)).toEqual(en.data.map((card) => card.id));
    for (const card of bn.data) {
      for (const name of [card.name, card.category.name, card.seller.name]) expect(name).toMatch(BENGALI);
    }
    expect(en.data[0]?.name).not.toMatch(BENGALI);
  });

  it('loads a page of cards in the same few queries whatever its size, and a page kept in one (the version, the page and its stock now)', async () => {
    const [category] = await getData<Category[]>(t.app, '/category');
    const small = await countQueries(t.database, () => list('?per_page=2'));
    const large = await countQueries(t.database, () => list(`?per_page=40&category=${category?.slug}`));
    // The catalogue version, the ids, the count, the cards and the stock now.
    expect(small).toBeLessThanOrEqual(5);
    expect(large).toBeLessThanOrEqual(small + 1); // + resolving the category filter
    await list(`?per_page=40&category=${category?.slug}`); // asked again, so kept (kept-answers.ts)
    expect(await countQueries(t.database, () => list(`?per_page=40&category=${category?.slug}`))).toBe(1);
  });

  it.each([
    ['?sort=cheapest', ['sort']],
    ['?per_page=0', ['per_page']],
    ['?per_page=101', ['per_page']],
    ['?page=0', ['page']],
    ['?page=abc&vendor=x1', ['page', 'vendor']],
    ['?category=no-such-category', ['category']],
    ['?brand=no-such-brand&vendor=999999', ['brand', 'vendor']],
  ])('answers %s with 422 and a field map of %j', async (query, fields) => {
    const { response } = await getApi(t.app, `/products${query}`);
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(failure.errors ?? {}).sort()).toEqual(fields);
    for (const messages of Object.values(failure.errors ?? {})) expect(messages[0]).toEqual(expect.any(String));
  });

  it('translates validation messages', async () => {
    const schemaFailure = failureOf((await getApi(t.app, '/products?sort=cheapest', 'bn')).response);
    const filterFailure = failureOf((await getApi(t.app, '/products?category=nope', 'bn')).response);
    for (const text of [schemaFailure.message, schemaFailure.errors?.sort?.[0], filterFailure.errors?.category?.[0]]) {
      expect(text).toMatch(BENGALI);
    }
  });
});
