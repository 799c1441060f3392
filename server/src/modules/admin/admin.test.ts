import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailsResponse } from '#contract';
import { buildApp } from '../../app';
import { createTestApp, failureOf, getData, type TestApp, testConfig } from '../../app.test-helpers';
import { products, productVariants } from '../../db/schema';

const TOKEN = 'editor-secret-token';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  await t.app.close();
  t.app = await buildApp({ db: t.database, config: { ...testConfig, adminToken: TOKEN } });
});
afterAll(() => t.close());

const patch = (id: number | string, payload: unknown, token: string | null = TOKEN, locale = 'en') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/products/${id}`,
    payload: payload as object,
    headers: { 'accept-language': locale, ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
  });

async function someProduct() {
  const [product] = await t.database.db.select().from(products).orderBy(products.id).limit(1);
  const variants = await t.database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product!.id))
    .orderBy(productVariants.id);
  return { product: product!, variants };
}

describe('PATCH /admin/products/{id}', () => {
  it('changes a price and stock in one go, recomputes min_price and moves updated_at', async () => {
    const { product, variants } = await someProduct();
    const first = variants[0]!;
    const response = await patch(product.id, { variants: [{ id: first.id, price: 7, stock: 3 }] });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.min_price).toBe(7);
    expect(data.variants.find((variant: { id: number }) => variant.id === first.id)).toEqual({
      id: first.id,
      price: 7,
      stock: 3,
    });
    expect(new Date(data.updated_at).getTime()).toBeGreaterThan(product.updatedAt.getTime());
    const details = await getData<ProductDetailsResponse>(t.app, `/products/${product.id}`);
    expect(details.product.variants.find((variant) => variant.id === first.id)?.price).toBe(7);
  });

  it('renames a product in both languages', async () => {
    const { product } = await someProduct();
    const response = await patch(product.id, { name_en: 'Renamed kurta', name_bn: 'নতুন নামের কুর্তা' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect([row?.nameEn, row?.nameBn]).toEqual(['Renamed kurta', 'নতুন নামের কুর্তা']);
  });

  it.each([
    ['no token', null],
    ['a wrong token', 'editor-secret-tokeN'],
    ['a longer token', `${TOKEN}x`],
  ])('answers 401 with %s and changes nothing', async (_case, token) => {
    const { product, variants } = await someProduct();
    const response = await patch(product.id, { variants: [{ id: variants[0]!.id, price: 99_999 }] }, token, 'bn');
    expect(response.statusCode).toBe(401);
    expect(failureOf(response)).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'একটি বৈধ অ্যাডমিন টোকেন প্রয়োজন।',
    });
    const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variants[0]!.id));
    expect(variant?.price).not.toBe(99_999);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await patch(999_999, { name_en: 'Ghost' });
    expect(response.statusCode).toBe(404);
    expect(failureOf(response).code).toBe('NOT_FOUND');
  });

  it('answers 422 for a variant of another product and rolls the whole change back', async () => {
    const [a, b] = await t.database.db.select().from(products).orderBy(products.id).limit(2);
    const [own] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, a!.id));
    const [foreign] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, b!.id));
    const response = await patch(a!.id, {
      variants: [
        { id: own!.id, price: 12_345 },
        { id: foreign!.id, price: 5 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['variants.1.id']);
    const [unchanged] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, own!.id));
    expect(unchanged?.price).toBe(own!.price);
  });

  it.each([
    [{}, 'variants'],
    [{ variants: [{ id: 1, price: 0 }] }, 'variants.0.price'],
    [{ variants: [{ id: 1, price: 10.5 }] }, 'variants.0.price'],
    [{ variants: [{ id: 1, stock: -1 }] }, 'variants.0.stock'],
    [{ variants: [{ id: 1 }] }, 'variants.0.price'],
    [{ name_en: '   ' }, 'name_en'],
    [{ slug: 'sneaky' }, 'body'],
  ])('answers 422 to %j on %s', async (payload, field) => {
    const { product } = await someProduct();
    const response = await patch(product.id, payload);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).code).toBe('VALIDATION_FAILED');
    expect(Object.keys(failureOf(response).errors ?? {})).toContain(field);
  });
});
