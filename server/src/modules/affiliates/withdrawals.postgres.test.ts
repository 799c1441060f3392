/**
 * Two withdrawal requests of one partner sent at once through two API processes on one PostgreSQL database, as a
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
  postJsonOver,
  queryRows,
  type ScratchDatabase,
  type SellableVariant,
  type Shopper,
  startApiProcess,
  stockedVariants,
} from '../../api-processes.test-helpers';
import { affiliates } from '../../db/schema';

const ROUNDS = 6;
const CODE = 'RACER5';
let scratch: ScratchDatabase;
let instances: [ApiProcess, ApiProcess];
let variant: SellableVariant;
let partner: Shopper;
let buyer: Shopper;

beforeAll(async () => {
  scratch = await createScratchDatabase('withdrawal_race');
  instances = await Promise.all([startApiProcess(scratch.url), startApiProcess(scratch.url)]);
  [variant] = (await stockedVariants(scratch.handle.db, 1, 500)) as [SellableVariant];
  [partner, buyer] = (await createShoppers(scratch.handle.db, 2)) as [Shopper, Shopper];
  await scratch.handle.db.insert(affiliates).values({
    userId: partner.userId,
    name: 'Race Partner',
    phone: '+8801799000001',
    status: 'approved',
    referralCode: CODE,
    commissionPercent: 5,
    payoutType: 'bkash',
    payoutAccount: '+8801799000001',
  });
});

afterAll(async () => {
  await Promise.all((instances ?? []).map((api) => api.stop()));
  await scratch?.drop();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(scratch.handle.db, query);
}

/** An order of the partner's code whose commissions are approved (their window passed) and worth 400 taka. */
async function approvedCommissionOrder(round: number): Promise<number> {
  const placed = await placeOver(
    instances[0].base,
    buyer,
    { buy_now: { product_id: variant.product_id, variant_id: variant.variant_id, qty: 1 }, coupon_code: CODE },
    `withdrawal-race-${process.pid}-${round}`,
  );
  expect(placed.status).toBe(201);
  const orderId = (placed.body.data as CheckoutAnswer).orders[0]!.id;
  await rows(sql`update affiliate_commissions set status = 'approved', amount = 400 where order_id = ${orderId}`);
  return orderId;
}

const withdrawOver = (api: ApiProcess) =>
  postJsonOver(api.base, partner.token, '/affiliate/withdrawals', {}).then((response) => response.status);

describe('two API instances asking for one partner’s withdrawal at once', () => {
  it('make one request that claims each commission once: one 201, one 409', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const orderId = await approvedCommissionOrder(round);
      const statuses = await Promise.all([withdrawOver(instances[0]), withdrawOver(instances[1])]);
      expect(statuses.sort()).toEqual([201, 409]);

      const open = await rows<{ id: number; amount: number }>(
        sql`select id, amount from affiliate_withdrawals where status = 'requested'`,
      );
      expect(open).toHaveLength(1);
      const claimed = await rows<{ withdrawal_id: number; amount: number }>(
        sql`select withdrawal_id, amount from affiliate_commissions where order_id = ${orderId}`,
      );
      expect(claimed).toEqual([{ withdrawal_id: open[0]!.id, amount: 400 }]);
      expect(Number(open[0]!.amount)).toBe(400);
      // The back office pays it, so the next round may ask again.
      await rows(sql`update affiliate_withdrawals set status = 'paid' where id = ${open[0]!.id}`);
      await rows(sql`update affiliate_commissions set status = 'paid' where withdrawal_id = ${open[0]!.id}`);
    }
  });
});
