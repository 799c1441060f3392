import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartItemInput, type CartLine, MAX_CART_LINES } from '#contract';
import { countQueries, createTestApp, dataOf, failureOf, type TestApp } from '../../app.test-helpers';
import { cartItems, products } from '../../db/schema';
import { createTestAccount } from '../auth/auth.test-helpers';
import { cartClient, pageVariants, plainProducts, setShippingCost, stocked } from './cart.test-helpers';

let t: TestApp;
let rahima: ReturnType<typeof cartClient>;
let karim: ReturnType<typeof cartClient>;
let shirt: CartItemInput[];
let other: CartItemInput[];

beforeAll(async () => {
  t = await createTestApp({ products: 80 });
  const client = async (verified: boolean) =>
    cartClient(t, (await createTestAccount(t.database.db, { verified })).tokens.access_token);
  // The cart does not need a verified phone.
  rahima = await client(false);
  karim = await client(true);
  const [shirtId, otherId] = await plainProducts(t, 2);
  if (!shirtId || !otherId) throw new Error('the seed has too few products with two variants');
  shirt = await stocked(t, shirtId, [10, 3]);
  other = await stocked(t, otherId, [5]);
  await setShippingCost(t, [otherId], 80);
});
afterAll(() => t.close());

const rowsOf = (userId?: number) =>
  t.database.db
    .select()
    .from(cartItems)
    .where(userId === undefined ? undefined : eq(cartItems.userId, userId));
const line = (items: CartItemInput[], index: number, qty: number) => ({ ...items[index]!, qty });
const summary = (lines: CartLine[]) => lines.map(({ variant_id, qty }) => ({ variant_id, qty }));

describe('the server cart', () => {
  it.each([
    ['GET', '/cart-item', undefined],
    ['POST', '/cart-item/modify', { cart_items: [] }],
    ['POST', '/cart-item/delete', { id: 1 }],
  ] as const)('%s %s without a token → 401 before the body is looked at', async (method, url, payload) => {
    const response = await t.app.inject({ method, url: `/api/v1${url}`, payload });
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('adds lines priced as the product page prices their variants, and answers them on GET', async () => {
    const response = await rahima.modify([line(shirt, 0, 2), line(other, 0, 3)]);
    expect(response.json().message).toBe('Cart updated');
    const lines = dataOf<CartLine[]>(response);
    const [shirtPage, otherPage] = [
      await pageVariants(t, shirt[0]!.product_id),
      await pageVariants(t, other[0]!.product_id),
    ];
    const shirtVariant = shirtPage.find((variant) => variant.id === shirt[0]!.variant_id)!;
    const otherVariant = otherPage.find((variant) => variant.id === other[0]!.variant_id)!;
    expect(lines).toMatchObject([
      { id: shirt[0]!.product_id, qty: 2, price: shirtVariant.price, sale_price: shirtVariant.sale_price, stock: 10 },
      { id: other[0]!.product_id, qty: 3, sale_price: otherVariant.sale_price, shipping_cost: 80, shipping: 240 },
    ]);
    expect(lines[0]!.sum).toBe(shirtVariant.sale_price * 2);
    expect(lines[0]!.selected_variant).toEqual(shirtVariant);
    expect(lines.every((cartLine) => Number.isInteger(cartLine.sum) && cartLine.cart_item_id !== null)).toBe(true);
    expect(dataOf<CartLine[]>(await rahima.list())).toEqual(lines);
  });

  it('sets the absolute qty of a line (no increment) and keeps the line in its place', async () => {
    const lines = dataOf<CartLine[]>(await rahima.modify([line(shirt, 0, 1)]));
    expect(summary(lines)).toEqual([
      { variant_id: shirt[0]!.variant_id, qty: 1 },
      { variant_id: other[0]!.variant_id, qty: 3 },
    ]);
  });

  it('names, seller and picture follow Accept-Language', async () => {
    const [en, bn] = [dataOf<CartLine[]>(await rahima.list()), dataOf<CartLine[]>(await rahima.list('bn'))];
    const [row] = await t.database.db.select().from(products).where(eq(products.id, shirt[0]!.product_id));
    expect(en[0]!.name).toBe(row!.nameEn);
    expect(bn[0]!.name).toBe(row!.nameBn);
    expect(bn[0]!.seller.name).not.toBe(en[0]!.seller.name);
    expect(en[0]!.image).toMatch(/^http:\/\/api\.test\/uploads\//);
  });

  it('refuses a qty above stock with OUT_OF_STOCK, and writes nothing of the request', async () => {
    const before = await rowsOf();
    const response = await rahima.modify([line(shirt, 0, 5), line(shirt, 1, 4)], 'bn');
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'দুঃখিত, এই পরিমাণ কার্টে যোগ করা যাবে না।',
      errors: { 'cart_items.1.qty': ['স্টকে আছে মাত্র ৩টি'] },
    });
    const english = failureOf(await rahima.modify([line(shirt, 1, 4)]));
    expect(english).toMatchObject({
      message: "Sorry, you can't add that amount to the cart.",
      errors: { 'cart_items.0.qty': ['Only 3 in stock'] },
    });
    expect(await rowsOf()).toEqual(before);
  });

  it.each([
    ['an unknown product', () => [{ ...shirt[0]!, product_id: 999_999 }], 'cart_items.0.product_id'],
    [
      'a variant of another product',
      () => [shirt[0]!, { ...other[0]!, variant_id: shirt[1]!.variant_id }],
      'cart_items.1.variant_id',
    ],
  ])('refuses %s with 422 on its field', async (_name, items, field) => {
    const response = await rahima.modify(items());
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).code).toBe('VALIDATION_FAILED');
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual([field]);
  });

  it('refuses an unpublished product', async () => {
    await t.database.db.update(products).set({ isPublished: false }).where(eq(products.id, other[0]!.product_id));
    try {
      const response = await karim.modify([other[0]!]);
      expect(failureOf(response).errors).toEqual({
        'cart_items.0.product_id': ['This product does not exist or is no longer sold.'],
      });
      expect(summary(dataOf<CartLine[]>(await rahima.list()))).toEqual([{ variant_id: shirt[0]!.variant_id, qty: 1 }]);
    } finally {
      await t.database.db.update(products).set({ isPublished: true }).where(eq(products.id, other[0]!.product_id));
    }
  });

  it("never shows or deletes another user's lines: 404, and their line stays", async () => {
    const karimLines = dataOf<CartLine[]>(await karim.modify([line(shirt, 1, 2)]));
    expect(summary(karimLines)).toEqual([{ variant_id: shirt[1]!.variant_id, qty: 2 }]);
    const rahimaIds = dataOf<CartLine[]>(await rahima.list()).map((cartLine) => cartLine.cart_item_id);
    expect(rahimaIds).not.toContain(karimLines[0]!.cart_item_id);

    const response = await rahima.remove(karimLines[0]!.cart_item_id);
    expect(response.statusCode).toBe(404);
    expect(failureOf(response).message).toBe('This item is not in your cart.');
    expect(dataOf<CartLine[]>(await karim.list())).toEqual(karimLines);
  });

  it('deletes an own line and answers the cart left', async () => {
    const [first, second] = dataOf<CartLine[]>(await rahima.list());
    const response = await rahima.remove(first!.cart_item_id, 'bn');
    expect(response.json().message).toBe('পণ্যটি কার্ট থেকে সরানো হয়েছে');
    expect(dataOf<CartLine[]>(response).map((left) => left.cart_item_id)).toEqual([second!.cart_item_id]);
    expect((await rahima.remove(first!.cart_item_id)).statusCode).toBe(404);
  });
});

