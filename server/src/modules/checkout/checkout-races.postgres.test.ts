/**
 * Placing orders under concurrency through two API processes on one PostgreSQL database, as a deployment with two
 * instances runs. PostgreSQL only: PGlite runs one transaction at a time, so nothing races there (a PGlite deployment
 * is one API instance). Every count is read back from the database.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutAnswer } from '#contract';
import {
  type ApiProcess,
  createScratchDatabase,
  createShoppers,
  type Placed,
  placeOver,
  queryRows,
  type ScratchDatabase,
  type SellableVariant,
  startApiProcess,
  stockedVariants,
} from '../../api-processes.test-helpers';
import { coupons } from '../../db/schema';

let scratch: ScratchDatabase;
let instances: [ApiProcess, ApiProcess];
let variants: SellableVariant[];

beforeAll(async () => {
  scratch = await createScratchDatabase('race');
  instances = await Promise.all([startApiProcess(scratch.url), startApiProcess(scratch.url)]);
  variants = await stockedVariants(scratch.handle.db, 3, 0);
});

afterAll(async () => {
  await Promise.all((instances ?? []).map((api) => api.stop()));
  await scratch?.drop();
});

/** The nth request's instance: requests alternate between the two. */
const instance = (n: number) => instances[n % 2] as ApiProcess;
let nextKey = 0;
const newKey = () => `race-${process.pid}-${++nextKey}`;

async function one<T>(query: SQL): Promise<T> {
  const [row] = await queryRows<T>(scratch.handle.db, query);
  return row as T;
}

const statuses = (results: Placed[]) => results.map((result) => result.status);
const count = (results: Placed[], status: number, code?: string) =>
  results.filter((result) => result.status === status && (!code || result.body.code === code)).length;

const buyNow = (variant: SellableVariant, extra: object = {}) => ({
  buy_now: { product_id: variant.product_id, variant_id: variant.variant_id, qty: 1 },
  ...extra,
});

