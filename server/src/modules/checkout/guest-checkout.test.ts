import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutAnswer, GuestOrderTracking } from '#contract';
import { BENGALI, dataOf, failureOf } from '../../app.test-helpers';
import { wrongCodeFor } from '../otp/otp.test-helpers';
import {
  type CheckoutTestApp,
  call,
  createCheckoutTestApp,
  guestBody,
  guestCode,
  guestPhone,
  newKey,
  stockedItem,
  stockedItems,
  stockOf,
} from './checkout.test-helpers';

let t: CheckoutTestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

const placeGuest = (body: unknown, options: { key?: string; locale?: 'en' | 'bn' } = {}) =>
  call(t, 'POST', '/guest/order/store', { payload: body, ...options });

describe('POST /guest/order/store', () => {
  it('places the local cart once the phone is proved by the code, and the guest can track it', async () => {
    const phone = guestPhone();
    const items = await stockedItems(t, 2, 10, 2);
    const code = await guestCode(t, phone);
    const answer = dataOf<CheckoutAnswer>(
      await placeGuest(guestBody(phone.typed, code, items), { key: newKey() }),
      201,
    );
    expect(answer.payment_status).toBe('unpaid');
    for (const item of items) expect(await stockOf(t, item.variant_id)).toBe(8);
    const invoice = answer.orders[0]?.invoice_number ?? '';
    const tracked = dataOf<GuestOrderTracking>(
      await call(t, 'GET', `/guest/order?invoice=${invoice.toLowerCase()}&phone=${encodeURIComponent(phone.e164)}`),
    );
    expect(tracked.invoice_number).toBe(invoice);
    expect(tracked.history.map((step) => step.status)).toEqual(['pending']);
    expect(t.sent.findLast((message) => message.to === phone.e164)?.text).toContain(invoice);
  });

  it('refuses a missing or wrong code (422 on otp) and takes no stock', async () => {
    const phone = guestPhone();
    const item = await stockedItem(t, 10);
    const code = await guestCode(t, phone);
    for (const otp of ['', wrongCodeFor(code)]) {
      const response = await placeGuest(guestBody(phone.typed, otp, [item]));
      expect(response.statusCode).toBe(422);
      expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['otp']);
    }
    expect(await stockOf(t, item.variant_id)).toBe(10);
  });

  it('keeps the code usable when the order fails, and uses it up when the order is placed', async () => {
    const phone = guestPhone();
    const item = await stockedItem(t, 1);
    const code = await guestCode(t, phone);
    const tooMany = await placeGuest(guestBody(phone.typed, code, [{ ...item, qty: 2 }]));
    expect(failureOf(tooMany).code).toBe('OUT_OF_STOCK');
    dataOf(await placeGuest(guestBody(phone.typed, code, [item])), 201);
    const again = await placeGuest(guestBody(phone.typed, code, [item]));
    expect(again.statusCode).toBe(422);
    expect(Object.keys(failureOf(again).errors ?? {})).toEqual(['otp']);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, although the code is used', async () => {
    const phone = guestPhone();
    const item = await stockedItem(t, 10);
    const body = guestBody(phone.typed, await guestCode(t, phone), [item]);
    const key = newKey();
    const first = dataOf<CheckoutAnswer>(await placeGuest(body, { key }), 201);
    expect(dataOf<CheckoutAnswer>(await placeGuest(body, { key }), 201)).toEqual(first);
    expect(await stockOf(t, item.variant_id)).toBe(9);
  });

  it('adds up two lines of one variant before checking the stock', async () => {
    const phone = guestPhone();
    const item = await stockedItem(t, 3);
    const body = guestBody(phone.typed, await guestCode(t, phone), [
      { ...item, qty: 2 },
      { ...item, qty: 2 },
    ]);
    const response = await placeGuest(body);
    expect(failureOf(response).code).toBe('OUT_OF_STOCK');
    expect(failureOf(response).message).toMatch(/Only 3 left/);
    expect(await stockOf(t, item.variant_id)).toBe(3);
  });

  it('refuses an address whose district is not in its division (422 on address.district_id), in Bengali too', async () => {
    const phone = guestPhone();
    const item = await stockedItem(t, 10);
    const body = guestBody(phone.typed, '123456', [item], {
      address: { division_id: 1, district_id: 47, upazila_id: 10014, address_line: 'Somewhere' },
    });
    const response = await placeGuest(body, { locale: 'bn' });
    expect(response.statusCode).toBe(422);
    const errors = failureOf(response).errors ?? {};
    expect(Object.keys(errors)).toContain('address.district_id');
    expect(errors['address.district_id']?.[0]).toMatch(BENGALI);
  });

  it('refuses an unpublished product (422 on its product_id)', async () => {
    const phone = guestPhone();
    const body = guestBody(phone.typed, await guestCode(t, phone), [{ product_id: 999_999, variant_id: 1, qty: 1 }]);
    const response = await placeGuest(body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['cart_items.0.product_id']);
  });
});

describe('GET /guest/order', () => {
  it('is 404 unless the invoice number and the phone belong together', async () => {
    const phone = guestPhone();
    const item = await stockedItem(t, 10);
    const answer = dataOf<CheckoutAnswer>(
      await placeGuest(guestBody(phone.typed, await guestCode(t, phone), [item])),
      201,
    );
    const invoice = answer.orders[0]?.invoice_number ?? '';
    const other = guestPhone();
    expect((await call(t, 'GET', `/guest/order?invoice=${invoice}&phone=${other.typed}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/guest/order?invoice=HT9999999&phone=${phone.typed}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/guest/order?invoice=${invoice}`)).statusCode).toBe(422);
  });
});
