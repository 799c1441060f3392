/**
 * What the orders tests share: an app with the back office's token, orders placed over HTTP (cash on delivery, or
 * online and marked paid as a gateway's confirmation would), and the back office's moves.
 */
import { eq } from 'drizzle-orm';
import type { AdminOrder, CartItemInput, CheckoutAnswer, OrderStatus } from '#contract';
import { dataOf, testConfig } from '../../app.test-helpers';
import { checkouts, orders, payments, shippers } from '../../db/schema';
import {
  type CheckoutTestApp,
  call,
  codBody,
  createCheckoutTestApp,
  fillCart,
  newKey,
  placeOrder,
  type TestShopper,
} from '../../orders.test-helpers';

export const ADMIN_TOKEN = 'back-office-test-token';

/** The app with the back office open to ADMIN_TOKEN; the gateway refunds are left to the tests (no worker run). */
export const createOrdersTestApp = () =>
  createCheckoutTestApp({
    adminToken: ADMIN_TOKEN,
    payments: { ...testConfig.payments, refundIntervalSeconds: 3600 },
  });

/** Places the shopper's order of `items` (cash on delivery unless `online`); answers the checkout. */
export async function placed(
  t: CheckoutTestApp,
  shopper: TestShopper,
  items: CartItemInput[],
  { online = false, coupon }: { online?: boolean; coupon?: string } = {},
): Promise<CheckoutAnswer> {
  await fillCart(t, shopper.token, items);
  const body = codBody(shopper, {
    ...(online ? { payment_method_id: 2, wallet: 'bkash' } : {}),
    ...(coupon ? { coupon_code: coupon } : {}),
  });
  return dataOf<CheckoutAnswer>(await placeOrder(t, shopper, body, { key: newKey() }), 201);
}

/** Marks an online checkout paid by bKash, as a confirmed payment does; answers the payment's id. */
export async function markPaid(t: CheckoutTestApp, checkout: CheckoutAnswer): Promise<number> {
  const { db } = t.database;
  const [payment] = await db
    .insert(payments)
    .values({
      checkoutId: checkout.checkout_id,
      gateway: 'bkash',
      wallet: 'bkash',
      amount: checkout.grand_total,
      status: 'paid',
      reference: `pay-${checkout.checkout_id}`,
      transactionId: `trx-${checkout.checkout_id}`,
    })
    .returning({ id: payments.id });
  await db
    .update(checkouts)
    .set({ paymentStatus: 'paid', expiresAt: null })
    .where(eq(checkouts.id, checkout.checkout_id));
  await db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.checkoutId, checkout.checkout_id));
  return payment!.id;
}

export const adminCall = (t: CheckoutTestApp, method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
  call(t, method, url, { token: ADMIN_TOKEN, payload });

export async function firstShipperId(t: CheckoutTestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: shippers.id }).from(shippers).orderBy(shippers.id).limit(1);
  if (!row) throw new Error('no rider seeded');
  return row.id;
}

const PATH: OrderStatus[] = ['confirmed', 'processing', 'picked_up', 'on_the_way', 'delivered'];

/** Moves the order through the back office up to `status` (a rider assigned on the way). */
export async function moveTo(t: CheckoutTestApp, orderId: number, status: OrderStatus): Promise<AdminOrder> {
  let order = dataOf<AdminOrder>(await adminCall(t, 'GET', `/admin/orders/${orderId}`));
  for (const next of PATH.slice(PATH.indexOf(order.status as OrderStatus) + 1, PATH.indexOf(status) + 1)) {
    const rider = next === 'picked_up' ? { shipper_id: await firstShipperId(t) } : {};
    order = dataOf<AdminOrder>(await adminCall(t, 'PATCH', `/admin/orders/${orderId}`, { status: next, ...rider }));
  }
  return order;
}