describe('cart limits and load', () => {
  let items: CartItemInput[];
  let shopper: ReturnType<typeof cartClient>;

  beforeAll(async () => {
    const ids = await plainProducts(t, 2);
    const perProduct = await Promise.all(ids.map((id) => stocked(t, id, [5, 5])));
    items = perProduct.flat();
    if (items.length < MAX_CART_LINES + 2) throw new Error('the seed has too few products');
    shopper = cartClient(t, (await createTestAccount(t.database.db)).tokens.access_token);
  });

  it('GET costs the same queries for one line or forty', async () => {
    await shopper.modify(items.slice(0, 1));
    const one = await countQueries(t.database, () => shopper.list());
    await shopper.modify(items.slice(0, 40));
    expect(await countQueries(t.database, () => shopper.list())).toBe(one);
  });

  it(`holds at most ${MAX_CART_LINES} lines, even when two requests race for the last place`, async () => {
    dataOf(await shopper.modify(items.slice(0, MAX_CART_LINES - 1)));
    const [a, b] = await Promise.all([
      shopper.modify([items[MAX_CART_LINES - 1]]),
      shopper.modify([items[MAX_CART_LINES]]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const refused = failureOf(a.statusCode === 422 ? a : b);
    expect(refused.errors).toEqual({ cart_items: [refused.message] });
    expect(refused.message).toBe(
      `Your cart can hold at most ${MAX_CART_LINES} different items. Remove one to add another.`,
    );
    expect(dataOf<CartLine[]>(await shopper.list())).toHaveLength(MAX_CART_LINES);
  });

  it('concurrent modifies of one line all succeed, and leave one line with one of their quantities', async () => {
    const buyer = cartClient(t, (await createTestAccount(t.database.db)).tokens.access_token);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((qty) => buyer.modify([{ ...items[0]!, qty }])));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const lines = dataOf<CartLine[]>(await buyer.list());
    expect(lines).toHaveLength(1);
    expect([1, 2, 3, 4, 5]).toContain(lines[0]!.qty);
  });
});
