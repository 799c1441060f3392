import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIpn } from '../../../../simulators/index';
import { checkouts } from '../../db/schema';
import {
  createPaymentsTestApp,
  historyNotesOf,
  locationOf,
  type PaymentsTestApp,
  paymentStateOf,
  paymentsOf,
  placeOnlineOrder,
  postForm,
  pressOnSslcommerz,
  responsePageOf,
  startPaying,
} from './payments.test-helpers';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t?.close());
beforeEach(() => {
  t.ipn.lost = false;
});

const ipnUrl = () => `${t.publicUrl}/api/v1/payments/sslcommerz/ipn`;
const statusOf = async (checkoutId: string) => (await paymentStateOf(t, checkoutId)).payment_status;

/** The browser posting the return form: answers where our API sends it (303). */
async function submitReturn(action: string, fields: Record<string, string>) {
  const response = await postForm(action, fields);
  expect(response.status).toBe(303);
  return locationOf(response);
}

describe('paying with Nagad or Rocket through SSLCommerz (simulator)', () => {
  it('opens the hosted page limited to the wallet, pays by the validated IPN, and the return finds it applied', async () => {
    const placed = await placeOnlineOrder(t, 'nagad');
    const pageUrl = await startPaying(t, placed.checkout_id);
    const page = await (await fetch(pageUrl)).text();
    expect(page).toContain('value="nagad" checked');

    const form = await pressOnSslcommerz(pageUrl, 'success', 'nagad');
    // The IPN reached us before the page answered: the checkout is paid before the browser returns.
    expect(await statusOf(placed.checkout_id)).toBe('paid');
    const [attempt] = await paymentsOf(t, placed.checkout_id);
    expect(attempt).toMatchObject({ gateway: 'sslcommerz', wallet: 'nagad', status: 'paid' });
    expect(attempt?.reference).toMatch(/^HT[0-9a-f]{24}$/);
    expect(attempt?.transactionId).toBe(form.fields.bank_tran_id);
    const notes = await historyNotesOf(t, placed.checkout_id);

    expect(form.action).toBe(`${t.publicUrl}/api/v1/payments/sslcommerz/success`);
    expect(await submitReturn(form.action, form.fields)).toBe(responsePageOf(t, placed.checkout_id));
    expect(await paymentsOf(t, placed.checkout_id)).toEqual([attempt]);
    expect(await historyNotesOf(t, placed.checkout_id)).toEqual(notes);

    // The IPN replayed (SSLCommerz retries; the validation API now says VALIDATED): nothing changes twice.
    expect((await postForm(ipnUrl(), form.fields)).status).toBe(200);
    expect(await paymentsOf(t, placed.checkout_id)).toEqual([attempt]);
    expect(await historyNotesOf(t, placed.checkout_id)).toEqual(notes);
  });

  it('pays by the browser return alone when the IPN is lost, validating its val_id', async () => {
    t.ipn.lost = true;
    const placed = await placeOnlineOrder(t, 'rocket', 'bn');
    const pageUrl = await startPaying(t, placed.checkout_id);
    expect(await (await fetch(pageUrl)).text()).toContain('value="rocket" checked');
    const form = await pressOnSslcommerz(pageUrl, 'success', 'rocket');
    expect(await statusOf(placed.checkout_id)).toBe('pending');
    expect(await submitReturn(form.action, form.fields)).toBe(responsePageOf(t, placed.checkout_id, 'bn'));
    expect(await statusOf(placed.checkout_id)).toBe('paid');
    expect((await paymentsOf(t, placed.checkout_id))[0]).toMatchObject({ wallet: 'rocket', status: 'paid' });
  });

  it('ignores an IPN whose verify_sign does not match its fields', async () => {
    t.ipn.lost = true;
    const placed = await placeOnlineOrder(t, 'nagad');
    const { fields } = await pressOnSslcommerz(await startPaying(t, placed.checkout_id), 'success', 'nagad');
    t.ipn.lost = false;
    for (const forged of [
      { ...fields, amount: '10.00' },
      { ...fields, verify_sign: '0'.repeat(32) },
      { ...fields, verify_key: 'status' },
    ]) {
      expect((await postForm(ipnUrl(), forged)).status).toBe(200);
    }
    expect(await statusOf(placed.checkout_id)).toBe('pending');
    expect((await paymentsOf(t, placed.checkout_id)).map((attempt) => attempt.status)).toEqual(['started']);
  });

  it('refuses a signed IPN whose val_id the validation API does not know: attempt rejected, order unpaid', async () => {
    t.ipn.lost = true;
    const placed = await placeOnlineOrder(t, 'nagad');
    const { fields } = await pressOnSslcommerz(await startPaying(t, placed.checkout_id), 'success', 'nagad');
    const { verify_sign: _sign, verify_key: _key, ...unsigned } = fields;
    const password = t.config.payments.sslcommerz.storePassword;
    t.ipn.lost = false;
    expect((await postForm(ipnUrl(), signIpn({ ...unsigned, val_id: 'UNKNOWNVALID' }, password))).status).toBe(200);
    expect(await statusOf(placed.checkout_id)).toBe('pending');
    const [attempt] = await paymentsOf(t, placed.checkout_id);
    expect(attempt).toMatchObject({ status: 'rejected', detail: 'val_id UNKNOWNVALID: INVALID_TRANSACTION' });
  });

  it('refuses a validated payment whose amount is not the checkout total: order unpaid, attempt rejected', async () => {
    const placed = await placeOnlineOrder(t, 'nagad');
    const pageUrl = await startPaying(t, placed.checkout_id);
    await t.database.db
      .update(checkouts)
      .set({ grandTotal: placed.grand_total - 1 })
      .where(eq(checkouts.id, placed.checkout_id));
    const form = await pressOnSslcommerz(pageUrl, 'success', 'nagad');
    await submitReturn(form.action, form.fields);
    expect(await statusOf(placed.checkout_id)).toBe('pending');
    const [attempt] = await paymentsOf(t, placed.checkout_id);
    expect(attempt).toMatchObject({ status: 'rejected', transactionId: null });
    expect(attempt?.detail).toBe(`mismatch: amount ${placed.grand_total}, expected ${placed.grand_total - 1}`);
  });

  it('records a cancelled and a failed payment, and pays on a new attempt with a new tran_id', async () => {
    const placed = await placeOnlineOrder(t, 'nagad');
    const cancel = await pressOnSslcommerz(await startPaying(t, placed.checkout_id), 'cancel', 'nagad');
    expect(cancel.action).toBe(`${t.publicUrl}/api/v1/payments/sslcommerz/cancel`);
    expect(await submitReturn(cancel.action, cancel.fields)).toBe(responsePageOf(t, placed.checkout_id));
    expect(await statusOf(placed.checkout_id)).toBe('cancelled');

    const fail = await pressOnSslcommerz(await startPaying(t, placed.checkout_id), 'fail', 'nagad');
    await submitReturn(fail.action, fail.fields);
    expect(await statusOf(placed.checkout_id)).toBe('failed');

    await pressOnSslcommerz(await startPaying(t, placed.checkout_id), 'success', 'nagad');
    expect(await statusOf(placed.checkout_id)).toBe('paid');
    const attempts = await paymentsOf(t, placed.checkout_id);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['cancelled', 'failed', 'paid']);
    expect(new Set(attempts.map((attempt) => attempt.reference)).size).toBe(3);
  });

  it('answers 404 to a return for a tran_id that is none of ours', async () => {
    const response = await postForm(`${t.publicUrl}/api/v1/payments/sslcommerz/success`, { tran_id: 'HTnothing' });
    expect(response.status).toBe(404);
  });
});
