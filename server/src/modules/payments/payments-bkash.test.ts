import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema';
import { sweepExpiredCheckouts } from './expiry-sweeper';
import {
  createPaymentsTestApp,
  historyNotesOf,
  locationOf,
  ordersOf,
  type PaymentsTestApp,
  paymentStateOf,
  paymentsOf,
  placeOnlineOrder,
  pressOnBkash,
  responsePageOf,
  startPaying,
  visit,
} from './payments.test-helpers';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t?.close());

/** Each different `status, payment status` among the checkout's orders (one order per seller). */
async function orderStatesOf(checkoutId: string) {
  return [...new Set((await ordersOf(t, checkoutId)).map((order) => `${order.status}, ${order.paymentStatus}`))];
}

/** The shopper's browser coming back from bKash: our callback answers 303 to the storefront. */
async function returnFromBkash(callback: string) {
  const response = await visit(callback);
  expect(response.status).toBe(303);
  return locationOf(response);
}

describe('paying with bKash through the simulator', () => {
  it('sends the shopper to bKash, executes on return, and marks the checkout and every order paid, once', async () => {
    const placed = await placeOnlineOrder(t, 'bkash');
    expect(placed.payment_status).toBe('pending');
    const bkashUrl = await startPaying(t, placed.checkout_id);
    expect(bkashUrl).toContain(`${t.simulators.bkashBaseUrl.split('/bkash/')[0]}/bkash/redirect/tokenized/`);
    const callback = await pressOnBkash(bkashUrl, 'success');
    expect(callback).toContain(`${t.publicUrl}/api/v1/payments/bkash/callback?paymentID=`);

    expect(await returnFromBkash(callback)).toBe(responsePageOf(t, placed.checkout_id));
    expect(await paymentStateOf(t, placed.checkout_id)).toMatchObject({
      payment_status: 'paid',
      pay_url: null,
      can_switch_to_cod: false,
      expires_at: null,
    });
    const orders = await ordersOf(t, placed.checkout_id);
    expect(orders.map((order) => order.paymentStatus)).toEqual(orders.map(() => 'paid'));
    const [attempt] = await paymentsOf(t, placed.checkout_id);
    expect(attempt).toMatchObject({ gateway: 'bkash', wallet: 'bkash', status: 'paid', amount: placed.grand_total });
    expect(attempt?.transactionId).toMatch(/^\w{10}$/);
    const notes = await historyNotesOf(t, placed.checkout_id);
    expect(notes).toEqual(orders.map(() => `paid by bkash (bkash ${attempt?.transactionId})`));

    // The same return again (a reload, a replay): bKash refuses a second execute, the transaction is applied already.
    expect(await returnFromBkash(callback)).toBe(responsePageOf(t, placed.checkout_id));
    expect(await paymentsOf(t, placed.checkout_id)).toEqual([attempt]);
    expect(await historyNotesOf(t, placed.checkout_id)).toEqual(notes);

    // Paid: the pay link only shows the page.
    const again = await visit(`${t.publicUrl}/api/v1/payments/${placed.checkout_id}/pay`);
    expect(again.status).toBe(303);
    expect(locationOf(again)).toBe(responsePageOf(t, placed.checkout_id));
  });

  it('returns a checkout placed in Bengali to the Bengali payment-response page', async () => {
    const placed = await placeOnlineOrder(t, 'bkash', 'bn');
    const callback = await pressOnBkash(await startPaying(t, placed.checkout_id), 'success');
    expect(await returnFromBkash(callback)).toBe(responsePageOf(t, placed.checkout_id, 'bn'));
    expect((await paymentStateOf(t, placed.checkout_id, 'bn')).payment_status).toBe('paid');
  });

  it('records a cancelled payment, keeps the order payable, and a new attempt pays it', async () => {
    const placed = await placeOnlineOrder(t, 'bkash');
    const firstUrl = await startPaying(t, placed.checkout_id);
    await returnFromBkash(await pressOnBkash(firstUrl, 'cancel'));
    const cancelled = await paymentStateOf(t, placed.checkout_id);
    expect(cancelled).toMatchObject({ payment_status: 'cancelled', can_switch_to_cod: true });
    expect(cancelled.pay_url).toBe(`${t.publicUrl}/api/v1/payments/${placed.checkout_id}/pay`);
    expect(await orderStatesOf(placed.checkout_id)).toEqual(['pending, cancelled']);

    const secondUrl = await startPaying(t, placed.checkout_id);
    expect(secondUrl).not.toBe(firstUrl);
    expect((await paymentStateOf(t, placed.checkout_id)).payment_status).toBe('pending');
    await returnFromBkash(await pressOnBkash(secondUrl, 'success'));
    expect((await paymentStateOf(t, placed.checkout_id)).payment_status).toBe('paid');
    expect((await paymentsOf(t, placed.checkout_id)).map((attempt) => attempt.status)).toEqual(['cancelled', 'paid']);
  });

  it('records a failed payment as failed, still payable', async () => {
    const placed = await placeOnlineOrder(t, 'bkash');
    await returnFromBkash(await pressOnBkash(await startPaying(t, placed.checkout_id), 'failure'));
    expect(await paymentStateOf(t, placed.checkout_id)).toMatchObject({ payment_status: 'failed' });
    expect((await paymentStateOf(t, placed.checkout_id)).pay_url).not.toBeNull();
    expect((await paymentsOf(t, placed.checkout_id)).map((attempt) => attempt.status)).toEqual(['failed']);
  });

  it('ignores a forged callback: an unknown paymentID is 404, a "success" the shopper never paid changes nothing', async () => {
    const unknown = await visit(`${t.publicUrl}/api/v1/payments/bkash/callback?paymentID=TR0011forged&status=success`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('We do not know this payment.');

    const placed = await placeOnlineOrder(t, 'bkash');
    const bkashUrl = await startPaying(t, placed.checkout_id);
    const paymentID = new URL(bkashUrl).searchParams.get('paymentID');
    const forged = `${t.publicUrl}/api/v1/payments/bkash/callback?paymentID=${paymentID}&status=success`;
    expect(await returnFromBkash(forged)).toBe(responsePageOf(t, placed.checkout_id));
    expect((await paymentStateOf(t, placed.checkout_id)).payment_status).toBe('pending');
    expect((await paymentsOf(t, placed.checkout_id)).map((attempt) => attempt.status)).toEqual(['started']);

    // The shopper then really pays: it counts.
    await returnFromBkash(await pressOnBkash(bkashUrl, 'success'));
    expect((await paymentStateOf(t, placed.checkout_id)).payment_status).toBe('paid');
  });

  it('refuses a payment whose amount is not the checkout total: the order stays unpaid, the attempt rejected', async () => {
    const placed = await placeOnlineOrder(t, 'bkash');
    const callback = await pressOnBkash(await startPaying(t, placed.checkout_id), 'success');
    // The attempt asked bKash for the total then; the checkout now says another (as a tampered attempt would).
    await t.database.db
      .update(checkouts)
      .set({ grandTotal: placed.grand_total + 1 })
      .where(eq(checkouts.id, placed.checkout_id));
    await returnFromBkash(callback);
    expect((await paymentStateOf(t, placed.checkout_id)).payment_status).toBe('pending');
    const [attempt] = await paymentsOf(t, placed.checkout_id);
    expect(attempt).toMatchObject({ status: 'rejected', transactionId: null });
    expect(attempt?.detail).toBe(`mismatch: amount ${placed.grand_total}, expected ${placed.grand_total + 1}`);
    expect(await historyNotesOf(t, placed.checkout_id)).toEqual([]);
  });

  it('records a payment that completes after the checkout expired, for a refund, leaving the checkout expired', async () => {
    const placed = await placeOnlineOrder(t, 'bkash');
    const callback = await pressOnBkash(await startPaying(t, placed.checkout_id), 'success');
    const later = new Date(Date.now() + (t.config.payments.timeoutMinutes + 1) * 60_000);
    expect(
      await sweepExpiredCheckouts({ db: t.database.db, now: later, log: t.app.log, sms: { send: async () => {} } }),
    ).toBeGreaterThanOrEqual(1);

    await returnFromBkash(callback);
    const [attempt] = await paymentsOf(t, placed.checkout_id);
    expect(attempt).toMatchObject({
      status: 'paid',
      detail: 'late: the checkout had expired and its stock was released; refund it',
    });
    expect((await paymentStateOf(t, placed.checkout_id)).payment_status).toBe('expired');
    expect(await orderStatesOf(placed.checkout_id)).toEqual(['cancelled, expired']);
  });

  it('answers 404 for the pay link of an unknown checkout', async () => {
    const response = await visit(`${t.publicUrl}/api/v1/payments/ck_unknown/pay`, {
      headers: { 'accept-language': 'bn' },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      'অর্ডারটি খুঁজে পাওয়া যায়নি। লিংকটি দেখুন, অথবা ইনভয়েস দিয়ে অর্ডারটি ট্র্যাক করুন।',
    );
  });
});
