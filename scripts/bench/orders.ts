import {
  type BenchApi,
  type BenchDatabase,
  type BenchShopper,
  createBenchDatabase,
  signUpShopper,
  startBenchApi,
} from './orders-setup';
import { percentile } from './percentile';

export interface Latency {
  orders: number;
  seconds: number;
  p50: number;
  p99: number;
  /** Answers other than 201 (none expected: stock is plenty). */
  failures: number;
}

export interface OrdersBench {
  database: 'pglite' | 'postgres';
  instances: number;
  /** As many placements as `concurrency` shoppers can make, each placing again as soon as answered. */
  flatOut: Latency & { concurrency: number };
  /** One placement every 1/rate s whatever the answers, as shoppers arrive. */
  steady: Latency & { rate: number };
}

const CONCURRENCY = 32;
const STEADY_RATE = 50;
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = 10;

interface Placement {
  ms: number;
  ok: boolean;
}

let nextKey = 0;

/** One buy-now placement (cash on delivery) with its own Idempotency-Key; how long it took and whether it was 201. */
async function place(api: BenchApi, shopper: BenchShopper, item: BenchDatabase['items'][number]): Promise<Placement> {
  const start = performance.now();
  const response = await fetch(`${api.base}/order/store`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${shopper.token}`,
      'idempotency-key': `bench-${process.pid}-${++nextKey}`,
    },
    body: JSON.stringify({
      payment_method_id: 1,
      shipping_address_id: shopper.addressId,
      buy_now: { ...item, qty: 1 },
    }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - start, ok: response.status === 201 };
}

const summary = (placements: Placement[], seconds: number): Latency => {
  const times = placements.map((placement) => placement.ms);
  return {
    orders: placements.filter((placement) => placement.ok).length,
    seconds,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    failures: placements.filter((placement) => !placement.ok).length,
  };
};

/** Each shopper places again as soon as answered, on the instances in turn; counts what ends after the warm-up. */
async function placeFlatOut(apis: BenchApi[], shoppers: BenchShopper[], items: BenchDatabase['items']) {
  const warm = performance.now() + WARM_UP_SECONDS * 1000;
  const end = warm + MEASURE_SECONDS * 1000;
  const measured: Placement[] = [];
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      for (let round = 0; performance.now() < end; round += 1) {
        const api = apis[(index + round) % apis.length]!;
        const placed = await place(api, shopper, items[(index + round) % items.length]!);
        const now = performance.now();
        if (now > warm && now <= end) measured.push(placed);
      }
    }),
  );
  return { ...summary(measured, MEASURE_SECONDS), concurrency: shoppers.length };
}

/** One placement every 1/rate s (open loop: a slow answer does not delay the next shopper), shoppers in turn. */
async function placeSteadily(apis: BenchApi[], shoppers: BenchShopper[], items: BenchDatabase['items'], rate: number) {
  const count = rate * MEASURE_SECONDS;
  const start = performance.now();
  const sent: Promise<Placement>[] = [];
  for (let n = 0; n < count; n += 1) {
    const due = start + (n * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    sent.push(place(apis[n % apis.length]!, shoppers[n % shoppers.length]!, items[n % items.length]!));
  }
  const placements = await Promise.all(sent);
  return { ...summary(placements, (performance.now() - start) / 1000), rate };
}

/**
 * Orders placed per second and their latency on `instances` API processes (as `npm start` runs the API) on one new
 * database: PGlite (one instance: it runs one transaction at a time), or PostgreSQL on `adminUrl`'s server.
 * The load comes from this process, on the same machine.
 */
export async function benchOrders(adminUrl: string | undefined, instances: number): Promise<OrdersBench> {
  const database = await createBenchDatabase(adminUrl);
  const apis: BenchApi[] = [];
  try {
    for (let index = 0; index < instances; index += 1) apis.push(await startBenchApi(database, index));
    const first = apis[0]!;
    const shoppers: BenchShopper[] = [];
    for (let index = 0; index < CONCURRENCY; index += 1) shoppers.push(await signUpShopper(first, index));
    const flatOut = await placeFlatOut(apis, shoppers, database.items);
    const steadyRun = await placeSteadily(apis, shoppers, database.items, STEADY_RATE);
    return { database: adminUrl ? 'postgres' : 'pglite', instances, flatOut, steady: steadyRun };
  } finally {
    for (const api of apis) await api.stop();
    await database.drop();
  }
}
