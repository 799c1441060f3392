import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutAnswer, DELIVERY, type OrderListEntry, type Page } from '#contract';
import { BENGALI, dataOf, failureOf } from '../../app.test-helpers';
import { cartItems, orderStatusHistory } from '../../db/schema';
import { createTestAccount } from '../auth/auth.test-helpers';
import {
  type CheckoutTestApp,
  call,
  codBody,
  createCheckoutTestApp,
  fillCart,
  newKey,
  placeOrder,
  setStock,
  shopperWithAddress,
  stockedItem,
  stockedItems,
  stockedPair,
  stockOf,
} from './checkout.test-helpers';

let t: CheckoutTestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

describe('POST /order/store (signed in, cash on delivery)', () => {
  it('turns the cart into one order per seller, takes the stock, empties the cart and answers the checkout', async () => {
    const shopper = await shopperWithAddress(t);
    const items = await stockedItems(t, 3, 20, 2);
    await fillCart(t, shopper.token, items);
    const answer = dataOf<CheckoutAnswer>(await placeOrder(t, shopper, codBody(shopper), { key: newKey() }), 201);

    expect(answer.payment_method_id).toBe(1);
    expect(answer.payment_status).toBe('unpaid');
    expect(answer.payment_options).toBeNull();
    expect(answer.checkout_id).toMatch(/^ck_[\w-]{20,}$/);
    const lines = answer.orders.flatMap((order) => order.items);
    expect(lines.map((line) => line.variant_id).sort()).toEqual(items.map((item) => item.variant_id).sort());
    for (const order of answer.orders) {
      expect(order.invoice_number).toMatch(/^HT\d{7,}$/);
      expect(order.status).toBe('pending');
      expect(new Set(order.items.map((item) => item.product_id)).size).toBe(order.items.length);
      const subTotal = order.items.reduce((sum, item) => sum + item.unit_price * item.qty, 0);
      const shipping = order.items.reduce((sum, item) => sum + item.shipping_cost * item.qty, 0);
      expect(order.sub_total).toBe(subTotal);
      expect(order.shipping_cost).toBe(shipping + DELIVERY.inside_dhaka.fee);
      expect(order.total).toBe(order.sub_total + order.shipping_cost - order.discount);
    }
    expect(answer.grand_total).toBe(answer.orders.reduce((sum, order) => sum + order.total, 0));
    for (const item of items) expect(await stockOf(t, item.variant_id)).toBe(18);
    const left = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, shopper.userId));
    expect(left).toEqual([]);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, answer.orders[0]?.id ?? 0));
    expect(history.map((step) => step.status)).toEqual(['pending']);
  });

  it('charges the outside-Dhaka fee for an address outside Dhaka district, per package', async () => {
    const shopper = await shopperWithAddress(t, { division_id: 1, district_id: 8, upazila_id: 10113 });
    await fillCart(t, shopper.token, await stockedItems(t, 1, 20));
    const answer = dataOf<CheckoutAnswer>(await placeOrder(t, shopper, codBody(shopper)), 201);
    const order = answer.orders[0];
    const shipping = (order?.items ?? []).reduce((sum, item) => sum + item.shipping_cost * item.qty, 0);
    expect(order?.shipping_cost).toBe(shipping + DELIVERY.outside_dhaka.fee);
  });

  it('orders the buy-now item alone and leaves the cart as it was', async () => {
    const shopper = await shopperWithAddress(t);
    const [inCart, buyNow] = await stockedPair(t, 10);
    await fillCart(t, shopper.token, [inCart]);
    const answer = dataOf<CheckoutAnswer>(
      await placeOrder(t, shopper, codBody(shopper, { buy_now: { ...buyNow, qty: 3 } })),
      201,
    );
    expect(answer.orders.flatMap((order) => order.items.map((item) => [item.variant_id, item.qty]))).toEqual([
      [buyNow.variant_id, 3],
    ]);
    const left = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, shopper.userId));
    expect(left.map((row) => row.variantId)).toEqual([inCart.variant_id]);
  });

  it('answers in Bengali and sends the SMS in the language of the page', async () => {
    const shopper = await shopperWithAddress(t);
    await fillCart(t, shopper.token, await stockedItems(t, 1, 10));
    const response = await placeOrder(t, shopper, codBody(shopper), { locale: 'bn' });
    const answer = dataOf<CheckoutAnswer>(response, 201);
    expect(response.json().message).toMatch(BENGALI);
    expect(answer.orders[0]?.items[0]?.name).toMatch(BENGALI);
    const sms = t.sent.findLast((message) => message.to === shopper.phone);
    expect(sms?.text).toContain(answer.orders[0]?.invoice_number);
    expect(sms?.text).toContain('/bn/track-order');
    expect(sms?.text).toMatch(BENGALI);
  });

  it('lists the new order first in GET /order', async () => {
    const shopper = await shopperWithAddress(t);
    await fillCart(t, shopper.token, await stockedItems(t, 1, 10));
    const answer = dataOf<CheckoutAnswer>(await placeOrder(t, shopper, codBody(shopper)), 201);
    const page = dataOf<Page<OrderListEntry>>(await call(t, 'GET', '/order', { token: shopper.token }));
    expect(page.total_count).toBe(answer.orders.length);
    expect(page.data[0]?.invoice_number).toBe(answer.orders.at(-1)?.invoice_number);
    expect(page.data[0]?.checkout_id).toBe(answer.checkout_id);
  });
});

