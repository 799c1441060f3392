import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_DEFAULT_RATE_PERCENT, type CartItemInput, type OrderDetail, type OrderSummary } from '#contract';
import { dataOf } from '../../app.test-helpers';
import { affiliateCommissions, categories, coupons, products } from '../../db/schema';
import {
  adminCall,
  type CheckoutTestApp,
  call,
  createOrdersTestApp,
  guestBody,
  guestCode,
  moveTo,
  newKey,
  placed,
  shopperWithAddress,
  stockedItem,
  stockedPair,
  type TestShopper,
} from '../../orders.test-helpers';
import { adminPost, approvedPartner, dashboardOf, type TestPartner } from './affiliates.test-helpers';

let t: CheckoutTestApp;
let partner: TestPartner;
let shopper: TestShopper;
const DAY_MINUTES = 24 * 60;

beforeAll(async () => {
  t = await createOrdersTestApp();
  partner = await approvedPartner(t);
  shopper = await shopperWithAddress(t);
});
afterAll(() => t?.close());

const commissionsOf = (orderIds: number[]) =>
  t.database.db
    .select()
    .from(affiliateCommissions)
    .where(inArray(affiliateCommissions.orderId, orderIds))
    .orderBy(affiliateCommissions.orderItemId);

const orderIdsOf = (orders: OrderSummary[]) => orders.map((order) => order.id);

/** Sets the partner rate of the item's product's category, and (when given) of every category above it. */
async function rateCategoryOf(item: CartItemInput, own: number | null, above?: number | null) {
  const { db } = t.database;
  const [product] = await db.select().from(products).where(eq(products.id, item.product_id));
  let categoryId: number | null = product!.categoryId;
  let rate = own;
  while (categoryId !== null) {
    await db.update(categories).set({ partnerRatePercent: rate }).where(eq(categories.id, categoryId));
    if (above === undefined) return;
    const [row] = await db.select().from(categories).where(eq(categories.id, categoryId));
    categoryId = row!.parentId;
    rate = above;
  }
}

