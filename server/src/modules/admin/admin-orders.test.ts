import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, CheckoutAnswer, Page, Shipper } from '#contract';
import { BENGALI, dataOf, failureOf } from '../../app.test-helpers';
import { orderStatusHistory } from '../../db/schema';
import {
  type CheckoutTestApp,
  call,
  codBody,
  fillCart,
  newKey,
  placeOrder,
  shopperWithAddress,
  stockedItem,
  stockOf,
  type TestShopper,
} from '../../orders.test-helpers';
import { ADMIN_TOKEN, adminCall, createOrdersTestApp, firstShipperId, placed } from '../orders/orders.test-helpers';

let t: CheckoutTestApp;
let shopper: TestShopper;

beforeAll(async () => {
  t = await createOrdersTestApp();
  shopper = await shopperWithAddress(t);
});
afterAll(() => t.close());

const patchOrder = (id: number, payload: unknown) => adminCall(t, 'PATCH', `/admin/orders/${id}`, payload);

describe('the back office’s order calls', () => {
  it.each([
    ['GET', '/admin/orders'],
    ['GET', '/admin/orders/1'],
    ['PATCH', '/admin/orders/1'],
    ['GET', '/admin/shippers'],
    ['GET', '/admin/returns'],
    ['PATCH', '/admin/returns/1'],
    ['GET', '/admin/refunds'],
    ['PATCH', '/admin/refunds/1'],
  ] as const)('%s %s answers 401 without the token or with a wrong one', async (method, url) => {
    for (const token of [null, `${ADMIN_TOKEN}x`, shopper.token]) {
      const response = await call(t, method, url, { token, payload: method === 'PATCH' ? {} : undefined });
      expect(response.statusCode).toBe(401);
      expect(failureOf(response).code).toBe('UNAUTHENTICATED');
    }
  });

  it('lists the seeded riders', async () => {
    const riders = dataOf<Shipper[]>(await adminCall(t, 'GET', '/admin/shippers'));
    expect(riders.length).toBeGreaterThanOrEqual(3);
    for (const rider of riders) expect(rider.phone).toMatch(/^\+8801\d{9}$/);
  });

  it('moves an order through the state machine by the operator, with SMS in the checkout’s language', async () => {
    await fillCart(t, shopper.token, [await stockedItem(t)]);
    const answer = dataOf<CheckoutAnswer>(
      await placeOrder(t, shopper, codBody(shopper), { key: newKey(), locale: 'bn' }),
      201,
    );
    const id = answer.orders[0]!.id;
    const sent = t.sent.length;

    const skipped = await patchOrder(id, { status: 'delivered' });
    expect(skipped.statusCode).toBe(409);
    const confirmed = dataOf<AdminOrder>(await patchOrder(id, { status: 'confirmed', note: 'seller called' }));
    expect(confirmed).toMatchObject({ status: 'confirmed', customer: { user_id: shopper.userId, guest: false } });
    expect(t.sent.slice(sent).map((sms) => sms.text)).toEqual([
      `হাট: বিক্রেতা আপনার অর্ডার ${answer.orders[0]!.invoice_number} নিশ্চিত করেছেন।`,
    ]);
    dataOf(await patchOrder(id, { status: 'processing' }));
    expect(failureOf(await patchOrder(id, { status: 'picked_up' })).errors).toHaveProperty('shipper_id');
    expect(failureOf(await patchOrder(id, { shipper_id: 999_999 })).errors).toHaveProperty('shipper_id');
    const riderId = await firstShipperId(t);
    const picked = dataOf<AdminOrder>(await patchOrder(id, { status: 'picked_up', shipper_id: riderId }));
    expect(picked).toMatchObject({ status: 'picked_up', shipper: { id: riderId }, can_cancel: false });
    dataOf(await patchOrder(id, { status: 'on_the_way' }));
    const delivered = dataOf<AdminOrder>(await patchOrder(id, { status: 'delivered' }));
    expect(delivered).toMatchObject({ status: 'delivered', payment_status: 'paid', can_return: true });
    expect(t.sent.at(-1)?.text).toMatch(BENGALI);

    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
    expect(history.filter((step) => step.actor === 'operator').map((step) => step.status)).toEqual([
      'confirmed',
      'processing',
      'processing',
      'picked_up',
      'on_the_way',
      'delivered',
    ]);
  });

  it('cancels with a reason as a shopper’s cancel does (stock back), and needs the reason', async () => {
    const item = await stockedItem(t, 5, 2);
    const [order] = (await placed(t, shopper, [item])).orders;
    expect(failureOf(await patchOrder(order!.id, { status: 'cancelled' })).errors).toHaveProperty('reason_id');
    expect(failureOf(await patchOrder(order!.id, { status: 'cancelled', reason_id: 40 })).errors).toHaveProperty(
      'reason_id',
    );
    const cancelled = dataOf<AdminOrder>(await patchOrder(order!.id, { status: 'cancelled', reason_id: 4 }));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'Delivery takes too long' });
    expect(await stockOf(t, item.variant_id)).toBe(5);
    const listed = dataOf<Page<AdminOrder>>(await adminCall(t, 'GET', '/admin/orders?status=cancelled'));
    expect(listed.data.map((row) => row.id)).toContain(order!.id);
    expect(listed.data.every((row) => row.status === 'cancelled')).toBe(true);
  });

  it.each([
    [{}, 'status'],
    [{ status: 'shipped' }, 'status'],
    [{ status: 'confirmed', extra: 1 }, 'body'],
    [{ status: 'confirmed', note: 'a\u0000b' }, 'note'],
  ])('answers 422 for %j', async (payload, field) => {
    const response = await patchOrder(1, payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toContain(field);
  });

  it('refuses a refund by hand for a refund that does not exist (404) and a bad body (422)', async () => {
    expect((await adminCall(t, 'PATCH', '/admin/refunds/999999', { status: 'pending' })).statusCode).toBe(404);
    expect((await adminCall(t, 'PATCH', '/admin/refunds/1', { status: 'refunded' })).statusCode).toBe(422);
    expect((await adminCall(t, 'PATCH', '/admin/returns/1', { status: 'requested' })).statusCode).toBe(422);
  });
});
