import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailsResponse } from '#contract';
import { compareSizes, LATEST_REVIEWS } from '#contract';
import { BENGALI, countQueries, createTestApp, failureOf, getApi, getData, type TestApp } from '../../app.test-helpers';
import {
  flashSaleItems,
  flashSales,
  productImages,
  products,
  productVariants,
  reviews,
  vendors,
} from '../../db/schema';
import { salePrice, selectedVariant } from './pricing';
import { findProductPages } from './product-details.repository';

let t: TestApp;
const details = (id: number, locale: 'en' | 'bn' = 'en') =>
  getData<ProductDetailsResponse>(t.app, `/products/${id}`, locale);

/** Published product ids of a category, ascending. */
async function idsInCategory(categoryId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.categoryId, categoryId), eq(products.isPublished, true)))
    .orderBy(asc(products.id));
  return rows.map((row) => row.id);
}

/** The product with the most variants (the seed gives clothes colours and sizes). */
async function richestProductId(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: productVariants.productId })
    .from(productVariants)
    .groupBy(productVariants.productId)
    .orderBy(sql`count(*) desc`, asc(productVariants.productId))
    .limit(1);
  if (!row) throw new Error('no variants seeded');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /products/:id', () => {
  it('answers the product with its variants, options, pictures and prices', async () => {
    const id = await richestProductId();
    const { product } = await details(id);
    const variants = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, id));
    const images = await t.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id));

    expect(product.id).toBe(id);
    expect(product.price).toBe(Math.min(...variants.map((v) => v.price)));
    expect(product.stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
    expect(product.quantity).toBe(product.stock);
    expect(product.selected_variant).toBe(selectedVariant(variants)?.id);
    expect(product.variants.map((v) => v.id).sort()).toEqual(variants.map((v) => v.id).sort());
    for (const variant of product.variants) {
      expect(variant.sale_price).toBe(
        salePrice(variant.price, { type: product.discount_type, value: product.discount_value }),
      );
    }
    expect(product.sm_pictures).toEqual(
      images.map((image) => ({ url: `http://api.test/uploads/${image.path}`, color_name: image.colorName })),
    );
    expect(product.image).toBe(product.sm_pictures[0]?.url);
    expect(product.description.length).toBeGreaterThan(0);

    const color = product.variant_options.find((option) => option.name === 'color');
    const size = product.variant_options.find((option) => option.name === 'size');
    expect(color?.label).toBe('Colour');
    expect(color?.values.map((v) => v.value).sort()).toEqual([...new Set(variants.map((v) => v.color))].sort());
    for (const value of color?.values ?? []) expect(value.hex).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = size?.values.map((v) => v.value) ?? [];
    expect(sizes).toEqual([...sizes].sort(compareSizes));
  });

  it('takes a fixed few queries (page, cards, variants, pictures, latest reviews), and one once kept', async () => {
    const id = await richestProductId();
    const asked = [];
    for (let time = 0; time < 3; time += 1) asked.push(await countQueries(t.database, () => details(id, 'bn')));
    // Beside the five, the kept answer's lookup; keeping the page when asked again; then the kept page with its stock.
    expect(asked).toEqual([6, 7, 1]);
  });

  it('carries its latest visible reviews, newest first, which its rating and count sum up', async () => {
    const [most] = await t.database.db
      .select({ id: reviews.productId, n: count() })
      .from(reviews)
      .where(eq(reviews.kind, 'product'))
      .groupBy(reviews.productId)
      .orderBy(desc(count()), asc(reviews.productId))
      .limit(1);
    const id = most!.id!;
    expect(most!.n).toBeGreaterThan(LATEST_REVIEWS);
    const { product } = await details(id);
    const own = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, id), eq(reviews.kind, 'product')))
      .orderBy(desc(reviews.id));
    expect(product.reviews.map((review) => review.id)).toEqual(own.slice(0, LATEST_REVIEWS).map((row) => row.id));
    expect(product.rating_count).toBe(own.length);
    const sum = own.reduce((total, row) => total + row.rating, 0);
    expect(product.rating).toBe(Math.round((sum * 10) / own.length) / 10);
    expect(product.reviews[0]).toEqual({
      id: own[0]!.id,
      author: own[0]!.authorName,
      rating: own[0]!.rating,
      review: own[0]!.review,
      created_at: own[0]!.createdAt.toISOString(),
    });
  });

  it('speaks Bengali for Accept-Language: bn', async () => {
    const id = await richestProductId();
    const { product } = await details(id, 'bn');
    expect(product.name).toMatch(BENGALI);
    expect(product.description).toMatch(BENGALI);
    expect(product.variant_options.find((option) => option.name === 'color')?.label).toBe('রং');
  });

  it('links up to 8 related products of the same category and the neighbours by id', async () => {
    const id = await richestProductId();
    const { product, relatedProducts, prevProduct, nextProduct } = await details(id);
    const siblings = await idsInCategory(product.category.id);
    const at = siblings.indexOf(id);

    expect(relatedProducts.length).toBe(Math.min(8, siblings.length - 1));
    for (const related of relatedProducts) {
      expect(related.category.id).toBe(product.category.id);
      expect(related.id).not.toBe(id);
    }
    expect(prevProduct?.id ?? null).toBe(siblings[at - 1] ?? null);
    expect(nextProduct?.id ?? null).toBe(siblings[at + 1] ?? null);
  });

  it('leaves the products of a shop not approved out of the neighbours and the related products', async () => {
    const published = await t.database.db
      .select({ id: products.id, categoryId: products.categoryId, vendorId: products.vendorId })
      .from(products)
      .where(eq(products.isPublished, true))
      .orderBy(asc(products.categoryId), asc(products.id));
    // A product whose previous neighbour is from another shop: hiding that shop moves the neighbour.
    const at = published.findIndex(
      (row, k) =>
        k > 0 && published[k - 1]?.categoryId === row.categoryId && published[k - 1]?.vendorId !== row.vendorId,
    );
    expect(at).toBeGreaterThan(0);
    const { id, categoryId } = published[at] ?? { id: 0, categoryId: 0 };
    const hidden = published[at - 1]?.vendorId ?? 0;
    const siblings = published.filter((row) => row.categoryId === categoryId);
    await t.database.db.update(vendors).set({ status: 'pending' }).where(eq(vendors.id, hidden));
    try {
      const [page] = await findProductPages(t.database.db, [id]);
      const shown = siblings.filter((sibling) => sibling.vendorId !== hidden).map((sibling) => sibling.id);
      const shownAt = shown.indexOf(id);
      expect([page?.prevId, page?.nextId]).toEqual([shown[shownAt - 1] ?? null, shown[shownAt + 1] ?? null]);
      expect(page?.relatedIds).toHaveLength(Math.min(8, shown.length - 1));
      expect(page?.relatedIds.filter((related) => !shown.includes(related))).toEqual([]);
    } finally {
      await t.database.db.update(vendors).set({ status: 'approved' }).where(eq(vendors.id, hidden));
    }
  });

  it('has no previous product at the start of a category and no next one at its end', async () => {
    const { product } = await details(await richestProductId());
    const siblings = await idsInCategory(product.category.id);
    expect((await details(siblings[0] as number)).prevProduct).toBeNull();
    expect((await details(siblings.at(-1) as number)).nextProduct).toBeNull();
  });

  it('prices a product in a running flash sale with the sale percent', async () => {
    const now = new Date();
    const [item] = await t.database.db
      .select({
        productId: flashSaleItems.productId,
        percent: flashSaleItems.discountPercent,
        endsAt: flashSales.endsAt,
      })
      .from(flashSaleItems)
      .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
      .where(and(lte(flashSales.startsAt, now), gt(flashSales.endsAt, now)))
      .orderBy(sql`${flashSaleItems.discountPercent} desc`)
      .limit(1);
    if (!item) throw new Error('the seed has no running flash sale');
    const { product } = await details(item.productId);
    expect(product).toMatchObject({
      discount_type: 'percent',
      discount_value: item.percent,
      flash_sale_ends_at: item.endsAt.toISOString(),
      sale_price: product.price - Math.floor((product.price * item.percent) / 100),
    });
  });

  it('answers 404 for an unknown or unpublished product', async () => {
    const unknown = await getApi(t.app, '/products/999999');
    expect(unknown.response.statusCode).toBe(404);
    expect(failureOf(unknown.response)).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('product'),
    });

    const id = await richestProductId();
    await t.database.db.update(products).set({ isPublished: false }).where(eq(products.id, id));
    try {
      expect((await getApi(t.app, `/products/${id}`)).response.statusCode).toBe(404);
      const listed = await getData<{ data: { id: number }[] }>(t.app, '/products?per_page=100');
      expect(listed.data.map((card) => card.id)).not.toContain(id);
    } finally {
      await t.database.db.update(products).set({ isPublished: true }).where(eq(products.id, id));
    }
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers id %s with 422 on the id field', async (id) => {
    const { response } = await getApi(t.app, `/products/${id}`);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', errors: { id: [expect.any(String)] } });
  });
});
