import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRefund, AdminReturn, OrderDetail, OrderSummary } from '#contract';
import { dataOf, failureOf } from '../../app.test-helpers';
import { refunds } from '../../db/schema';
import {
  type CheckoutTestApp,
  call,
  shopperWithAddress,
  stockedItem,
  stockOf,
  type TestShopper,
} from '../../orders.test-helpers';
import { claimGatewayRefunds, failRefund, settleRefund } from './orders.service';
import { adminCall, createOrdersTestApp, markPaid, moveTo, placed } from './orders.test-helpers';

let t: CheckoutTestApp;
let alice: TestShopper;
const WALLET = { type: 'bkash', account: '01712345678' } as const;

beforeAll(async () => {
  t = await createOrdersTestApp();
  alice = await shopperWithAddress(t);
});
afterAll(() => t.close());

const ask = (shopper: TestShopper, payload: unknown) =>
  call(t, 'POST', '/order-return', { token: shopper.token, payload });

/** A delivered cash on delivery order of one line of `qty` units. */
async function deliveredOrder(qty = 3, stock = 20): Promise<{ order: OrderSummary; variantId: number }> {
  const item = await stockedItem(t, stock, qty);
  const [order] = (await placed(t, alice, [item])).orders;
  await moveTo(t, order!.id, 'delivered');
  return { order: order!, variantId: item.variant_id };
}

const returnBody = (order: OrderSummary, qty: number, extra: object = {}) => ({
  order_id: order.id,
  reason_id: 1,
  items: [{ order_item_id: order.items[0]!.id, qty }],
  refund_method: WALLET,
  ...extra,
});

const fieldsOf = (response: { json(): unknown } & { statusCode: number }) =>
  Object.keys(failureOf(response as never).errors ?? {});

describe('POST /order-return: the window', () => {
  it('is open until RETURN_WINDOW_DAYS after delivery (last minute allowed) and closed after, by the app’s clock', async () => {
    const { order } = await deliveredOrder();
    t.advance(7 * 24 * 60 - 1);
    expect((await ask(alice, returnBody(order, 1))).statusCode).toBe(200);
    t.advance(2);
    const late = await ask(alice, returnBody(order, 1));
    expect(late.statusCode).toBe(409);
    expect(failureOf(late).message).toContain('within 7 days of delivery');
  });

  it('refuses an order not delivered yet (409)', async () => {
    const [order] = (await placed(t, alice, [await stockedItem(t)])).orders;
    expect((await ask(alice, returnBody(order!, 1))).statusCode).toBe(409);
  });
});

describe('POST /order-return: quantities', () => {
  it('never more than bought, minus what returns not rejected hold', async () => {
    const { order } = await deliveredOrder(3);
    expect(fieldsOf(await ask(alice, returnBody(order, 4)))).toEqual(['items.0.qty']);
    const first = dataOf<OrderDetail>(await ask(alice, returnBody(order, 2)));
    expect(first.items[0]?.returned_qty).toBe(2);
    const tooMany = await ask(alice, returnBody(order, 2));
    expect(failureOf(tooMany).errors?.['items.0.qty']).toEqual(['You can return at most 1 of this item.']);
    dataOf(await adminCall(t, 'PATCH', `/admin/returns/${first.returns[0]!.id}`, { status: 'rejected' }));
    const again = dataOf<OrderDetail>(await ask(alice, returnBody(order, 3)));
    expect(again.items[0]?.returned_qty).toBe(3);
    expect(again.can_return).toBe(false);
  });

  it('answers 422 naming a line of another order, and a line listed twice', async () => {
    const { order } = await deliveredOrder();
    const other = await deliveredOrder();
    const stranger = { order_item_id: other.order.items[0]!.id, qty: 1 };
    expect(fieldsOf(await ask(alice, { ...returnBody(order, 1), items: [stranger] }))).toEqual([
      'items.0.order_item_id',
    ]);
    const line = { order_item_id: order.items[0]!.id, qty: 1 };
    expect(fieldsOf(await ask(alice, { ...returnBody(order, 1), items: [line, line] }))).toEqual([
      'items.1.order_item_id',
    ]);
  });

  it('answers 404 for another shopper’s order', async () => {
    const { order } = await deliveredOrder();
    const bob = await shopperWithAddress(t);
    expect((await ask(bob, returnBody(order, 1))).statusCode).toBe(404);
  });
});

