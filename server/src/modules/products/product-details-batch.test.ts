import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailsResponse } from '#contract';
import { BENGALI, countQueries, createTestApp, failureOf, getApi, getData, type TestApp } from '../../app.test-helpers';
import { products } from '../../db/schema';

let t: TestApp;
let ids: number[];
const batch = (list: readonly (number | string)[], locale: 'en' | 'bn' = 'en') =>
  getData<ProductDetailsResponse[]>(t.app, `/products/details?ids=${list.join(',')}`, locale);
const single = (id: number, locale: 'en' | 'bn') => getData<ProductDetailsResponse>(t.app, `/products/${id}`, locale);
const productIds = (answer: ProductDetailsResponse[]) => answer.map((details) => details.product.id);

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
  ids = rows.map((row) => row.id);
});
afterAll(() => t.close());

describe('GET /products/details?ids=', () => {
  it.each(['en', 'bn'] as const)('answers what GET /products/:id answers for each product (%s)', async (locale) => {
    const answer = await batch(ids, locale);
    expect(productIds(answer)).toEqual(ids);
    const singles = await Promise.all(ids.map((id) => single(id, locale)));
    expect(answer).toEqual(singles);
  });

  it('keeps the order asked, each product once, and leaves out unknown and unpublished ids', async () => {
    const [hidden, a, b, c] = ids as [number, number, number, number];
    await t.database.db.update(products).set({ isPublished: false }).where(eq(products.id, hidden));
    try {
      const answer = await batch([c, 999_999, a, hidden, b, a]);
      expect(productIds(answer)).toEqual([c, a, b]);
      expect(await batch([hidden, 999_999])).toEqual([]);
    } finally {
      await t.database.db.update(products).set({ isPublished: true }).where(eq(products.id, hidden));
    }
  });

  it('takes the same few queries for one product or a full batch', async () => {
    const one = await countQueries(t.database, () => batch(ids.slice(0, 1)));
    const many = await countQueries(t.database, () => batch(ids));
    expect(one).toBeLessThanOrEqual(5);
    expect(many).toBe(one);
  });

  it('speaks Bengali for Accept-Language: bn', async () => {
    for (const { product } of await batch(ids.slice(0, 3), 'bn')) expect(product.description).toMatch(BENGALI);
  });

  it.each([
    ['', 'no ids'],
    ['?ids=', 'an empty list'],
    ['?ids=1,,2', 'an empty item'],
    ['?ids=abc', 'a word'],
    ['?ids=0', 'zero'],
    ['?ids=-3', 'a negative id'],
    ['?ids=1.5', 'a fraction'],
    ['?ids=99999999999', 'an id beyond integer'],
    [`?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'more than 100 ids'],
  ])('answers %s (%s) with 422 on the ids field', async (query) => {
    const { response } = await getApi(t.app, `/products/details${query}`, 'bn');
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('VALIDATION_FAILED');
    const fields = Object.keys(failure.errors ?? {});
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field).toMatch(/^ids(\.\d+)?$/);
    expect(failure.message).toMatch(BENGALI);
  });

  it('accepts exactly 100 ids', async () => {
    const answer = await batch(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(productIds(answer)).toEqual(ids.filter((id) => id <= 100));
  });
});
