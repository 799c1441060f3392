import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderDetail, REFUND_DUE_DAYS } from '#contract';
import { dataOf, failureOf } from '../../app.test-helpers';
import { checkouts, couponRedemptions, coupons, orderStatusHistory, refunds } from '../../db/schema';
import {
  type CheckoutTestApp,
  call,
  shopperWithAddress,
  stockedItem,
  stockedItems,
  stockOf,
  type TestShopper,
} from '../../orders.test-helpers';
import { releaseExpiredCheckouts } from './orders.service';
import { createOrdersTestApp, markPaid, moveTo, placed } from './orders.test-helpers';

let t: CheckoutTestApp;
let alice: TestShopper;
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createOrdersTestApp();
  await t.database.db.insert(coupons).values({ code: 'TENPCT', kind: 'percent', percent: 10 });
  alice = await shopperWithAddress(t);
});
afterAll(() => t.close());

const cancel = (shopper: TestShopper, payload: unknown, locale: 'en' | 'bn' = 'en') =>
  call(t, 'POST', '/order-cancel', { token: shopper.token, payload, locale });

const checkoutRow = async (id: string) =>
  (await t.database.db.select().from(checkouts).where(eq(checkouts.id, id)))[0]!;

describe('POST /order-cancel', () => {
  it('cancels a cash on delivery order with its reason: stock back once, history by the shopper, an SMS; again is 409', async () => {
    const item = await stockedItem(t, 10, 3);
    const [order] = (await placed(t, alice, [item])).orders;
    expect(await stockOf(t, item.variant_id)).toBe(7);
    const sent = t.sent.length;

    const detail = dataOf<OrderDetail>(await cancel(alice, { order_id: order!.id, reason_id: 3, comment: 'Oops' }));
    expect(detail).toMatchObject({ status: 'cancelled', can_cancel: false, cancel_reason: 'I ordered by mistake' });
    expect(await stockOf(t, item.variant_id)).toBe(10);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order!.id));
    expect(history.map((step) => [step.status, step.actor])).toEqual([
      ['pending', 'shopper'],
      ['cancelled', 'shopper'],
    ]);
    expect(t.sent.slice(sent)).toEqual([
      { to: alice.phone, text: `Haat: your order ${order!.invoice_number} is cancelled.` },
    ]);

    const again = await cancel(alice, { order_id: order!.id, reason_id: 3 }, 'bn');
    expect(again.statusCode).toBe(409);
    expect(failureOf(again).message).toBe('অর্ডারটি আগেই বাতিল করা হয়েছে।');
    expect(await stockOf(t, item.variant_id)).toBe(10);
  });

  it('frees the checkout’s coupon use once, with its last live order', async () => {
    const answer = await placed(t, alice, await stockedItems(t, 4, 20, 2), { coupon: 'TENPCT' });
    expect(answer.orders.length).toBeGreaterThan(1);
    const uses = () =>
      t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.checkoutId, answer.checkout_id));
    for (const [index, order] of answer.orders.entries()) {
      expect(await uses()).toHaveLength(1);
      dataOf(await cancel(alice, { order_id: order.id, reason_id: 1 }));
      expect(await uses()).toHaveLength(index === answer.orders.length - 1 ? 0 : 1);
    }
  });

  it('owes a paid order its total back to the payment, due in 10 days, and shows the refund pending', async () => {
    const answer = await placed(t, alice, [await stockedItem(t)], { online: true });
    const paymentId = await markPaid(t, answer);
    const [order] = answer.orders;
    const detail = dataOf<OrderDetail>(await cancel(alice, { order_id: order!.id, reason_id: 2 }));
    expect(detail.payment_status).toBe('refund_pending');
    expect(detail.refunds).toMatchObject([
      { return_id: null, amount: order!.total, method: 'original', account: null, status: 'pending' },
    ]);
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order!.id));
    expect(refund?.paymentId).toBe(paymentId);
    expect(refund!.dueAt.getTime() - refund!.createdAt.getTime()).toBe(REFUND_DUE_DAYS * DAY_MS);
  });

  it('releases an unpaid online order from its checkout: the payment asks for the rest, and nothing once all are cancelled', async () => {
    const answer = await placed(t, alice, await stockedItems(t, 4, 20), { online: true });
    const [first, ...rest] = answer.orders;
    expect(rest.length).toBeGreaterThan(0);
    dataOf(await cancel(alice, { order_id: first!.id, reason_id: 4 }));
    const after = await checkoutRow(answer.checkout_id);
    expect(after.grandTotal).toBe(answer.grand_total - first!.total);
    expect(after.expiresAt).not.toBeNull();
    for (const order of rest) dataOf(await cancel(alice, { order_id: order.id, reason_id: 4 }));
    expect((await checkoutRow(answer.checkout_id)).expiresAt).toBeNull();
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, first!.id))).toEqual([]);
  });

  it('leaves an order cancelled by its shopper alone when its checkout expires: its stock comes back once', async () => {
    const items = await stockedItems(t, 4, 20);
    const answer = await placed(t, alice, items, { online: true });
    const [first] = answer.orders;
    dataOf(await cancel(alice, { order_id: first!.id, reason_id: 1 }));
    const sms = { send: async () => {} };
    const ctx = { db: t.database.db, now: new Date(Date.now() + DAY_MS), log: t.app.log, sms };
    expect(await releaseExpiredCheckouts(ctx, 100)).toContain(answer.checkout_id);
    for (const item of items) expect(await stockOf(t, item.variant_id)).toBe(20);
    const firstHistory = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, first!.id));
    expect(firstHistory.filter((step) => step.status === 'cancelled')).toHaveLength(1);
  });

  it('refuses once the rider has picked the package up (409), in the shopper’s language', async () => {
    const [order] = (await placed(t, alice, [await stockedItem(t)])).orders;
    await moveTo(t, order!.id, 'picked_up');
    const response = await cancel(alice, { order_id: order!.id, reason_id: 1 });
    expect(response.statusCode).toBe(409);
    expect(failureOf(response).code).toBe('CONFLICT');
  });

  it('answers 404 for another shopper’s order and changes nothing', async () => {
    const item = await stockedItem(t, 10, 1);
    const [order] = (await placed(t, alice, [item])).orders;
    const bob = await shopperWithAddress(t);
    expect((await cancel(bob, { order_id: order!.id, reason_id: 1 })).statusCode).toBe(404);
    expect(await stockOf(t, item.variant_id)).toBe(9);
  });

  it.each([
    [{ order_id: 'one', reason_id: 1 }, ['order_id']],
    [{ order_id: 1, reason_id: 99 }, ['reason_id']],
    [{ order_id: 1, reason_id: 1.5 }, ['reason_id']],
    [{ order_id: 1, reason_id: 1, comment: 'a\u0000b' }, ['comment']],
    [{ order_id: 1, reason_id: 1, comment: 'x'.repeat(1001) }, ['comment']],
    [{ order_id: 1, reason_id: 1, comment: 5 }, ['comment']],
  ])('answers 422 with a field map for %j', async (payload, fields) => {
    const response = await cancel(alice, payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(fields);
  });
});