describe('two API instances on one PostgreSQL database', () => {
  it('sell 10 units to exactly 10 of 200 shoppers racing for them: stock 0 and never below, the others 422 OUT_OF_STOCK, no 5xx', async () => {
    const variant = variants[0] as SellableVariant;
    await scratch.handle.db.execute(sql`update product_variants set stock = 10 where id = ${variant.variant_id}`);
    const shoppers = await createShoppers(scratch.handle.db, 200);

    let racing = true;
    let lowest = Number.POSITIVE_INFINITY;
    const watcher = (async () => {
      while (racing) {
        const { stock } = await one<{ stock: number }>(
          sql`select stock from product_variants where id = ${variant.variant_id}`,
        );
        lowest = Math.min(lowest, stock);
      }
    })();
    const results = await Promise.all(
      shoppers.map((shopper, n) => placeOver(instance(n).base, shopper, buyNow(variant), newKey())),
    ).finally(() => {
      racing = false;
    });
    await watcher;

    expect(statuses(results).filter((status) => status >= 500)).toEqual([]);
    expect(count(results, 201)).toBe(10);
    expect(count(results, 422, 'OUT_OF_STOCK')).toBe(190);
    const sold = await one<{ stock: number; sold: number; orders: number; checkouts: number }>(sql`
      select (select stock from product_variants where id = ${variant.variant_id}) as stock,
             (select coalesce(sum(qty), 0)::int from order_items where variant_id = ${variant.variant_id}) as sold,
             (select count(distinct order_id)::int from order_items where variant_id = ${variant.variant_id}) as orders,
             (select count(distinct o.checkout_id)::int from orders o join order_items i on i.order_id = o.id
               where i.variant_id = ${variant.variant_id}) as checkouts`);
    expect(sold).toEqual({ stock: 0, sold: 10, orders: 10, checkouts: 10 });
    expect(lowest).toBeGreaterThanOrEqual(0);
  }, 90_000);

  it('answer one Idempotency-Key sent 4 times at once, twice to each, with one order and the same answer to all', async () => {
    const variant = variants[1] as SellableVariant;
    await scratch.handle.db.execute(sql`update product_variants set stock = 100 where id = ${variant.variant_id}`);
    const shoppers = await createShoppers(scratch.handle.db, 10);
    for (const shopper of shoppers) {
      const key = newKey();
      const [first, ...others] = await Promise.all(
        Array.from({ length: 4 }, (_, n) => placeOver(instance(n).base, shopper, buyNow(variant), key)),
      );
      expect(statuses([first!, ...others])).toEqual([201, 201, 201, 201]);
      for (const other of others) expect(other.body).toEqual(first?.body);
      const placed = await one<{ checkouts: number }>(
        sql`select count(*)::int as checkouts from checkouts where user_id = ${shopper.userId}`,
      );
      expect(placed.checkouts).toBe(1);
    }
    const left = await one<{ stock: number }>(sql`select stock from product_variants where id = ${variant.variant_id}`);
    expect(left.stock).toBe(100 - shoppers.length);
  }, 60_000);

  it('redeem a once-per-shopper coupon once when the shopper checks out twice at once, one checkout on each', async () => {
    const variant = variants[2] as SellableVariant;
    await scratch.handle.db.execute(sql`update product_variants set stock = 1000 where id = ${variant.variant_id}`);
    const [coupon] = await scratch.handle.db
      .insert(coupons)
      .values({ code: 'RACEONCE', kind: 'fixed', amount: 40, maxUsesPerUser: 1 })
      .returning();
    const shoppers = await createShoppers(scratch.handle.db, 10);
    const results = await Promise.all(
      shoppers.flatMap((shopper) =>
        instances.map((api) => placeOver(api.base, shopper, buyNow(variant, { coupon_code: 'raceonce' }), newKey())),
      ),
    );

    // Each shopper's checkouts run one after another (the shopper's row is locked): the second sees the first's use.
    expect(count(results, 201)).toBe(10);
    expect(count(results, 422, 'COUPON_INVALID')).toBe(10);
    for (const result of results.filter((placed) => placed.status === 201)) {
      expect((result.body.data as CheckoutAnswer).orders[0]?.discount).toBe(40);
    }
    const uses = await queryRows<{ uses: number }>(
      scratch.handle.db,
      sql`select user_id, count(*)::int as uses from coupon_redemptions where coupon_id = ${coupon?.id} group by user_id`,
    );
    expect(uses.map((row) => row.uses)).toEqual(shoppers.map(() => 1));
    const discounted = await one<{ checkouts: number }>(
      sql`select count(*)::int as checkouts from checkouts where coupon_id = ${coupon?.id}`,
    );
    expect(discounted.checkouts).toBe(10);
  }, 60_000);

  it('redeem a twice-per-shopper coupon twice when the shopper checks out 3 times at once over both', async () => {
    const variant = variants[2] as SellableVariant;
    await scratch.handle.db.execute(sql`update product_variants set stock = 1000 where id = ${variant.variant_id}`);
    const [coupon] = await scratch.handle.db
      .insert(coupons)
      .values({ code: 'RACETWICE', kind: 'fixed', amount: 30, maxUsesPerUser: 2 })
      .returning();
    const shoppers = await createShoppers(scratch.handle.db, 6);
    const results = await Promise.all(
      shoppers.flatMap((shopper) =>
        Array.from({ length: 3 }, (_, n) =>
          placeOver(instance(n).base, shopper, buyNow(variant, { coupon_code: 'RACETWICE' }), newKey()),
        ),
      ),
    );

    expect(count(results, 201)).toBe(12);
    expect(count(results, 422, 'COUPON_INVALID')).toBe(6);
    const uses = await queryRows<{ uses: number }>(
      scratch.handle.db,
      sql`select user_id, count(*)::int as uses from coupon_redemptions where coupon_id = ${coupon?.id} group by user_id`,
    );
    expect(uses.map((row) => row.uses)).toEqual(shoppers.map(() => 2));
  }, 60_000);

  it("hold a coupon's total limit of 5 uses against 40 shoppers racing for it", async () => {
    const variant = variants[2] as SellableVariant;
    const [coupon] = await scratch.handle.db
      .insert(coupons)
      .values({ code: 'RACEFIVE', kind: 'fixed', amount: 25, maxUses: 5 })
      .returning();
    const shoppers = await createShoppers(scratch.handle.db, 40);
    const results = await Promise.all(
      shoppers.map((shopper, n) =>
        placeOver(instance(n).base, shopper, buyNow(variant, { coupon_code: 'RACEFIVE' }), newKey()),
      ),
    );

    expect(count(results, 201)).toBe(5);
    expect(count(results, 422, 'COUPON_INVALID')).toBe(35);
    const used = await one<{ redemptions: number; checkouts: number }>(sql`
      select (select count(*)::int from coupon_redemptions where coupon_id = ${coupon?.id}) as redemptions,
             (select count(*)::int from checkouts where coupon_id = ${coupon?.id}) as checkouts`);
    expect(used).toEqual({ redemptions: 5, checkouts: 5 });
  }, 60_000);
});
