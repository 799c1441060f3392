import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListEntry, Page, PaymentState } from '#contract';
import { dataOf, failureOf } from '../../app.test-helpers';
import { checkouts, couponRedemptions, coupons } from '../../db/schema';
import type { SmsMessage } from '../../lib/sms/sms-provider';
import { sweepExpiredCheckouts } from './expiry-sweeper';
import {
  call,
  createPaymentsTestApp,
  locationOf,
  ordersOf,
  type PaymentsTestApp,
  paymentStateOf,
  paymentsOf,
  placeOnlineOrder,
  responsePageOf,
  stockedItems,
  stockOf,
  visit,
} from './payments.test-helpers';

let t: PaymentsTestApp;
beforeAll(async () => {
  // bKash is down here (a closed port); SSLCommerz is the simulator.
  t = await createPaymentsTestApp((payments) => ({
    bkash: { ...payments.bkash, baseUrl: 'http://127.0.0.1:1/bkash' },
  }));
  await t.database.db.insert(coupons).values({ code: 'PAYLATER50', kind: 'fixed', amount: 50, maxUsesPerUser: 1 });
});
afterAll(() => t?.close());

const switchToCod = (checkoutId: string, locale: 'en' | 'bn' = 'en') =>
  call(t, 'POST', `/payments/${checkoutId}/cod`, { locale });
