/**
 * The same cancel, or the same return, sent twice at once through two API processes on one PostgreSQL database, as a
 * deployment with two instances runs (PostgreSQL only: PGlite runs one transaction at a time). Every count is read
 * back from the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutAnswer } from '#contract';
import {
  type ApiProcess,
  createScratchDatabase,
  createShoppers,
  placeOver,
  queryRows,
  type ScratchDatabase,
  type SellableVariant,
  type Shopper,
  startApiProcess,
  stockedVariants,
} from '../../api-processes.test-helpers';
import { coupons } from '../../db/schema';

const ROUNDS = 6;
const STOCK = 50;
let scratch: ScratchDatabase;
let instances: [ApiProcess, ApiProcess];
let variant: SellableVariant;
let shopper: Shopper;

beforeAll(async () => {
  scratch = await createScratchDatabase('cancel_race');
  instances = await Promise.all([startApiProcess(scratch.url), startApiProcess(scratch.url)]);
  [variant] = (await stockedVariants(scratch.handle.db, 1, STOCK)) as [SellableVariant];
  [shopper] = (await createShoppers(scratch.handle.db, 1)) as [Shopper];
  await scratch.handle.db.insert(coupons).values({ code: 'RACE10', kind: 'percent', percent: 10 });
});

afterAll(async () => {
  await Promise.all((instances ?? []).map((api) => api.stop()));
  await scratch?.drop();
});

const cancelOver = (api: ApiProcess, orderId: number) =>
  fetch(`${api.base}/order-cancel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify({ order_id: orderId, reason_id: 1 }),
  }).then((response) => response.status);

const returnOver = (api: ApiProcess, orderId: number, orderItemId: number, qty: number) =>
  fetch(`${api.base}/order-return`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify({
      order_id: orderId,
      reason_id: 1,
      items: [{ order_item_id: orderItemId, qty }],
      refund_method: { type: 'bkash', account: '01712345678' },
    }),
  }).then((response) => response.status);

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(scratch.handle.db, query);
  return Number(row?.n ?? -1);
}

describe('two API instances cancelling one order at once', () => {
  it('give the stock back once and free the coupon use once: one 200, one 409, one cancelled step', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const placed = await placeOver(
        instances[0].base,
        shopper,
        { buy_now: { product_id: variant.product_id, variant_id: variant.variant_id, qty: 2 }, coupon_code: 'RACE10' },
        `cancel-race-${process.pid}-${round}`,
      );
      expect(placed.status).toBe(201);
      const answer = placed.body.data as CheckoutAnswer;
      const orderId = answer.orders[0]!.id;
      expect(
        await count(sql`select count(*) as n from coupon_redemptions where checkout_id = ${answer.checkout_id}`),
      ).toBe(1);

      const statuses = await Promise.all([cancelOver(instances[0], orderId), cancelOver(instances[1], orderId)]);
      expect(statuses.sort()).toEqual([200, 409]);
      expect(await count(sql`select stock as n from product_variants where id = ${variant.variant_id}`)).toBe(STOCK);
      expect(
        await count(sql`select count(*) as n from coupon_redemptions where checkout_id = ${answer.checkout_id}`),
      ).toBe(0);
      expect(
        await count(
          sql`select count(*) as n from order_status_history where order_id = ${orderId} and status = 'cancelled'`,
        ),
      ).toBe(1);
    }
  });
});

describe('two API instances asking to return the same units at once', () => {
  it('never return more than was bought: one return of both units stands, the other is refused with 422', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const placed = await placeOver(
        instances[0].base,
        shopper,
        { buy_now: { product_id: variant.product_id, variant_id: variant.variant_id, qty: 2 } },
        `return-race-${process.pid}-${round}`,
      );
      expect(placed.status).toBe(201);
      const order = (placed.body.data as CheckoutAnswer).orders[0]!;
      // Delivered a moment ago, as the back office's last move leaves it.
      await queryRows(
        scratch.handle.db,
        sql`update orders set status = 'delivered', payment_status = 'paid', delivered_at = now() where id = ${order.id}`,
      );

      const itemId = order.items[0]!.id;
      const statuses = await Promise.all([
        returnOver(instances[0], order.id, itemId, 2),
        returnOver(instances[1], order.id, itemId, 2),
      ]);
      expect(statuses.sort()).toEqual([200, 422]);
      expect(
        await count(sql`select coalesce(sum(qty), 0) as n from order_return_items where order_item_id = ${itemId}`),
      ).toBe(2);
    }
  });
});
