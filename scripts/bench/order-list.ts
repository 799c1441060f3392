import { sql } from 'drizzle-orm';
import { createDatabase } from '../../server/src/index';
import { type BenchApi, type BenchDatabase, createBenchDatabase, signUpShopper, startBenchApi } from './orders-setup';
import { percentile } from './percentile';

/** Orders in the database, and how many of them are the measured shopper's. */
const ORDERS = 100_000;
const SHOPPERS_ORDERS = 1_000;
/** One shopper at a time, then several shoppers' pages at once. */
const CONCURRENCIES = [1, 4];
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = 10;
const PER_PAGE = 10;

export interface OrderListBench {
  database: 'pglite' | 'postgres';
  /** What was asked: every page of the list, or one of its filters. */
  runs: { query: string; concurrency: number; requests: number; p50: number; p99: number; failures: number }[];
}

/**
 * `ORDERS` orders of two lines each, with three history steps, written straight in SQL: every hundredth the
 * shopper's (so `SHOPPERS_ORDERS` of them), the rest guests' spread over the same months; a fifth delivered.
 */
async function writeOrders(database: BenchDatabase, userId: number, item: BenchDatabase['items'][number]) {
  const { db, close } = await createDatabase({ url: database.url, dataDir: database.dataDir });
  const every = sql.raw(String(ORDERS / SHOPPERS_ORDERS));
  const user = sql.raw(String(userId));
  try {
    await db.execute(sql`
      insert into checkouts (id, user_id, phone, is_guest, locale, payment_method_id, payment_status, grand_total,
        created_at, updated_at)
      select 'bench-' || g, case when g % ${every} = 0 then ${user} end, '+8801850000000', g % ${every} <> 0, 'en', 1,
        'unpaid', 1060, now() - g * interval '5 minutes', now() - g * interval '5 minutes'
      from generate_series(1, ${sql.raw(String(ORDERS))}) g`);
    await db.execute(sql`
      insert into orders (checkout_id, user_id, vendor_id, vendor_name_en, vendor_name_bn, status, payment_status,
        payment_method_id, sub_total, delivery_fee, shipping_cost, discount, total, customer_name, customer_phone,
        division_id, district_id, upazila_id, address_line, delivered_at, created_at, updated_at)
      select c.id, c.user_id, v.id, v.name_en, v.name_bn,
        case when n % 5 = 0 then 'delivered' else 'pending' end,
        case when n % 5 = 0 then 'paid' else 'unpaid' end,
        1, 1000, 60, 60, 0, 1060, 'Bench shopper', '+8801850000000', 6, 47, 10014, 'House 12, Road 5',
        case when n % 5 = 0 then c.created_at + interval '2 days' end, c.created_at, c.created_at
      from (select id, user_id, created_at, substr(id, 7)::int as n from checkouts where id like 'bench-%') c
      cross join lateral (select id, name_en, name_bn from vendors order by id limit 1) v
      order by c.created_at`);
    await db.execute(sql`
      insert into order_items (order_id, product_id, variant_id, name_en, name_bn, image, qty, unit_price,
        shipping_cost, total)
      select o.id, ${sql.raw(String(item.product_id))}, ${sql.raw(String(item.variant_id))}, 'Bench kurta', 'বেঞ্চ কুর্তা', '/bench.jpg', 1, 500, 0, 500
      from orders o cross join generate_series(1, 2)
      where o.checkout_id like 'bench-%'`);
    await db.execute(sql`
      insert into order_status_history (order_id, status, actor, created_at)
      select o.id, s.status, 'system', o.created_at + s.step * interval '1 hour'
      from orders o cross join (values (0, 'pending'), (1, 'confirmed'), (2, 'processing')) s(step, status)
      where o.checkout_id like 'bench-%'`);
    await db.execute(sql`vacuum analyze`);
  } finally {
    await close();
  }
}

async function whoIs(api: BenchApi, token: string): Promise<number> {
  const response = await fetch(`${api.base}/user`, { headers: { authorization: `Bearer ${token}` } });
  const answer = (await response.json()) as { data: { id: number } };
  return answer.data.id;
}

/** `concurrency` clients asking `query` with a random page each time; what ends after the warm-up is counted. */
async function measure(
  api: BenchApi,
  token: string,
  query: (page: number) => string,
  pages: number,
  concurrency: number,
) {
  const warm = performance.now() + WARM_UP_SECONDS * 1000;
  const end = warm + MEASURE_SECONDS * 1000;
  const times: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const page = 1 + Math.floor(Math.random() * pages);
        const start = performance.now();
        const response = await fetch(`${api.base}/order?${query(page)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        const now = performance.now();
        if (now <= warm || now > end) continue;
        times.push(now - start);
        if (response.status !== 200) failures += 1;
      }
    }),
  );
  return { requests: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99), failures };
}

/**
 * GET /order for a shopper with SHOPPERS_ORDERS orders in a database of ORDERS orders, on one API process (PGlite)
 * or on PostgreSQL at `adminUrl`'s server: every page of the list, and the filters the dashboard links to.
 */
export async function benchOrderList(adminUrl: string | undefined): Promise<OrderListBench> {
  const database = await createBenchDatabase(adminUrl);
  try {
    let api = await startBenchApi(database, 0);
    const shopper = await signUpShopper(api, 0);
    const userId = await whoIs(api, shopper.token);
    await api.stop();
    await writeOrders(database, userId, database.items[0]!);
    api = await startBenchApi(database, 0);
    try {
      const pages = SHOPPERS_ORDERS / PER_PAGE;
      const delivered = pages / 5;
      const queries: [string, (page: number) => string, number][] = [
        [`page=1…${pages}`, (page) => `page=${page}`, pages],
        [`status=delivered&page=1…${delivered}`, (page) => `status=delivered&page=${page}`, delivered],
        ['status=to_review&page=1', () => 'status=to_review&page=1', 1],
      ];
      const runs = [];
      for (const [label, query, count] of queries) {
        for (const concurrency of CONCURRENCIES) {
          runs.push({ query: label, concurrency, ...(await measure(api, shopper.token, query, count, concurrency)) });
        }
      }
      return { database: adminUrl ? 'postgres' : 'pglite', runs };
    } finally {
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}