describe('POST /order/store refuses, writing nothing', () => {
  it('an empty cart (422)', async () => {
    const shopper = await shopperWithAddress(t);
    const response = await placeOrder(t, shopper, codBody(shopper));
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).message).toMatch(/cart is empty/i);
  });

  it('a shopper whose phone is not verified (422 PHONE_NOT_VERIFIED)', async () => {
    const { tokens } = await createTestAccount(t.database.db, { verified: false });
    const response = await call(t, 'POST', '/order/store', {
      token: tokens.access_token,
      payload: { payment_method_id: 1, shipping_address_id: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).code).toBe('PHONE_NOT_VERIFIED');
  });

  it("someone else's address (422 on shipping_address_id)", async () => {
    const shopper = await shopperWithAddress(t);
    const other = await shopperWithAddress(t);
    await fillCart(t, shopper.token, await stockedItems(t, 1, 10));
    const response = await placeOrder(t, shopper, codBody(shopper, { shipping_address_id: other.address.id }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['shipping_address_id']);
  });

  it('more than the stock, naming the product and how many are left, stock and cart untouched', async () => {
    const shopper = await shopperWithAddress(t);
    const [first, second] = await stockedPair(t, 10);
    await fillCart(t, shopper.token, [first, { ...second, qty: 5 }]);
    await setStock(t, second.variant_id, 3);
    const response = await placeOrder(t, shopper, codBody(shopper));
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('OUT_OF_STOCK');
    expect(failure.message).toMatch(/Only 3 left of .+/);
    expect(failure.errors?.['cart_items.1.qty']).toEqual([failure.message]);
    expect(await stockOf(t, first.variant_id)).toBe(10);
    const left = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, shopper.userId));
    expect(left).toHaveLength(2);
  });

  it('a wallet with cash on delivery, and online payment without one (422 on wallet)', async () => {
    const shopper = await shopperWithAddress(t);
    await fillCart(t, shopper.token, await stockedItems(t, 1, 10));
    for (const body of [codBody(shopper, { wallet: 'bkash' }), codBody(shopper, { payment_method_id: 2 })]) {
      const response = await placeOrder(t, shopper, body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['wallet']);
    }
  });

  it('cash on delivery above COD_MAX_TOTAL (422 on payment_method_id), while online payment takes it', async () => {
    const limited = { ...t.config.payments, codMaxTotal: 100 };
    const small = await createCheckoutTestApp({ payments: limited });
    try {
      const buyer = await shopperWithAddress(small);
      const line = await stockedItem(small, 10);
      await fillCart(small, buyer.token, [line]);
      const response = await placeOrder(small, buyer, codBody(buyer));
      expect(response.statusCode).toBe(422);
      expect(failureOf(response).message).toMatch(/Cash on delivery is available for orders up to/);
      expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['payment_method_id']);
      const online = await placeOrder(small, buyer, codBody(buyer, { payment_method_id: 2, wallet: 'bkash' }));
      const answer = dataOf<CheckoutAnswer>(online, 201);
      expect(answer.payment_status).toBe('pending');
      expect(answer.payment_options).toEqual({
        type: 'redirect',
        data: `${small.config.publicUrl}/api/v1/payments/${answer.checkout_id}/pay`,
      });
    } finally {
      await small.close();
    }
  });

  it('an unknown method or wallet (422)', async () => {
    const shopper = await shopperWithAddress(t);
    for (const body of [
      codBody(shopper, { payment_method_id: 3 as never }),
      codBody(shopper, { payment_method_id: 2, wallet: 'upay' as never }),
    ]) {
      expect((await placeOrder(t, shopper, body)).statusCode).toBe(422);
    }
  });
});

describe('Idempotency-Key', () => {
  it('answers the same key again with the first answer and places nothing more', async () => {
    const shopper = await shopperWithAddress(t);
    const item = await stockedItem(t, 10, 2);
    await fillCart(t, shopper.token, [item]);
    const key = newKey();
    const first = dataOf<CheckoutAnswer>(await placeOrder(t, shopper, codBody(shopper), { key }), 201);
    const again = dataOf<CheckoutAnswer>(await placeOrder(t, shopper, codBody(shopper), { key }), 201);
    expect(again).toEqual(first);
    expect(await stockOf(t, item.variant_id)).toBe(8);
    const page = dataOf<Page<OrderListEntry>>(await call(t, 'GET', '/order', { token: shopper.token }));
    expect(page.total_count).toBe(1);
  });

  it('answers 5 requests sent at once with one key with one order, each given the same answer', async () => {
    const shopper = await shopperWithAddress(t);
    const item = await stockedItem(t, 10, 2);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(t, shopper, codBody(shopper, { buy_now: item }), { key })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const [first, ...others] = answers.map((answer) => dataOf<CheckoutAnswer>(answer, 201));
    for (const other of others) expect(other).toEqual(first);
    expect(await stockOf(t, item.variant_id)).toBe(8);
    const page = dataOf<Page<OrderListEntry>>(await call(t, 'GET', '/order', { token: shopper.token }));
    expect(page.total_count).toBe(1);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    const shopper = await shopperWithAddress(t);
    await fillCart(t, shopper.token, await stockedItems(t, 1, 10));
    const key = newKey();
    dataOf(await placeOrder(t, shopper, codBody(shopper), { key }), 201);
    const response = await placeOrder(t, shopper, codBody(shopper, { message: 'ring twice' }), { key });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('lets a key whose placement failed place the order once the problem is fixed', async () => {
    const shopper = await shopperWithAddress(t);
    const item = await stockedItem(t, 10, 4);
    await fillCart(t, shopper.token, [item]);
    await setStock(t, item.variant_id, 2);
    const key = newKey();
    expect((await placeOrder(t, shopper, codBody(shopper), { key })).statusCode).toBe(422);
    await setStock(t, item.variant_id, 10);
    dataOf(await placeOrder(t, shopper, codBody(shopper), { key }), 201);
    expect(await stockOf(t, item.variant_id)).toBe(6);
  });
});
