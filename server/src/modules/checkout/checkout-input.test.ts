import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../app.test-helpers';
import {
  type CheckoutTestApp,
  call,
  codBody,
  createCheckoutTestApp,
  fillCart,
  placeOrder,
  shopperWithAddress,
  stockedItem,
} from './checkout.test-helpers';

let t: CheckoutTestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

describe('bad input to the order calls gets a 422, never a 500', () => {
  it('POST /order/store refuses a NUL, an over-long message, wrong types and a bad Idempotency-Key', async () => {
    const shopper = await shopperWithAddress(t);
    await fillCart(t, shopper.token, [await stockedItem(t, 10)]);
    const bodies = [
      codBody(shopper, { message: 'a'.repeat(501) }),
      codBody(shopper, { shipping_address_id: 'one' as never }),
      codBody(shopper, { coupon_code: 'x'.repeat(41) }),
      { ...codBody(shopper), buy_now: { product_id: 1, variant_id: 1, qty: 1.5 } },
    ];
    for (const body of bodies) expect((await placeOrder(t, shopper, body)).statusCode).toBe(422);
    const nul = await placeOrder(t, shopper, codBody(shopper, { message: 'ring\u0000twice' }));
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(failureOf(nul).errors ?? {})).toEqual(['message']);
    expect((await placeOrder(t, shopper, codBody(shopper), { key: 'bad key!' })).statusCode).toBe(422);
  });

  it('POST /guest/order/store and GET /guest/order refuse wrong types and over-long values', async () => {
    const guest = await call(t, 'POST', '/guest/order/store', { payload: { guest: true, cart_items: 'all' } });
    expect(guest.statusCode).toBe(422);
    expect(failureOf(guest).errors).toBeDefined();
    const longInvoice = await call(t, 'GET', `/guest/order?invoice=${'H'.repeat(50)}&phone=01712345678`);
    expect(longInvoice.statusCode).toBe(422);
    const nulInvoice = await call(t, 'GET', '/guest/order?invoice=HT%00&phone=01712345678');
    expect(nulInvoice.statusCode).toBe(422);
  });

  it('GET /order refuses a page that is not a number', async () => {
    const stranger = await shopperWithAddress(t);
    const page = await call(t, 'GET', '/order?page=abc', { token: stranger.token });
    expect(page.statusCode).toBe(422);
  });
});
