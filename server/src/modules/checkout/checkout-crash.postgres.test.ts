/**
 * kill -9 of the API in the middle of placements: after a restart every acknowledged order is whole and no half
 * order exists. The API runs as a real process on a PostgreSQL database of this test's own; PostgreSQL only (the
 * PGlite run leaves it out: one transaction at a time, in the API's own process).
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

const INITIAL_STOCK = 100_000;
const SHOPPERS = 24;
/** Placements acknowledged before the kill. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

let scratch: ScratchDatabase;
let api: ApiProcess | undefined;

beforeAll(async () => {
  scratch = await createScratchDatabase('crash');
});

afterAll(async () => {
  await api?.stop();
  await scratch?.drop();
});

interface Attempt {
  shopper: Shopper;
  key: string;
  body: object;
}

/** Alternately the buy-now item alone and a cart of one to three sellers' variants (one order each). */
function nextAttempt(shopper: Shopper, round: number, variants: SellableVariant[]): Attempt & { cart: object[] } {
  const key = `crash-${shopper.userId}-${round}`;
  const pick = variants.slice(0, 1 + ((shopper.userId + round) % variants.length));
  const items = pick.map((variant, index) => ({
    product_id: variant.product_id,
    variant_id: variant.variant_id,
    qty: 1 + ((round + index) % 2),
  }));
  if (round % 2 === 0) return { shopper, key, body: { buy_now: items[0] }, cart: [] };
  return { shopper, key, body: {}, cart: items };
}

async function fillCart(base: string, shopper: Shopper, items: object[]): Promise<void> {
  const response = await fetch(`${base}/cart-item/modify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify({ cart_items: items }),
  });
  if (!response.ok) throw new Error(`cart-item/modify → ${response.status}: ${await response.text()}`);
}

const rows = <T>(query: SQL) => queryRows<T>(scratch.handle.db, query);

it('keeps every acknowledged order whole and leaves no half order when the API is killed -9 mid-placement', async () => {
  const { db } = scratch.handle;
  const variants = await stockedVariants(db, 3, INITIAL_STOCK);
  const shoppers = await createShoppers(db, SHOPPERS);
  api = await startApiProcess(scratch.url);
  const running = api;

  const acknowledged = new Map<string, CheckoutAnswer>();
  const refused: unknown[] = [];
  /** Placements sent whose answer never came: the kill cut them off. */
  const cutOff: Attempt[] = [];
  let killNow = () => {};
  const enoughPlaced = new Promise<void>((resolve) => {
    killNow = resolve;
  });
  const placeUntilKilled = async (shopper: Shopper) => {
    for (let round = 0; ; round += 1) {
      const attempt = nextAttempt(shopper, round, variants);
      try {
        if (attempt.cart.length > 0) await fillCart(running.base, shopper, attempt.cart);
      } catch {
        return;
      }
      try {
        const placed = await placeOver(running.base, shopper, attempt.body, attempt.key);
        if (placed.status !== 201) refused.push(placed);
        else acknowledged.set((placed.body.data as CheckoutAnswer).checkout_id, placed.body.data as CheckoutAnswer);
        if (acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL) killNow();
      } catch {
        cutOff.push(attempt);
        return;
      }
    }
  };
  const placing = Promise.all(shoppers.map(placeUntilKilled));
  await enoughPlaced;
  await running.kill();
  await placing;

  expect(refused).toEqual([]);
  expect(cutOff.length).toBeGreaterThan(0);
  const acknowledgedBeforeKill = acknowledged.size;

  api = await startApiProcess(scratch.url);
  // A placement whose answer was lost is retried with its key, as the storefront does: it is either the order
  // already placed (its answer again) or placed now, never a second one.
  for (const attempt of cutOff) {
    const placed = await placeOver(api.base, attempt.shopper, attempt.body, attempt.key);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    acknowledged.set((placed.body.data as CheckoutAnswer).checkout_id, placed.body.data as CheckoutAnswer);
  }
  expect(acknowledged.size).toBeGreaterThanOrEqual(acknowledgedBeforeKill);

  // Every acknowledged checkout is whole: its row, its orders, their lines as answered, their first status.
  const stored = await rows<{ checkout_id: string; grand_total: number; order_id: number; lines: string }>(sql`
    select c.id as checkout_id, c.grand_total, o.id as order_id,
           (select string_agg(i.variant_id || 'x' || i.qty, ',' order by i.variant_id) from order_items i
             where i.order_id = o.id) as lines
    from checkouts c join orders o on o.checkout_id = c.id
    join order_status_history h on h.order_id = o.id and h.status = 'pending'`);
  const storedOrders = new Map(stored.map((row) => [row.order_id, row]));
  for (const answer of acknowledged.values()) {
    for (const order of answer.orders) {
      const lines = [...order.items]
        .sort((a, b) => a.variant_id - b.variant_id)
        .map((item) => `${item.variant_id}x${item.qty}`)
        .join(',');
      expect(storedOrders.get(order.id)).toEqual({
        checkout_id: answer.checkout_id,
        grand_total: answer.grand_total,
        order_id: order.id,
        lines,
      });
    }
  }

  // And nothing else: no checkout nobody was told about, none without orders, no order without lines or history,
  // totals that add up, no key left claimed, stock taken exactly once per line.
  const [counts] = await rows<Record<string, number>>(sql`
    select (select count(*)::int from checkouts) as checkouts,
           (select count(*)::int from checkouts c where not exists (select 1 from orders o where o.checkout_id = c.id))
             as without_orders,
           (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id))
             as without_lines,
           (select count(*)::int from orders o
             where not exists (select 1 from order_status_history h where h.order_id = o.id)) as without_history,
           (select count(*)::int from checkouts c
             where c.grand_total <> (select sum(o.total) from orders o where o.checkout_id = c.id)) as totals_off,
           (select count(*)::int from idempotency_keys where status_code = 0) as keys_unanswered`);
  expect(counts).toEqual({
    checkouts: acknowledged.size,
    without_orders: 0,
    without_lines: 0,
    without_history: 0,
    totals_off: 0,
    keys_unanswered: 0,
  });
  const stock = await rows<{ id: number; accounted: number }>(sql`
    select v.id, (v.stock + coalesce((select sum(i.qty) from order_items i where i.variant_id = v.id), 0))::int
      as accounted
    from product_variants v where v.id in (${sql.join(
      variants.map((variant) => sql`${variant.variant_id}`),
      sql`, `,
    )}) order by v.id`);
  expect(stock.map((row) => row.accounted)).toEqual(variants.map(() => INITIAL_STOCK));
}, 60_000);
