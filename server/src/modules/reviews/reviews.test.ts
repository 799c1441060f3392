import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminReview,
  type MyReview,
  type Page,
  type ProductDetailsResponse,
  REVIEW_MAX_LENGTH,
  type StoreReviewBody,
  type WriteReviewInfo,
} from '#contract';
import { buildApp } from '../../app';
import { createTestApp, dataOf, failureOf, getData, type TestApp, testConfig } from '../../app.test-helpers';
import { products, reviews, shippers, vendors } from '../../db/schema';
import { createTestAccount } from '../auth/auth.test-helpers';
import { createPackage, createRider, setOrderStatus, type TestPackage } from './reviews.test-helpers';

const ADMIN_TOKEN = 'moderator-secret-token';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  await t.app.close();
  t.app = await buildApp({ db: t.database, config: { ...testConfig, adminToken: ADMIN_TOKEN } });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  { token, payload, locale = 'en' }: { token?: string | null; payload?: unknown; locale?: 'en' | 'bn' } = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as object | undefined,
    headers: { 'accept-language': locale, ...(token && { authorization: `Bearer ${token}` }) },
  });

async function shopper(name = 'Rahima Khatun', verified = true) {
  const { user, tokens } = await createTestAccount(t.database.db, { name, verified });
  return { userId: user.id, token: tokens.access_token };
}

const writeInfo = (token: string, pack: TestPackage) =>
  call('GET', `/user/write-review?order_id=${pack.orderId}&vendor_id=${pack.vendorId}`, { token });

const store = (token: string, payload: unknown, locale: 'en' | 'bn' = 'en') =>
  call('POST', '/user/store-review', { token, payload, locale });

/** Every part of a package's reviews, each product rated `rating`. */
function fullBody(pack: TestPackage, rating = 4): StoreReviewBody {
  return {
    order_id: pack.orderId,
    vendor_id: pack.vendorId,
    product_reviews: pack.lines.map((line) => ({
      order_item_id: line.orderItemId,
      product_id: line.productId,
      rating,
      review: `Good fabric, rated ${rating}`,
    })),
    seller_review: { rating: 2, review: 'Slow to answer' },
    ...(pack.shipperId === null ? {} : { rider_review: { shipper_id: pack.shipperId, rating: 5, review: 'Polite' } }),
  };
}