/** A stocked variant of a product whose category has a parent, as a line of `qty`. */
async function itemInSubcategory(qty: number): Promise<CartItemInput> {
  const { db } = t.database;
  const rows = await db
    .select({ productId: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(isNotNull(categories.parentId), eq(products.isPublished, true)));
  for (let tries = 0; tries < 30; tries += 1) {
    const item = await stockedItem(t, 50, qty);
    if (rows.some((row) => row.productId === item.product_id)) return item;
  }
  throw new Error('no stocked product in a subcategory');
}

const approveDue = async () =>
  dataOf<{ approved: number }>(await adminPost(t, '/admin/affiliates/commissions/approve-due')).approved;

const ask = (payload: unknown) => call(t, 'POST', '/order-return', { token: shopper.token, payload });
const decide = async (returnId: number, status: string) =>
  dataOf(await adminCall(t, 'PATCH', `/admin/returns/${returnId}`, { status }));

/** Asks to return `qty` units of the order's first line and has the back office take them back. */
async function returnReceived(order: OrderSummary, qty: number): Promise<void> {
  const detail = dataOf<OrderDetail>(
    await ask({
      order_id: order.id,
      reason_id: 1,
      items: [{ order_item_id: order.items[0]!.id, qty }],
      refund_method: { type: 'bkash', account: '01712345678' },
    }),
  );
  const returnId = detail.returns.at(-1)!.id;
  await decide(returnId, 'approved');
  await decide(returnId, 'received');
}

describe('recording commissions at checkout', () => {
  it('records each line pending: its price less its share of the discount, at its category’s rate, rounded down', async () => {
    const [first, second] = await stockedPair(t, 50, 3);
    await rateCategoryOf(first, 9);
    await rateCategoryOf(second, null, null);
    const checkout = await placed(t, shopper, [first, second], { coupon: partner.code });
    const lines = checkout.orders.flatMap((order) => order.items.map((item) => ({ order, item })));
    const rows = await commissionsOf(orderIdsOf(checkout.orders));
    expect(rows).toHaveLength(2);
    for (const { order, item } of lines) {
      const row = rows.find((candidate) => candidate.orderItemId === item.id)!;
      const price = item.unit_price * item.qty;
      const base = price - Math.ceil((order.discount * price) / order.sub_total);
      const rate = item.product_id === first.product_id ? 9 : AFFILIATE_DEFAULT_RATE_PERCENT;
      expect(order.discount).toBeGreaterThan(0);
      expect(row).toMatchObject({
        affiliateId: partner.id,
        orderId: order.id,
        status: 'pending',
        ratePercent: rate,
        baseAmount: base,
        amount: Math.floor((base * rate) / 100),
        reversedAmount: 0,
        withdrawalId: null,
      });
    }
  });

  it('takes the nearest rate up the category tree', async () => {
    const item = await itemInSubcategory(2);
    await rateCategoryOf(item, null, 6);
    const checkout = await placed(t, shopper, [item], { coupon: partner.code });
    const [row] = await commissionsOf(orderIdsOf(checkout.orders));
    expect(row?.ratePercent).toBe(6);
  });

  it('records nothing for an order without a code, or with a coupon', async () => {
    // A coupon of its own, with no minimum: whichever product the helper hands out, the coupon applies.
    await t.database.db.insert(coupons).values({ code: 'LEDGER10', kind: 'fixed', amount: 10 });
    const checkout = await placed(t, shopper, [await stockedItem(t)], { coupon: 'LEDGER10' });
    expect(checkout.orders[0]?.discount).toBe(10);
    const plain = await placed(t, shopper, [await stockedItem(t)]);
    expect(await commissionsOf([...orderIdsOf(checkout.orders), ...orderIdsOf(plain.orders)])).toEqual([]);
  });

  it('records nothing on the partner’s own order, signed in', async () => {
    const checkout = await placed(t, partner, [await stockedItem(t)], { coupon: partner.code });
    expect(checkout.orders[0]?.discount).toBeGreaterThan(0);
    expect(await commissionsOf(orderIdsOf(checkout.orders))).toEqual([]);
  });

  it('records nothing on an order another shopper sends to the partner’s phone', async () => {
    const sender = await shopperWithAddress(t, { phone: partner.phone });
    const checkout = await placed(t, sender, [await stockedItem(t)], { coupon: partner.code });
    expect(await commissionsOf(orderIdsOf(checkout.orders))).toEqual([]);
  });

  it('records nothing on a guest order from the partner’s phone', async () => {
    const phone = { typed: partner.phone, e164: partner.phone };
    const code = await guestCode(t, phone);
    const body = guestBody(partner.phone, code, [await stockedItem(t)], { coupon_code: partner.code });
    const answer = dataOf<{ orders: OrderSummary[] }>(
      await call(t, 'POST', '/guest/order/store', { payload: body, key: newKey() }),
      201,
    );
    expect(await commissionsOf(orderIdsOf(answer.orders))).toEqual([]);
  });
});

describe('reversing and lowering', () => {
  it('reverses an order’s commission when it is cancelled', async () => {
    const checkout = await placed(t, shopper, [await stockedItem(t, 50, 2)], { coupon: partner.code });
    const order = checkout.orders[0]!;
    const [before] = await commissionsOf([order.id]);
    dataOf(
      await call(t, 'POST', '/order-cancel', { token: shopper.token, payload: { order_id: order.id, reason_id: 3 } }),
    );
    const [after] = await commissionsOf([order.id]);
    expect(after).toMatchObject({ status: 'reversed', amount: 0, reversedAmount: before!.amount });
  });

  it('lowers a line’s commission pro rata to the units received back, exactly, then reverses it when all are back', async () => {
    const item = await stockedItem(t, 50, 3);
    await rateCategoryOf(item, 7);
    const [order] = (await placed(t, shopper, [item], { coupon: partner.code })).orders;
    await moveTo(t, order!.id, 'delivered');
    const [placedRow] = await commissionsOf([order!.id]);
    const original = placedRow!.amount;

    await returnReceived(order!, 1);
    const [oneBack] = await commissionsOf([order!.id]);
    expect(oneBack).toMatchObject({
      status: 'pending',
      amount: Math.floor((original * 2) / 3),
      reversedAmount: original - Math.floor((original * 2) / 3),
    });

    await returnReceived(order!, 1);
    const [twoBack] = await commissionsOf([order!.id]);
    expect(twoBack).toMatchObject({ status: 'pending', amount: Math.floor(original / 3) });
    expect(twoBack!.amount + twoBack!.reversedAmount).toBe(original);

    await returnReceived(order!, 1);
    expect((await commissionsOf([order!.id]))[0]).toMatchObject({
      status: 'reversed',
      amount: 0,
      reversedAmount: original,
    });
  });

  it('reverses a wholly returned line at once and leaves the order’s other lines alone', async () => {
    const [first, second] = await stockedPair(t, 50, 2);
    const checkout = await placed(t, shopper, [first, second], { coupon: partner.code });
    const order = checkout.orders.find((candidate) => candidate.items.length === 2) ?? checkout.orders[0]!;
    await moveTo(t, order.id, 'delivered');
    await returnReceived(order, order.items[0]!.qty);
    const rows = await commissionsOf(orderIdsOf(checkout.orders));
    const returned = rows.find((row) => row.orderItemId === order.items[0]!.id);
    expect(returned).toMatchObject({ status: 'reversed', amount: 0 });
    const others = rows.filter((row) => row.orderItemId !== order.items[0]!.id);
    expect(others).toHaveLength(1);
    expect(others[0]).toMatchObject({ status: 'pending', reversedAmount: 0 });
  });
});

describe('approving after the return window', () => {
  it('approves a delivered order’s commission once RETURN_WINDOW_DAYS have passed by the app’s clock, not before', async () => {
    const [order] = (await placed(t, shopper, [await stockedItem(t)], { coupon: partner.code })).orders;
    await moveTo(t, order!.id, 'delivered');
    t.advance(t.config.returnWindowDays * DAY_MINUTES - 1);
    await approveDue();
    expect((await commissionsOf([order!.id]))[0]?.status).toBe('pending');
    t.advance(2);
    expect(await approveDue()).toBeGreaterThanOrEqual(1);
    expect((await commissionsOf([order!.id]))[0]?.status).toBe('approved');
  });

  it('waits while a return is open, and for an order not delivered', async () => {
    const [returned] = (await placed(t, shopper, [await stockedItem(t, 50, 2)], { coupon: partner.code })).orders;
    const [undelivered] = (await placed(t, shopper, [await stockedItem(t)], { coupon: partner.code })).orders;
    await moveTo(t, returned!.id, 'delivered');
    await moveTo(t, undelivered!.id, 'on_the_way');
    const detail = dataOf<OrderDetail>(
      await ask({
        order_id: returned!.id,
        reason_id: 1,
        items: [{ order_item_id: returned!.items[0]!.id, qty: 1 }],
        refund_method: { type: 'bkash', account: '01712345678' },
      }),
    );
    t.advance((t.config.returnWindowDays + 1) * DAY_MINUTES);
    await approveDue();
    expect((await commissionsOf([returned!.id, undelivered!.id])).map((row) => row.status)).toEqual([
      'pending',
      'pending',
    ]);
    const returnId = detail.returns[0]!.id;
    await decide(returnId, 'approved');
    await approveDue();
    expect((await commissionsOf([returned!.id]))[0]?.status).toBe('pending');
    await decide(returnId, 'received');
    await approveDue();
    expect((await commissionsOf([returned!.id]))[0]).toMatchObject({ status: 'approved' });
    expect((await commissionsOf([returned!.id]))[0]!.reversedAmount).toBeGreaterThan(0);
  });
});

describe('the partner’s dashboard', () => {
  it('sums the commission by state and lists the referred orders newest first, without the shopper', async () => {
    const fresh = await approvedPartner(t);
    const buyer = await shopperWithAddress(t);
    const [kept] = (await placed(t, buyer, [await stockedItem(t, 50, 2)], { coupon: fresh.code })).orders;
    const [cancelled] = (await placed(t, buyer, [await stockedItem(t, 50, 2)], { coupon: fresh.code })).orders;
    const [approved] = (await placed(t, buyer, [await stockedItem(t, 50, 2)], { coupon: fresh.code })).orders;
    dataOf(
      await call(t, 'POST', '/order-cancel', {
        token: buyer.token,
        payload: { order_id: cancelled!.id, reason_id: 3 },
      }),
    );
    await moveTo(t, approved!.id, 'delivered');
    t.advance((t.config.returnWindowDays + 1) * DAY_MINUTES);
    await approveDue();
    const rows = await commissionsOf([kept!.id, cancelled!.id, approved!.id]);
    const amountOf = (orderId: number) => rows.find((row) => row.orderId === orderId)!;

    const response = await call(t, 'GET', '/affiliate/dashboard', { token: fresh.token });
    expect(response.body).not.toContain(buyer.phone);
    const dashboard = await dashboardOf(t, fresh.token);
    expect(dashboard.totals).toEqual({
      pending: amountOf(kept!.id).amount,
      approved: amountOf(approved!.id).amount,
      reversed: amountOf(cancelled!.id).reversedAmount,
      paid: 0,
    });
    expect(dashboard.available).toBe(amountOf(approved!.id).amount);
    expect(dashboard.orders.map((order) => [order.order_id, order.commission_status])).toEqual([
      [approved!.id, 'approved'],
      [cancelled!.id, 'reversed'],
      [kept!.id, 'pending'],
    ]);
    expect(dashboard.orders[2]).toEqual({
      order_id: kept!.id,
      invoice_number: kept!.invoice_number,
      created_at: expect.any(String),
      order_status: 'pending',
      base_amount: amountOf(kept!.id).baseAmount,
      commission: amountOf(kept!.id).amount,
      commission_status: 'pending',
    });
    expect(Object.keys(dashboard.orders[0]!)).not.toContain('customer');

    const stranger = await approvedPartner(t);
    expect((await dashboardOf(t, stranger.token)).orders).toEqual([]);
  });
});