const payLink = (checkoutId: string) => `${t.publicUrl}/api/v1/payments/${checkoutId}/pay`;
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('GET /payments/:checkout_id', () => {
  it('describes an unpaid online checkout: its pay link, the switch to cash on delivery, its expiry, in either language', async () => {
    const placed = await placeOnlineOrder(t, 'nagad');
    const state = await paymentStateOf(t, placed.checkout_id);
    expect(state).toEqual({
      checkout_id: placed.checkout_id,
      payment_method_id: 2,
      wallet: 'nagad',
      payment_status: 'pending',
      grand_total: placed.grand_total,
      invoice_numbers: placed.orders.map((order) => order.invoice_number),
      pay_url: payLink(placed.checkout_id),
      can_switch_to_cod: true,
      expires_at: expect.any(String),
      guest: false,
    } satisfies PaymentState);
    const minutesLeft = (Date.parse(state.expires_at ?? '') - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(t.config.payments.timeoutMinutes - 1);
    expect(minutesLeft).toBeLessThanOrEqual(t.config.payments.timeoutMinutes);
    expect(await paymentStateOf(t, placed.checkout_id, 'bn')).toEqual(state);
  });

  it('says whether a guest placed it (the page then links to order tracking)', async () => {
    const placed = await placeOnlineOrder(t, 'bkash');
    expect((await paymentStateOf(t, placed.checkout_id)).guest).toBe(false);
    await t.database.db
      .update(checkouts)
      .set({ isGuest: true, userId: null })
      .where(eq(checkouts.id, placed.checkout_id));
    expect(await paymentStateOf(t, placed.checkout_id)).toMatchObject({ guest: true, wallet: 'bkash' });
  });

  it('answers 404 for an unknown checkout, in either language', async () => {
    for (const [locale, message] of [
      ['en', 'We could not find this order. Check the link, or track the order by its invoice.'],
      ['bn', 'অর্ডারটি খুঁজে পাওয়া যায়নি। লিংকটি দেখুন, অথবা ইনভয়েস দিয়ে অর্ডারটি ট্র্যাক করুন।'],
    ] as const) {
      const response = await call(t, 'GET', '/payments/ck_nobody', { locale });
      expect(response.statusCode).toBe(404);
      expect(failureOf(response)).toMatchObject({ code: 'NOT_FOUND', message });
    }
  });

  it('sends the shopper back to the payment-response page with error=gateway when the gateway is down', async () => {
    const placed = await placeOnlineOrder(t, 'bkash', 'bn');
    const response = await visit(payLink(placed.checkout_id));
    expect(response.status).toBe(303);
    expect(locationOf(response)).toBe(`${responsePageOf(t, placed.checkout_id, 'bn')}&error=gateway`);
    expect(await paymentsOf(t, placed.checkout_id)).toEqual([]);
    expect((await paymentStateOf(t, placed.checkout_id)).pay_url).toBe(payLink(placed.checkout_id));
  });
});

describe('POST /payments/:checkout_id/cod', () => {
  it('turns an unpaid online checkout into cash on delivery, its orders too; asked again, the same answer', async () => {
    const placed = await placeOnlineOrder(t, 'nagad');
    const switched = dataOf<PaymentState>(await switchToCod(placed.checkout_id));
    expect(switched).toMatchObject({
      payment_method_id: 1,
      wallet: null,
      payment_status: 'unpaid',
      pay_url: null,
      can_switch_to_cod: false,
      expires_at: null,
    });
    expect(dataOf<PaymentState>(await switchToCod(placed.checkout_id))).toEqual(switched);
    const orders = await ordersOf(t, placed.checkout_id);
    expect(new Set(orders.map((order) => `${order.paymentMethodId} ${order.paymentStatus}`))).toEqual(
      new Set(['1 unpaid']),
    );
    // No longer online: the pay link shows the page, and the sweeper never expires it.
    const pay = await visit(payLink(placed.checkout_id));
    expect(pay.status).toBe(303);
    expect(locationOf(pay)).toBe(responsePageOf(t, placed.checkout_id));
    await sweepExpiredCheckouts({
      db: t.database.db,
      now: minutesLater(24 * 60),
      log: t.app.log,
      sms: { send: async () => {} },
    });
    expect((await paymentStateOf(t, placed.checkout_id)).payment_status).toBe('unpaid');
  });

  it('refuses a checkout above COD_MAX_TOTAL, a paid one and an expired one with a translated 422', async () => {
    const limit = t.config.payments.codMaxTotal;
    const setCheckout = (id: string, values: Partial<typeof checkouts.$inferInsert>) =>
      t.database.db.update(checkouts).set(values).where(eq(checkouts.id, id));
    const [large, paid] = [await placeOnlineOrder(t, 'nagad'), await placeOnlineOrder(t, 'nagad')];
    await setCheckout(large.checkout_id, { grandTotal: limit + 1 });
    await setCheckout(paid.checkout_id, { paymentStatus: 'paid', expiresAt: null });
    expect((await paymentStateOf(t, large.checkout_id)).can_switch_to_cod).toBe(false);

    for (const [id, locale, message] of [
      [large.checkout_id, 'en', 'Cash on delivery is available for orders up to Tk 50,000. Please pay online.'],
      [large.checkout_id, 'bn', 'ক্যাশ অন ডেলিভারি কেবল ৫০,০০০৳ পর্যন্ত অর্ডারে পাওয়া যায়। অনুগ্রহ করে অনলাইনে পরিশোধ করুন।'],
      [paid.checkout_id, 'en', 'This order is already paid.'],
      [paid.checkout_id, 'bn', 'এই অর্ডারের মূল্য আগেই পরিশোধ করা হয়েছে।'],
    ] as const) {
      const response = await switchToCod(id, locale);
      expect(response.statusCode).toBe(422);
      expect(failureOf(response).message).toBe(message);
    }
    expect((await paymentStateOf(t, paid.checkout_id)).payment_method_id).toBe(2);

    const late = await placeOnlineOrder(t, 'nagad');
    t.advance(t.config.payments.timeoutMinutes + 1);
    try {
      const response = await switchToCod(late.checkout_id, 'bn');
      expect(response.statusCode).toBe(422);
      expect(failureOf(response).message).toBe('সময়মতো পরিশোধ না হওয়ায় অর্ডারটি বাতিল হয়েছে। অনুগ্রহ করে আবার অর্ডার দিন।');
      expect(await paymentStateOf(t, late.checkout_id)).toMatchObject({
        payment_status: 'expired',
        pay_url: null,
        can_switch_to_cod: false,
      });
    } finally {
      t.advance(-(t.config.payments.timeoutMinutes + 1));
    }
  });
});

describe('the expiry sweeper', () => {
  it(`releases an online checkout unpaid after PAYMENT_TIMEOUT_MINUTES: stock and coupon back, orders cancelled`, async () => {
    const items = await stockedItems(t, 2, 7, 3);
    const placed = await placeOnlineOrder(t, 'rocket', 'en', { items, coupon_code: 'PAYLATER50' });
    expect(await Promise.all(items.map((item) => stockOf(t, item.variant_id)))).toEqual([4, 4]);
    const redemptions = () =>
      t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.checkoutId, placed.checkout_id));
    expect(await redemptions()).toHaveLength(1);

    const timeout = t.config.payments.timeoutMinutes;
    const told: SmsMessage[] = [];
    const sms = { send: async (message: SmsMessage) => void told.push(message) };
    const sweep = (minutes: number) =>
      sweepExpiredCheckouts({ db: t.database.db, now: minutesLater(minutes), log: t.app.log, sms });
    await sweep(timeout - 1);
    expect((await paymentStateOf(t, placed.checkout_id)).payment_status).toBe('pending');

    await sweep(timeout + 1);
    const [order] = await ordersOf(t, placed.checkout_id);
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, placed.checkout_id));
    const aboutThisOrder = () => told.filter((message) => message.text.includes(order!.invoiceNumber));
    expect(aboutThisOrder()).toEqual([
      {
        to: checkout!.phone,
        text: `Haat: your order ${order!.invoiceNumber} was not paid in time and is cancelled. Nothing was charged.`,
      },
    ]);
    expect(await Promise.all(items.map((item) => stockOf(t, item.variant_id)))).toEqual([7, 7]);
    expect(await redemptions()).toEqual([]);
    expect(await paymentStateOf(t, placed.checkout_id)).toMatchObject({ payment_status: 'expired', pay_url: null });
    const page = dataOf<Page<OrderListEntry>>(await call(t, 'GET', '/order', { token: placed.token }));
    expect(new Set(page.data.map((order) => `${order.status} ${order.payment_status}`))).toEqual(
      new Set(['cancelled expired']),
    );
    // Released once: another sweep finds nothing.
    expect(await sweep(timeout + 2)).toBe(0);
    expect(aboutThisOrder()).toHaveLength(1);
    expect(await Promise.all(items.map((item) => stockOf(t, item.variant_id)))).toEqual([7, 7]);
  });
});
