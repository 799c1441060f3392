/**
 * The same cancel sent twice at once through two API processes on one PostgreSQL database, as a deployment with two
 * instances runs (PostgreSQL only: PGlite runs one transaction at a time). Every count is read back from the database.
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