/** A rating as the database itself averages the visible reviews (independent of the service's arithmetic). */
async function expectedRating(kind: 'product' | 'seller' | 'rider', id: number) {
  const column = { product: reviews.productId, seller: reviews.vendorId, rider: reviews.shipperId }[kind];
  const [row] = await t.database.db
    .select({
      tenths: sql<string>`coalesce(round(avg(${reviews.rating}) * 10), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(reviews)
    .where(and(eq(reviews.kind, kind), eq(reviews.hidden, false), eq(column, id)));
  return { ratingTenths: Number(row?.tenths), ratingCount: Number(row?.count) };
}

const productRating = async (id: number) =>
  (
    await t.database.db
      .select({ ratingTenths: products.ratingTenths, ratingCount: products.ratingCount, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, id))
  )[0]!;
const vendorRating = async (id: number) =>
  (
    await t.database.db
      .select({ ratingTenths: vendors.ratingTenths, ratingCount: vendors.ratingCount })
      .from(vendors)
      .where(eq(vendors.id, id))
  )[0]!;
const riderRating = async (id: number) =>
  (
    await t.database.db
      .select({ ratingTenths: shippers.ratingTenths, ratingCount: shippers.ratingCount })
      .from(shippers)
      .where(eq(shippers.id, id))
  )[0]!;

const fields = (response: LightMyRequestResponse) => Object.keys(failureOf(response).errors ?? {});

describe('GET /user/write-review', () => {
  it('answers what of the delivered package may be reviewed, then what is left', async () => {
    const { userId, token } = await shopper();
    const rider = await createRider(t.database);
    const pack = await createPackage(t.database, userId, { shipperId: rider });
    const before = dataOf<WriteReviewInfo>(await writeInfo(token, pack));
    expect(before).toMatchObject({
      order_id: pack.orderId,
      invoice_number: expect.stringMatching(/^HT\d{7}$/),
      vendor: { id: pack.vendorId },
      shipper: { id: rider, name: 'Rider Karim' },
      seller_reviewed: false,
      rider_reviewed: false,
    });
    expect(before.items.map((item) => [item.order_item_id, item.reviewed])).toEqual(
      pack.lines.map((line) => [line.orderItemId, false]),
    );
    const [first] = pack.lines;
    dataOf(
      await store(token, {
        order_id: pack.orderId,
        vendor_id: pack.vendorId,
        product_reviews: [{ order_item_id: first!.orderItemId, product_id: first!.productId, rating: 5, review: '' }],
        seller_review: { rating: 3, review: '' },
      }),
      201,
    );
    const after = dataOf<WriteReviewInfo>(await writeInfo(token, pack));
    expect(after.items.map((item) => item.reviewed)).toEqual([true, false]);
    expect([after.seller_reviewed, after.rider_reviewed]).toEqual([true, false]);
  });

  it('counts the rider as reviewed when no rider carried the package', async () => {
    const { userId, token } = await shopper();
    const pack = await createPackage(t.database, userId, { shipperId: null });
    expect(dataOf<WriteReviewInfo>(await writeInfo(token, pack))).toMatchObject({
      shipper: null,
      rider_reviewed: true,
    });
  });

  it('answers 404 for another shopper’s package, an undelivered one and a wrong seller', async () => {
    const owner = await shopper();
    const stranger = await shopper('Karim Uddin');
    const pack = await createPackage(t.database, owner.userId);
    expect((await writeInfo(stranger.token, pack)).statusCode).toBe(404);
    expect((await writeInfo(owner.token, { ...pack, vendorId: pack.vendorId + 1 })).statusCode).toBe(404);
    const shipping = await createPackage(t.database, owner.userId, { status: 'on_the_way' });
    const response = await writeInfo(owner.token, shipping);
    expect(response.statusCode).toBe(404);
    expect(failureOf(response).message).toBe(
      'This order is not yours or is not delivered yet, so it cannot be reviewed.',
    );
  });

  it('needs a signed-in shopper with a verified phone', async () => {
    const { userId } = await shopper();
    const pack = await createPackage(t.database, userId);
    expect(
      (await call('GET', `/user/write-review?order_id=${pack.orderId}&vendor_id=${pack.vendorId}`)).statusCode,
    ).toBe(401);
    const unverified = await shopper('Nadia Islam', false);
    const response = await writeInfo(unverified.token, pack);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).code).toBe('PHONE_NOT_VERIFIED');
  });
});

describe('POST /user/store-review', () => {
  it('stores product, seller and rider reviews and recomputes each rating from the visible reviews', async () => {
    const { userId, token } = await shopper('Rahima Khatun');
    const rider = await createRider(t.database);
    const pack = await createPackage(t.database, userId, { shipperId: rider });
    const [line] = pack.lines;
    const before = await productRating(line!.productId);

    const response = await store(token, fullBody(pack, 1));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Thank you for your review!');

    const after = await productRating(line!.productId);
    expect(after).toMatchObject(await expectedRating('product', line!.productId));
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.ratingTenths).toBeLessThan(before.ratingTenths === 0 ? 11 : before.ratingTenths);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await vendorRating(pack.vendorId)).toEqual(await expectedRating('seller', pack.vendorId));
    expect(await riderRating(rider)).toEqual({ ratingTenths: 50, ratingCount: 1 });

    const page = await getData<ProductDetailsResponse>(t.app, `/products/${line!.productId}`);
    expect(page.product.rating).toBe(after.ratingTenths / 10);
    expect(page.product.rating_count).toBe(after.ratingCount);
    expect(page.product.reviews[0]).toMatchObject({ author: 'Rahima K.', rating: 1, review: 'Good fabric, rated 1' });
  });

  it('trims the text and stores it in NFC, markup kept as plain text', async () => {
    const { userId, token } = await shopper('Nusrat Jahan');
    const pack = await createPackage(t.database, userId, { count: 1 });
    const line = pack.lines[0]!;
    const decomposed = 'ভালো'.normalize('NFD');
    const payload = `  <img src=x onerror=alert(1)><script>alert(2)</script> ${decomposed}  `;
    dataOf(
      await store(token, {
        order_id: pack.orderId,
        vendor_id: pack.vendorId,
        product_reviews: [{ order_item_id: line.orderItemId, product_id: line.productId, rating: 4, review: payload }],
      }),
      201,
    );
    const mine = dataOf<Page<MyReview>>(await call('GET', '/user/my-reviews', { token }));
    expect(mine.data[0]?.review).toBe(
      `<img src=x onerror=alert(1)><script>alert(2)</script> ${'ভালো'.normalize('NFC')}`,
    );
  });

  it('never counts a rider rating toward the seller', async () => {
    const { userId, token } = await shopper();
    const rider = await createRider(t.database, 'Rider Jamal');
    const pack = await createPackage(t.database, userId, { shipperId: rider, skip: 2 });
    const seller = await vendorRating(pack.vendorId);
    dataOf(
      await store(token, {
        order_id: pack.orderId,
        vendor_id: pack.vendorId,
        product_reviews: [],
        rider_review: { shipper_id: rider, rating: 1, review: 'Late' },
      }),
      201,
    );
    expect(await vendorRating(pack.vendorId)).toEqual(seller);
    expect(await riderRating(rider)).toEqual({ ratingTenths: 10, ratingCount: 1 });
  });

  it('answers 409 to a second review of the same line, seller or rider, and keeps the first', async () => {
    const { userId, token } = await shopper();
    const rider = await createRider(t.database);
    const pack = await createPackage(t.database, userId, { shipperId: rider });
    dataOf(await store(token, fullBody(pack)), 201);
    const line = pack.lines[0]!;
    const again = [
      { product_reviews: [{ order_item_id: line.orderItemId, product_id: line.productId, rating: 1, review: '' }] },
      { product_reviews: [], seller_review: { rating: 5, review: '' } },
      { product_reviews: [], rider_review: { shipper_id: rider, rating: 1, review: '' } },
    ];
    for (const part of again) {
      const response = await store(token, { order_id: pack.orderId, vendor_id: pack.vendorId, ...part }, 'bn');
      expect(response.statusCode).toBe(409);
      expect(failureOf(response).message).toBe('আপনি এটির রিভিউ আগেই দিয়েছেন।');
    }
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.orderId, pack.orderId));
    expect(rows).toHaveLength(pack.lines.length + 2);
  });

  it('stores one of two identical submissions sent at once and answers the other 409', async () => {
    const { userId, token } = await shopper();
    const pack = await createPackage(t.database, userId, { skip: 5 });
    const answers = await Promise.all([store(token, fullBody(pack)), store(token, fullBody(pack))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await t.database.db.$count(reviews, eq(reviews.orderId, pack.orderId))).toBe(pack.lines.length + 1);
    const product = pack.lines[0]!.productId;
    expect(await productRating(product)).toMatchObject(await expectedRating('product', product));
  });

  it('answers 404 to another shopper (IDOR) and to an undelivered package, writing nothing', async () => {
    const owner = await shopper();
    const stranger = await shopper('Karim Uddin');
    const pack = await createPackage(t.database, owner.userId);
    expect((await store(stranger.token, fullBody(pack))).statusCode).toBe(404);
    await setOrderStatus(t.database, pack.orderId, 'on_the_way');
    expect((await store(owner.token, fullBody(pack))).statusCode).toBe(404);
    expect(await t.database.db.$count(reviews, eq(reviews.orderId, pack.orderId))).toBe(0);
  });

  it('refuses a line of another order and a rider who did not carry the package (422 on the field)', async () => {
    const { userId, token } = await shopper();
    const rider = await createRider(t.database);
    const other = await createRider(t.database, 'Rider Someone');
    const pack = await createPackage(t.database, userId, { shipperId: rider });
    const elsewhere = await createPackage(t.database, userId, { skip: 2, count: 1 });
    const foreign = elsewhere.lines[0]!;
    const response = await store(token, {
      order_id: pack.orderId,
      vendor_id: pack.vendorId,
      product_reviews: [
        { order_item_id: foreign.orderItemId, product_id: foreign.productId, rating: 5, review: '' },
        { order_item_id: pack.lines[0]!.orderItemId, product_id: foreign.productId, rating: 5, review: '' },
      ],
      rider_review: { shipper_id: other, rating: 5, review: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(fields(response).sort()).toEqual([
      'product_reviews.0.order_item_id',
      'product_reviews.1.order_item_id',
      'rider_review.shipper_id',
    ]);
  });

  const line = { order_item_id: 1, product_id: 1, rating: 5, review: '' };
  it.each([
    ['rating 0', { product_reviews: [{ ...line, rating: 0 }] }, 'product_reviews.0.rating'],
    ['rating 6', { product_reviews: [{ ...line, rating: 6 }] }, 'product_reviews.0.rating'],
    ['rating 2.5', { product_reviews: [{ ...line, rating: 2.5 }] }, 'product_reviews.0.rating'],
    ['a rating as text', { product_reviews: [], seller_review: { rating: '5', review: '' } }, 'seller_review.rating'],
    [
      'text too long',
      { product_reviews: [{ ...line, review: 'অ'.repeat(REVIEW_MAX_LENGTH + 1) }] },
      'product_reviews.0.review',
    ],
    [
      'a NUL in the text',
      { product_reviews: [], seller_review: { rating: 3, review: 'a\u0000b' } },
      'seller_review.review',
    ],
    ['the same line twice', { product_reviews: [line, line] }, 'product_reviews.1.order_item_id'],
    ['nothing to review', { product_reviews: [] }, 'product_reviews'],
    ['no order id', { order_id: undefined, product_reviews: [line] }, 'order_id'],
  ])('answers 422 to %s', async (_case, change, field) => {
    const { userId, token } = await shopper();
    const pack = await createPackage(t.database, userId, { count: 1 });
    const response = await store(token, { order_id: pack.orderId, vendor_id: pack.vendorId, ...change });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).code).toBe('VALIDATION_FAILED');
    expect(fields(response)).toContain(field);
  });

  it('accepts exactly REVIEW_MAX_LENGTH characters after trimming', async () => {
    const { userId, token } = await shopper();
    const pack = await createPackage(t.database, userId, { count: 1 });
    const payload = { rating: 5, review: ` ${'ক'.repeat(REVIEW_MAX_LENGTH)} ` };
    expect(
      (
        await store(token, {
          order_id: pack.orderId,
          vendor_id: pack.vendorId,
          product_reviews: [],
          seller_review: payload,
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('GET /user/my-reviews', () => {
  it('lists only the user’s own reviews, newest first, paged, with what each is about', async () => {
    const { userId, token } = await shopper();
    const rider = await createRider(t.database, 'Rider Rafiq');
    const pack = await createPackage(t.database, userId, { shipperId: rider });
    dataOf(await store(token, fullBody(pack)), 201);
    const stranger = await shopper('Karim Uddin');
    expect(dataOf<Page<MyReview>>(await call('GET', '/user/my-reviews', { token: stranger.token })).total_count).toBe(
      0,
    );

    const first = dataOf<Page<MyReview>>(await call('GET', '/user/my-reviews?per_page=3', { token }));
    expect(first).toMatchObject({ total_count: 4, per_page: 3, current_page: 1, last_page: 2 });
    expect(first.data.map((review) => review.kind)).toEqual(['rider', 'seller', 'product']);
    expect(first.data[0]?.subject).toMatchObject({ id: rider, name: 'Rider Rafiq', slug: null });
    expect(first.data[1]?.subject).toMatchObject({ id: pack.vendorId, slug: expect.any(String) });
    expect(first.data[2]).toMatchObject({
      order_id: pack.orderId,
      invoice_number: expect.stringMatching(/^HT/),
      hidden: false,
    });
    expect(first.data[2]?.subject.slug).toEqual(expect.any(String));
    const second = dataOf<Page<MyReview>>(await call('GET', '/user/my-reviews?page=2&per_page=3', { token }));
    expect(second.data).toHaveLength(1);
  });
});

describe('the back office’s reviews', () => {
  const admin = (method: 'GET' | 'PATCH', url: string, payload?: unknown, token: string | null = ADMIN_TOKEN) =>
    call(method, url, { token, payload });

  it('hides a review: out of the rating and the product page, still in its author’s list marked hidden; shows it again', async () => {
    const { userId, token } = await shopper('Farhana Akter');
    const pack = await createPackage(t.database, userId, { count: 1, skip: 3 });
    const line = pack.lines[0]!;
    const before = await productRating(line.productId);
    dataOf(await store(token, fullBody(pack, 1)), 201);
    const [row] = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.orderItemId, line.orderItemId), eq(reviews.kind, 'product')));

    const hidden = await admin('PATCH', `/admin/reviews/${row!.id}`, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toEqual({ id: row!.id, hidden: true });
    expect(await productRating(line.productId)).toMatchObject({
      ratingTenths: before.ratingTenths,
      ratingCount: before.ratingCount,
    });
    const page = await getData<ProductDetailsResponse>(t.app, `/products/${line.productId}`);
    expect(page.product.reviews.map((review) => review.id)).not.toContain(row!.id);
    const mine = dataOf<Page<MyReview>>(await call('GET', '/user/my-reviews', { token }));
    expect(mine.data.find((review) => review.id === row!.id)?.hidden).toBe(true);
    const listed = dataOf<Page<AdminReview>>(await admin('GET', '/admin/reviews?hidden=true'));
    expect(listed.data.find((review) => review.id === row!.id)).toMatchObject({
      author: 'Farhana A.',
      kind: 'product',
      order_id: pack.orderId,
      subject: { id: line.productId },
    });

    dataOf(await admin('PATCH', `/admin/reviews/${row!.id}`, { hidden: false }));
    expect(await productRating(line.productId)).toMatchObject(await expectedRating('product', line.productId));
    expect((await productRating(line.productId)).ratingCount).toBe(before.ratingCount + 1);
  });

  it('hiding a seller review recomputes the seller rating', async () => {
    const { userId, token } = await shopper();
    const pack = await createPackage(t.database, userId, { count: 1, skip: 4 });
    dataOf(
      await store(token, {
        order_id: pack.orderId,
        vendor_id: pack.vendorId,
        product_reviews: [],
        seller_review: { rating: 1, review: '' },
      }),
      201,
    );
    const [row] = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.orderId, pack.orderId), eq(reviews.kind, 'seller')));
    const withIt = await vendorRating(pack.vendorId);
    dataOf(await admin('PATCH', `/admin/reviews/${row!.id}`, { hidden: true }));
    const without = await vendorRating(pack.vendorId);
    expect(without.ratingCount).toBe(withIt.ratingCount - 1);
    expect(without).toEqual(await expectedRating('seller', pack.vendorId));
  });

  it.each([
    ['no token', null],
    ['a wrong token', 'moderator-secret-tokeN'],
  ])('answers 401 with %s', async (_case, token) => {
    expect((await admin('GET', '/admin/reviews', undefined, token)).statusCode).toBe(401);
    expect((await admin('PATCH', '/admin/reviews/1', { hidden: true }, token)).statusCode).toBe(401);
  });

  it('refuses a shopper’s token', async () => {
    const { token } = await shopper();
    expect((await admin('PATCH', '/admin/reviews/1', { hidden: true }, token)).statusCode).toBe(401);
  });

  it('answers 404 for a review that does not exist and 422 for a bad body', async () => {
    expect((await admin('PATCH', '/admin/reviews/999999', { hidden: true })).statusCode).toBe(404);
    const response = await admin('PATCH', '/admin/reviews/1', { hidden: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(fields(response)).toContain('hidden');
  });
});