describe('POST /order-return: the refund method', () => {
  it.each([
    [{ refund_method: undefined }, 'refund_method.type'],
    [{ refund_method: { type: 'original' } }, 'refund_method.type'],
    [{ refund_method: { type: 'nagad' } }, 'refund_method.account'],
    [{ refund_method: { type: 'rocket', account: '0171234' } }, 'refund_method.account'],
  ])('a cash on delivery order needs a wallet and its number: %j → 422 on %s', async (extra, field) => {
    const { order } = await deliveredOrder();
    expect(fieldsOf(await ask(alice, returnBody(order, 1, extra)))).toEqual([field]);
  });

  it('an online order goes back to its payment: a wallet is refused, nothing means original', async () => {
    const answer = await placed(t, alice, [await stockedItem(t)], { online: true });
    await markPaid(t, answer);
    const order = answer.orders[0]!;
    await moveTo(t, order.id, 'delivered');
    expect(fieldsOf(await ask(alice, returnBody(order, 1)))).toEqual(['refund_method.type']);
    const detail = dataOf<OrderDetail>(await ask(alice, returnBody(order, 1, { refund_method: undefined })));
    expect(detail.returns[0]?.refund_method).toBe('original');
  });

  it.each([
    [{ comment: 'a\u0000b' }, 'comment'],
    [{ comment: 'x'.repeat(1001) }, 'comment'],
    [{ items: [] }, 'items'],
    [{ reason_id: 7 }, 'reason_id'],
  ])('answers 422 for bad input %#', async (extra, field) => {
    const { order } = await deliveredOrder();
    expect(fieldsOf(await ask(alice, returnBody(order, 1, extra)))).toEqual([field]);
  });
});

