import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCounts, OrderDetail, OrderItemDetail, OrderListEntry, Page, Reason } from '#contract';
import { BENGALI, dataOf, failureOf } from '../../app.test-helpers';
import {
  type CheckoutTestApp,
  call,
  shopperWithAddress,
  stockedItem,
  type TestShopper,
} from '../../orders.test-helpers';
import { createOrdersTestApp, markPaid, moveTo, placed } from './orders.test-helpers';

let t: CheckoutTestApp;
let alice: TestShopper;
let bob: TestShopper;

beforeAll(async () => {
  t = await createOrdersTestApp();
  [alice, bob] = [await shopperWithAddress(t), await shopperWithAddress(t)];
});
afterAll(() => t.close());

const get = <T>(shopper: TestShopper, url: string, locale: 'en' | 'bn' = 'en') =>
  call(t, 'GET', url, { token: shopper.token, locale }).then((response) => dataOf<T>(response));

describe('GET /order/{id}', () => {
  it('answers the shopper’s order with its lines, address named in the request’s language, history and open actions', async () => {
    const [order] = (await placed(t, alice, [await stockedItem(t, 50, 2)])).orders;
    const detail = await get<OrderDetail>(alice, `/order/${order!.id}`);
    expect(detail).toMatchObject({
      id: order!.id,
      status: 'pending',
      payment_status: 'unpaid',
      can_cancel: true,
      can_return: false,
      can_review: false,
      return_until: null,
      shipper: null,
      returns: [],
      refunds: [],
      address: { district: 'Dhaka', address_line: alice.address.address_line },
    });
    expect(detail.items.map((item) => [item.qty, item.returned_qty])).toEqual([[2, 0]]);
    expect(detail.history.map((step) => step.status)).toEqual(['pending']);
    const bn = await get<OrderDetail>(alice, `/order/${order!.id}`, 'bn');
    expect(bn.address.district).toMatch(BENGALI);
  });

  it('shows every status with its time, the rider and the delivery date once delivered', async () => {
    const [order] = (await placed(t, alice, [await stockedItem(t)])).orders;
    await moveTo(t, order!.id, 'delivered');
    const detail = await get<OrderDetail>(alice, `/order/${order!.id}`);
    expect(detail.history.map((step) => step.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'picked_up',
      'on_the_way',
      'delivered',
    ]);
    expect(detail).toMatchObject({ can_cancel: false, can_return: true, can_review: true, payment_status: 'paid' });
    expect(detail.shipper?.name).toBeTruthy();
    expect(detail.delivered_at).not.toBeNull();
    expect(new Date(detail.return_until ?? 0).getTime() - new Date(detail.delivered_at ?? 0).getTime()).toBe(
      7 * 24 * 3600 * 1000,
    );
  });

  it('answers 404 for another shopper’s order and its lines, and for no order', async () => {
    const [order] = (await placed(t, alice, [await stockedItem(t)])).orders;
    for (const url of [`/order/${order!.id}`, `/order-item/${order!.items[0]!.id}`, '/order/999999']) {
      const response = await call(t, 'GET', url, { token: bob.token });
      expect(response.statusCode).toBe(404);
      expect(failureOf(response).code).toBe('NOT_FOUND');
    }
  });

  it('asks for a signed-in shopper', async () => {
    expect((await call(t, 'GET', '/order/1')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/order/counts')).statusCode).toBe(401);
  });
});

describe('GET /order-item/{id}', () => {
  it('answers one line of the shopper’s order with its order’s state', async () => {
    const [order] = (await placed(t, alice, [await stockedItem(t)])).orders;
    const line = order!.items[0]!;
    expect(await get<OrderItemDetail>(alice, `/order-item/${line.id}`)).toMatchObject({
      id: line.id,
      order_id: order!.id,
      invoice_number: order!.invoice_number,
      status: 'pending',
      returned_qty: 0,
      delivered_at: null,
    });
  });
});

describe('GET /order filters and GET /order/counts', () => {
  it('groups the shopper’s orders as the dashboard counts them', async () => {
    const carol = await shopperWithAddress(t);
    const toShip = (await placed(t, carol, [await stockedItem(t)])).orders[0]!;
    const toPay = (await placed(t, carol, [await stockedItem(t)], { online: true })).orders[0]!;
    const toReceive = (await placed(t, carol, [await stockedItem(t)])).orders[0]!;
    await moveTo(t, toReceive.id, 'on_the_way');
    const toReview = (await placed(t, carol, [await stockedItem(t)])).orders[0]!;
    await moveTo(t, toReview.id, 'delivered');

    expect(await get<OrderCounts>(carol, '/order/counts')).toEqual({
      to_pay: 1,
      to_ship: 2,
      to_receive: 1,
      to_review: 1,
    });
    const ids = async (status: string) =>
      (await get<Page<OrderListEntry>>(carol, `/order?status=${status}`)).data.map((order) => order.id);
    expect(await ids('to_pay')).toEqual([toPay.id]);
    expect(await ids('to_ship')).toEqual([toPay.id, toShip.id]);
    expect(await ids('to_receive')).toEqual([toReceive.id]);
    expect(await ids('to_review')).toEqual([toReview.id]);
    expect(await ids('delivered')).toEqual([toReview.id]);
    expect(await ids('on_the_way')).toEqual([toReceive.id]);
  });

  it('leaves a paid online order out of to_pay, and pages with per_page', async () => {
    const dave = await shopperWithAddress(t);
    const answer = await placed(t, dave, [await stockedItem(t)], { online: true });
    await markPaid(t, answer);
    await placed(t, dave, [await stockedItem(t)]);
    expect((await get<OrderCounts>(dave, '/order/counts')).to_pay).toBe(0);
    const page = await get<Page<OrderListEntry>>(dave, '/order?per_page=1&page=2');
    expect(page).toMatchObject({ per_page: 1, total_count: 2, current_page: 2, last_page: 2 });
    expect(page.data.map((order) => order.id)).toEqual([answer.orders[0]!.id]);
  });

  it.each([
    ['status=shipped', 'status'],
    ['per_page=51', 'per_page'],
    ['per_page=0', 'per_page'],
    ['page=x', 'page'],
  ])('answers 422 for %s', async (query, field) => {
    const response = await call(t, 'GET', `/order?${query}`, { token: alice.token });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual([field]);
  });
});

describe('the reasons', () => {
  it.each(['/order-cancel/reason', '/order-return/reason'])(
    '%s lists stable ids with names in both languages',
    async (url) => {
      const en = dataOf<Reason[]>(await call(t, 'GET', url));
      const bn = dataOf<Reason[]>(await call(t, 'GET', url, { locale: 'bn' }));
      expect(en.map((reason) => reason.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(bn.map((reason) => reason.id)).toEqual(en.map((reason) => reason.id));
      for (const reason of bn) expect(reason.name).toMatch(BENGALI);
    },
  );
});

describe('GET /guest/order', () => {
  it('tracks an order through the new statuses', async () => {
    const [order] = (await placed(t, alice, [await stockedItem(t)])).orders;
    await moveTo(t, order!.id, 'picked_up');
    const tracked = dataOf<{ status: string; history: { status: string }[] }>(
      await call(t, 'GET', `/guest/order?invoice=${order!.invoice_number}&phone=${encodeURIComponent(alice.phone)}`),
    );
    expect(tracked.status).toBe('picked_up');
    expect(tracked.history.map((step) => step.status)).toEqual(['pending', 'confirmed', 'processing', 'picked_up']);
  });
});
