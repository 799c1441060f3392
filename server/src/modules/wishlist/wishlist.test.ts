import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSuccess, MAX_WISHLIST, type Page, type ProductCard } from '#contract';
import { countQueries, createTestApp, failureOf, getData, type TestApp } from '../../app.test-helpers';
import { products, wishlistItems } from '../../db/schema';
import { bearer, createTestAccount } from '../auth/auth.test-helpers';

let t: TestApp;
let cards: ProductCard[];

beforeAll(async () => {
  t = await createTestApp({ products: MAX_WISHLIST + 2 });
  cards = (await getData<Page<ProductCard>>(t.app, '/products?per_page=20')).data;
});
afterAll(() => t.close());

/** The wishlist calls for one access token (none: a guest). */
function wishlistClient(token: string | null) {
  const headers = (locale: 'en' | 'bn') => ({ 'accept-language': locale, ...(token && bearer(token)) });
  return {
    list: (locale: 'en' | 'bn' = 'en') => t.app.inject({ url: '/api/v1/wishlist', headers: headers(locale) }),
    post: (payload: object, locale: 'en' | 'bn' = 'en') =>
      t.app.inject({ method: 'POST', url: '/api/v1/wishlist', payload, headers: headers(locale) }),
  };
}

async function newShopper() {
  const { tokens, user } = await createTestAccount(t.database.db, { verified: false });
  return { client: wishlistClient(tokens.access_token), userId: user.id };
}

function listOf(response: LightMyRequestResponse): ProductCard[] {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json<ApiSuccess<ProductCard[]>>().data;
}

const ids = (response: LightMyRequestResponse) => listOf(response).map((card) => card.id);
const card = (n: number) => cards[n] as ProductCard;

describe('guards', () => {
  it.each([
    ['GET', () => wishlistClient(null).list()],
    ['POST', () => wishlistClient(null).post({ product_id: card(0).id })],
    ['POST with a bad body', () => wishlistClient(null).post({ product_id: 'x' })],
    ['POST with a dead token', () => wishlistClient('not-a-token').post({ product_id: card(0).id })],
  ])('%s without a live token: 401', async (_, call) => {
    const response = await call();
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).code).toBe('UNAUTHENTICATED');
  });
});

describe('one shopper’s wishlist (an unverified phone is enough)', () => {
  let shopper: Awaited<ReturnType<typeof newShopper>>;
  beforeAll(async () => {
    shopper = await newShopper();
  });

  it('starts empty', async () => {
    expect(listOf(await shopper.client.list())).toEqual([]);
  });

  it('adds a product and answers the list as the catalogue’s product cards', async () => {
    const response = await shopper.client.post({ product_id: card(0).id });
    expect(response.json().message).toBe('Product added to wishlist');
    expect(listOf(response)).toEqual([card(0)]);
    expect(listOf(await shopper.client.list())).toEqual([card(0)]);
  });

  it('adding the same product again keeps one entry', async () => {
    const response = await shopper.client.post({ product_id: card(0).id }, 'bn');
    expect(response.json().message).toBe('পণ্য পছন্দের তালিকায় যোগ হয়েছে');
    expect(ids(response)).toEqual([card(0).id]);
  });

  it('lists the newest first', async () => {
    await shopper.client.post({ product_id: card(1).id });
    expect(ids(await shopper.client.post({ product_id: card(2).id }))).toEqual([card(2).id, card(1).id, card(0).id]);
  });

  it('removes with _method DELETE; removing a product not on the list answers 200 and the list', async () => {
    const removed = await shopper.client.post({ product_id: card(1).id, _method: 'DELETE' });
    expect(removed.json().message).toBe('Product removed from wishlist');
    expect(ids(removed)).toEqual([card(2).id, card(0).id]);
    const again = await shopper.client.post({ product_id: card(1).id, _method: 'DELETE' }, 'bn');
    expect(again.json().message).toBe('পণ্য পছন্দের তালিকা থেকে সরানো হয়েছে');
    expect(ids(again)).toEqual([card(2).id, card(0).id]);
    expect(ids(await shopper.client.post({ product_id: 2_000_000, _method: 'DELETE' }))).toEqual([
      card(2).id,
      card(0).id,
    ]);
  });

  it('reads the list in one card query however long it is', async () => {
    const short = await countQueries(t.database, () => shopper.client.list());
    for (const n of [3, 4, 5, 6]) await shopper.client.post({ product_id: card(n).id });
    expect(await countQueries(t.database, () => shopper.client.list())).toBe(short);
  });

  it('leaves out a product that is no longer sold, and refuses to add it', async () => {
    await t.database.db
      .update(products)
      .set({ isPublished: false })
      .where(eq(products.id, card(0).id));
    try {
      expect(ids(await shopper.client.list())).not.toContain(card(0).id);
      const response = await shopper.client.post({ product_id: card(0).id });
      expect(response.statusCode).toBe(422);
      expect(failureOf(response).errors).toEqual({ product_id: ['This product does not exist or is no longer sold.'] });
    } finally {
      await t.database.db
        .update(products)
        .set({ isPublished: true })
        .where(eq(products.id, card(0).id));
    }
  });
});

describe('bad input', () => {
  it.each([
    [{ product_id: 2_000_000 }, 'product_id'],
    [{ product_id: 'abc' }, 'product_id'],
    [{ product_id: -1 }, 'product_id'],
    [{}, 'product_id'],
    [{ product_id: 1, _method: 'PUT' }, '_method'],
  ])('%j: 422 on %s, in Bengali too', async (body, field) => {
    const { client } = await newShopper();
    for (const locale of ['en', 'bn'] as const) {
      const response = await client.post(body, locale);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(failureOf(response).errors ?? {})).toEqual([field]);
    }
    expect(listOf(await client.list())).toEqual([]);
  });
});

describe('another shopper', () => {
  it('never sees the list, and their removals and additions do not touch it', async () => {
    const owner = await newShopper();
    const stranger = await newShopper();
    await owner.client.post({ product_id: card(7).id });
    expect(listOf(await stranger.client.list())).toEqual([]);
    expect(listOf(await stranger.client.post({ product_id: card(7).id, _method: 'DELETE' }))).toEqual([]);
    expect(ids(await stranger.client.post({ product_id: card(8).id }))).toEqual([card(8).id]);
    expect(ids(await owner.client.list())).toEqual([card(7).id]);
  });
});

describe('limit', () => {
  it(`keeps at most ${MAX_WISHLIST} products, with a message that says so`, async () => {
    const { client, userId } = await newShopper();
    const all = await t.database.db.select({ id: products.id }).from(products).orderBy(products.id);
    const kept = all.slice(0, MAX_WISHLIST);
    await t.database.db.insert(wishlistItems).values(kept.map(({ id }) => ({ userId, productId: id })));
    const extra = all[MAX_WISHLIST]?.id as number;
    const response = await client.post({ product_id: extra });
    expect(response.statusCode).toBe(422);
    const message = `Your wishlist can hold at most ${MAX_WISHLIST} products. Remove one to add another.`;
    expect(failureOf(response)).toMatchObject({ message, errors: { product_id: [message] } });
    expect(ids(await client.post({ product_id: kept[0]?.id as number }))).toHaveLength(MAX_WISHLIST);
  });
});