describe('a return through the back office', () => {
  it('approved, received (stock back, refund owed to the wallet), refunded by hand: SMS at each decision', async () => {
    const { order, variantId } = await deliveredOrder(2, 10);
    const detail = dataOf<OrderDetail>(await ask(alice, returnBody(order, 2)));
    const returnId = detail.returns[0]!.id;
    expect(detail.returns[0]).toMatchObject({ status: 'requested', amount: order.sub_total, refund_method: 'bkash' });
    const sent = t.sent.length;

    const approved = dataOf<AdminReturn>(
      await adminCall(t, 'PATCH', `/admin/returns/${returnId}`, { status: 'approved' }),
    );
    expect(approved).toMatchObject({ status: 'approved', refund_account: '+8801712345678' });
    expect(t.sent.slice(sent).map((sms) => sms.text)).toEqual([
      `Haat: your return for order ${order.invoice_number} is approved. Please hand the items to our rider.`,
    ]);
    dataOf(await adminCall(t, 'PATCH', `/admin/returns/${returnId}`, { status: 'received' }));
    expect(await stockOf(t, variantId)).toBe(10);
    const owed = dataOf<OrderDetail>(await call(t, 'GET', `/order/${order.id}`, { token: alice.token }));
    expect(owed.payment_status).toBe('refund_pending');
    expect(owed.refunds).toMatchObject([
      { return_id: returnId, amount: order.sub_total, method: 'bkash', account: '••••••••678', status: 'pending' },
    ]);

    const refunded = dataOf<AdminReturn>(
      await adminCall(t, 'PATCH', `/admin/returns/${returnId}`, { status: 'refunded', note: 'bKash TRX 9XK2' }),
    );
    expect(refunded.status).toBe('refunded');
    const after = dataOf<OrderDetail>(await call(t, 'GET', `/order/${order.id}`, { token: alice.token }));
    expect(after.payment_status).toBe('refunded');
    expect(after.refunds[0]?.status).toBe('refunded');
    expect(t.sent.at(-1)?.text).toContain(`for order ${order.invoice_number} has been refunded`);
    const again = await adminCall(t, 'PATCH', `/admin/returns/${returnId}`, { status: 'received' });
    expect(again.statusCode).toBe(409);
  });

  it('an online return is refunded by the gateway: claimed once, settled once, and a failure waits for the back office', async () => {
    const answer = await placed(t, alice, [await stockedItem(t, 20, 2)], { online: true });
    const paymentId = await markPaid(t, answer);
    const order = answer.orders[0]!;
    await moveTo(t, order.id, 'delivered');
    const detail = dataOf<OrderDetail>(await ask(alice, returnBody(order, 1, { refund_method: undefined })));
    const returnId = detail.returns[0]!.id;
    expect((await adminCall(t, 'PATCH', `/admin/returns/${returnId}`, { status: 'refunded' })).statusCode).toBe(409);
    dataOf(await adminCall(t, 'PATCH', `/admin/returns/${returnId}`, { status: 'approved' }));
    dataOf(await adminCall(t, 'PATCH', `/admin/returns/${returnId}`, { status: 'received' }));

    const ctx = { db: t.database.db, now: new Date(), log: t.app.log, sms: { send: async () => {} } };
    const claimed = await claimGatewayRefunds(ctx, 100);
    const mine = claimed.find((refund) => refund.orderId === order.id);
    expect(mine).toMatchObject({ invoiceNumber: order.invoice_number, payment: { id: paymentId, gateway: 'bkash' } });
    expect((await claimGatewayRefunds(ctx, 100)).some((refund) => refund.orderId === order.id)).toBe(false);

    await failRefund(ctx, mine!.id, 'gateway said no');
    const failed = dataOf<{ data: AdminRefund[] }>(await adminCall(t, 'GET', '/admin/refunds?status=failed'));
    expect(failed.data.find((refund) => refund.id === mine!.id)?.detail).toBe('gateway said no');
    dataOf(await adminCall(t, 'PATCH', `/admin/refunds/${mine!.id}`, { status: 'pending' }));
    const [retried] = await claimGatewayRefunds(ctx, 100);
    expect(retried?.id).toBe(mine!.id);

    await settleRefund(ctx, mine!.id, 'bkash-refund-1', 'gateway');
    await settleRefund(ctx, mine!.id, 'bkash-refund-2', 'gateway');
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.id, mine!.id));
    expect(row).toMatchObject({ status: 'refunded', reference: 'bkash-refund-1' });
    const after = dataOf<OrderDetail>(await call(t, 'GET', `/order/${order.id}`, { token: alice.token }));
    expect(after.returns[0]?.status).toBe('refunded');
    expect(after.payment_status).toBe('refunded');
  });

  it("a gateway refund left processing (its answer lost) is requeued, or recorded as made by hand, by the back office; a pending one is the gateway worker's", async () => {
    const ctx = { db: t.database.db, now: new Date(), log: t.app.log, sms: { send: async () => {} } };
    const owedRefund = async () => {
      const answer = await placed(t, alice, [await stockedItem(t, 20, 1)], { online: true });
      await markPaid(t, answer);
      const order = answer.orders[0]!;
      await moveTo(t, order.id, 'delivered');
      const detail = dataOf<OrderDetail>(await ask(alice, returnBody(order, 1, { refund_method: undefined })));
      const returnId = detail.returns[0]!.id;
      dataOf(await adminCall(t, 'PATCH', `/admin/returns/${returnId}`, { status: 'approved' }));
      dataOf(await adminCall(t, 'PATCH', `/admin/returns/${returnId}`, { status: 'received' }));
      const owed = dataOf<OrderDetail>(await call(t, 'GET', `/order/${order.id}`, { token: alice.token }));
      return { order, refundId: owed.refunds[0]!.id };
    };

    const first = await owedRefund();
    const byHandTooEarly = await adminCall(t, 'PATCH', `/admin/refunds/${first.refundId}`, {
      status: 'refunded',
      reference: 'panel-1',
    });
    expect(byHandTooEarly.statusCode).toBe(409);
    expect((await claimGatewayRefunds(ctx, 100)).map((refund) => refund.id)).toContain(first.refundId);
    dataOf(await adminCall(t, 'PATCH', `/admin/refunds/${first.refundId}`, { status: 'pending' }));
    expect((await claimGatewayRefunds(ctx, 100)).map((refund) => refund.id)).toEqual([first.refundId]);
    const recorded = dataOf<AdminRefund>(
      await adminCall(t, 'PATCH', `/admin/refunds/${first.refundId}`, { status: 'refunded', reference: 'panel-1' }),
    );
    expect(recorded).toMatchObject({ status: 'refunded', reference: 'panel-1' });
    const after = dataOf<OrderDetail>(await call(t, 'GET', `/order/${first.order.id}`, { token: alice.token }));
    expect(after.payment_status).toBe('refunded');
    const twice = await adminCall(t, 'PATCH', `/admin/refunds/${first.refundId}`, { status: 'pending' });
    expect(twice.statusCode).toBe(409);
  });
});
