import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartItemInput, MAX_CART_LINES } from '#contract';
import { createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { cartItems } from '../../db/schema';
import { createTestAccount } from '../auth/auth.test-helpers';
import { cartClient, plainProducts, stocked } from './cart.test-helpers';

let t: TestApp;
let shopper: ReturnType<typeof cartClient>;
let item: CartItemInput;

beforeAll(async () => {
  t = await createTestApp({ products: 10 });
  shopper = cartClient(t, (await createTestAccount(t.database.db)).tokens.access_token);
  const [productId] = await plainProducts(t);
  item = (await stocked(t, productId!, [100]))[0]!;
});
afterAll(() => t.close());

describe('malformed cart input → 422 VALIDATION_FAILED with a translated field map, nothing written', () => {
  it.each([[0], [-1], [1.5], [101], ['abc'], [1e20], ['2'], [null]])('qty %s', async (qty) => {
    const en = failureOf(await shopper.modify([{ ...item, qty }]));
    expect(en).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { 'cart_items.0.qty': ['Enter a whole number from 1 to 100.'] },
    });
    const bn = failureOf(await shopper.modify([{ ...item, qty }], 'bn'));
    expect(bn.errors).toEqual({ 'cart_items.0.qty': ['১ থেকে ১০০-এর মধ্যে একটি পূর্ণ সংখ্যা লিখুন।'] });
    const quoted = await shopper.quote({ cart_items: [{ ...item, qty }] });
    expect(quoted.statusCode).toBe(422);
    expect(Object.keys(failureOf(quoted).errors ?? {})).toEqual(['cart_items.0.qty']);
  });

  it.each([
    ['no lines', () => [], ['cart_items']],
    ['a product id that is not a number', () => [{ ...item, product_id: 'x' }], ['cart_items.0.product_id']],
    ['a missing variant id', () => [{ product_id: item.product_id, qty: 1 }], ['cart_items.0.variant_id']],
    ['one variant twice', () => [item, { ...item, qty: 2 }], ['cart_items.1.variant_id']],
    ['too many lines', () => Array.from({ length: MAX_CART_LINES + 1 }, () => item), ['cart_items']],
  ])('%s', async (_name, lines, fields) => {
    const response = await shopper.modify(lines(), 'bn');
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response);
    expect(failure.message).toBe('কিছু ঘর সঠিক নয়।');
    expect(Object.keys(failure.errors ?? {})).toEqual(fields);
  });

  it('the zod messages are in Bengali too', async () => {
    const failure = failureOf(await shopper.modify([{ ...item, product_id: 'x' }], 'bn'));
    expect(failure.errors?.['cart_items.0.product_id']?.[0]).toMatch(/[\u0980-\u09FF]/);
    const twice = failureOf(await shopper.modify([item, item]));
    expect(twice.errors).toEqual({
      'cart_items.1.variant_id': ['This item is listed twice; send it once with its total quantity.'],
    });
  });

  it('a quote refuses an unknown delivery zone, and a delete an id that is not one', async () => {
    const quoted = failureOf(await shopper.quote({ cart_items: [item], delivery_zone: 'mars' }));
    expect(Object.keys(quoted.errors ?? {})).toEqual(['delivery_zone']);
    const removed = failureOf(await shopper.remove('abc'));
    expect(Object.keys(removed.errors ?? {})).toEqual(['id']);
  });

  it('wrote nothing', async () => {
    expect(await t.database.db.select().from(cartItems)).toEqual([]);
  });
});
