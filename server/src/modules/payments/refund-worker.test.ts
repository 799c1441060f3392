import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reason, Wallet } from '#contract';
import { dataOf } from '../../app.test-helpers';
import { orders, refunds } from '../../db/schema';
import type { SmsMessage } from '../../lib/sms/sms-provider';
import {
  call,
  createPaymentsTestApp,
  ordersOf,
  type PaymentsTestApp,
  paymentsOf,
  placeOnlineOrder,
  pressOnBkash,
  pressOnSslcommerz,
  startPaying,
  visit,
} from './payments.test-helpers';
import { createPaymentGateways } from './providers/create-payment-gateways';
import type { PaymentGateways } from './providers/payment-gateway';
import { runGatewayRefunds } from './refund-worker';

let t: PaymentsTestApp;
let gateways: PaymentGateways;
beforeAll(async () => {
  // The app's own refund runs wait an hour: each test runs the worker itself.
  t = await createPaymentsTestApp(() => ({ refundIntervalSeconds: 3600 }));
  gateways = createPaymentGateways(t.config.payments, 2000);
});
afterAll(() => t?.close());

/** The SMS the worker's settlements send. */
const sent: SmsMessage[] = [];
const sms = { send: async (message: SmsMessage) => void sent.push(message) };
const run = (through = gateways) =>
  runGatewayRefunds({ db: t.database.db, now: new Date(), log: t.app.log, sms }, through);

/** A shopper's order paid online through the simulators: bKash directly, Nagad through SSLCommerz. */
async function paidOrder(wallet: Wallet, app = t) {
  const placed = await placeOnlineOrder(app, wallet);
  const page = await startPaying(app, placed.checkout_id);
  if (wallet === 'bkash') expect((await visit(await pressOnBkash(page, 'success'))).status).toBe(303);
  else await pressOnSslcommerz(page, 'success', wallet);
  const [order] = await ordersOf(app, placed.checkout_id);
  const [payment] = await paymentsOf(app, placed.checkout_id);
  expect(order?.paymentStatus).toBe('paid');
  return { order: order!, payment: payment!, token: placed.token };
}

/** The shopper cancels their paid order: a refund is owed and the order waits for it. */
async function cancelled(wallet: Wallet, app = t) {
  const paid = await paidOrder(wallet, app);
  const [reason] = dataOf<Reason[]>(await call(app, 'GET', '/order-cancel/reason'));
  const payload = { order_id: paid.order.id, reason_id: reason!.id };
  expect((await call(app, 'POST', '/order-cancel', { token: paid.token, payload })).statusCode).toBe(200);
  expect(await paymentStatusOf(paid.order.id, app)).toBe('refund_pending');
  return paid;
}

async function paymentStatusOf(orderId: number, app = t) {
  const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
  return order?.paymentStatus;
}

const refundsOf = (orderId: number) => t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

async function refundedAtSimulator(path: string): Promise<string> {
  const answer = await fetch(path);
  return ((await answer.json()) as { refunded: string }).refunded;
}
const bkashRefunded = (paymentId: string) =>
  refundedAtSimulator(`${new URL(t.simulators.bkashBaseUrl).origin}/bkash/__simulator/refunded?paymentID=${paymentId}`);
const sslcommerzRefunded = (bankTranId: string) =>
  refundedAtSimulator(`${t.simulators.sslcommerzBaseUrl}/__simulator/refunded?bank_tran_id=${bankTranId}`);

describe('refunds at the gateways', () => {
  it('refunds a cancelled bKash order at bKash, once, and the order reads refunded and the shopper is told', async () => {
    const { order, payment } = await cancelled('bkash');
    sent.length = 0;
    expect(await bkashRefunded(payment.reference)).toBe('0.00');
    // Two instances' runs at once: one claims it, the other finds it taken.
    expect((await Promise.all([run(), run()])).sort()).toEqual([0, 1]);
    expect(await bkashRefunded(payment.reference)).toBe(`${order.total}.00`);
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({ status: 'refunded', amount: order.total, detail: null });
    expect(refund?.reference).toMatch(/^\w{10}$/);
    expect(refund?.refundedAt).not.toBeNull();
    expect(await paymentStatusOf(order.id)).toBe('refunded');
    await expect.poll(() => sent.length).toBe(1);

    // A second run finds nothing to do: bKash is not asked again.
    expect(await run()).toBe(0);
    expect(await bkashRefunded(payment.reference)).toBe(`${order.total}.00`);
  });

  it('refunds a cancelled Nagad order through SSLCommerz by its bank_tran_id', async () => {
    const { order, payment } = await cancelled('nagad');
    expect(await run()).toBe(1);
    expect(await sslcommerzRefunded(payment.transactionId!)).toBe(`${order.total}.00`);
    const [refund] = await refundsOf(order.id);
    expect(refund?.status).toBe('refunded');
    expect(await gateways.sslcommerz.refundStatus(refund!.reference!)).toEqual({ status: 'refunded' });
    expect(await paymentStatusOf(order.id)).toBe('refunded');
  });

  it('marks a refund the gateway refuses failed, with the detail for the back office; the order stays refund_pending', async () => {
    const { order, payment } = await cancelled('nagad');
    const refusing = createPaymentGateways(
      { ...t.config.payments, sslcommerz: { ...t.config.payments.sslcommerz, storePassword: 'wrong' } },
      2000,
    );
    expect(await run(refusing)).toBe(0);
    const [refund] = await refundsOf(order.id);
    expect(refund?.status).toBe('failed');
    expect(refund?.detail).toContain('INVALID_REQUEST');
    expect(await paymentStatusOf(order.id)).toBe('refund_pending');
    expect(await sslcommerzRefunded(payment.transactionId!)).toBe('0.00');
    // Not retried by itself: only the back office puts it back to pending.
    expect(await run()).toBe(0);
    expect((await refundsOf(order.id))[0]?.status).toBe('failed');
  });

  it('leaves a bKash refund whose answer was lost processing, never asking bKash twice', async () => {
    const { order, payment } = await cancelled('bkash');
    const unreachable = createPaymentGateways(
      { ...t.config.payments, bkash: { ...t.config.payments.bkash, baseUrl: 'http://127.0.0.1:1/bkash' } },
      2000,
    );
    expect(await run(unreachable)).toBe(0);
    expect((await refundsOf(order.id))[0]).toMatchObject({ status: 'processing', reference: null });
    expect(await run()).toBe(0);
    expect(await bkashRefunded(payment.reference)).toBe('0.00');
    expect(await paymentStatusOf(order.id)).toBe('refund_pending');
  });
});

describe('the refunds run in every API instance', () => {
  let fast: PaymentsTestApp;
  beforeAll(async () => {
    fast = await createPaymentsTestApp(() => ({ refundIntervalSeconds: 1 }));
  });
  afterAll(() => fast?.close());

  it('makes a refund owed within REFUND_INTERVAL_SECONDS, with no one asking', async () => {
    const { order } = await cancelled('bkash', fast);
    await expect.poll(() => paymentStatusOf(order.id, fast), { timeout: 5000, interval: 200 }).toBe('refunded');
  });
});
