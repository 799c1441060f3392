import { mapLimit } from '../map-limit';
import { type BenchChatter, CHAT_BENCH_PORTS, chatWith, createChatters } from './chat-setup';
import { type BenchApi, createBenchDatabase, startBenchApi } from './orders-setup';
import { percentile } from './percentile';

/** Shoppers writing to one shop's seller: 30 messages a minute each at most, so enough for the whole run. */
const SHOPPERS = 1_000;
const CONCURRENCY = 32;
const INSTANCES = 2;
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = 10;

export interface ChatMessagesBench {
  instances: number;
  concurrency: number;
  messages: number;
  seconds: number;
  p50: number;
  p99: number;
  /** Answers other than 201. */
  failures: number;
}

async function store(api: BenchApi, shopper: BenchChatter, chatId: number, text: string) {
  const start = performance.now();
  const response = await fetch(`${api.base}/chat/store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify({ chat_id: chatId, message: text }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - start, ok: response.status === 201 };
}

/**
 * POST /chat/store flat out on PostgreSQL (a new database on `adminUrl`'s server) through INSTANCES API processes:
 * CONCURRENCY writers, each sending again as soon as answered, each time as the next of its shoppers, to the seller.
 */
export async function benchChatMessages(adminUrl: string): Promise<ChatMessagesBench> {
  const database = await createBenchDatabase(adminUrl);
  const apis: BenchApi[] = [];
  try {
    const { shoppers, seller } = await createChatters(database, SHOPPERS);
    for (let index = 0; index < INSTANCES; index += 1)
      apis.push(await startBenchApi(database, index, { ports: CHAT_BENCH_PORTS }));
    const chats = await mapLimit(shoppers, 16, (shopper) => chatWith(apis[0]!, shopper, seller.vendorId));
    const warm = performance.now() + WARM_UP_SECONDS * 1000;
    const end = warm + MEASURE_SECONDS * 1000;
    const times: number[] = [];
    let failures = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, writer) => {
        for (let round = 0; performance.now() < end; round += 1) {
          const index = (writer + round * CONCURRENCY) % shoppers.length;
          const api = apis[(writer + round) % INSTANCES]!;
          const sent = await store(api, shoppers[index]!, chats[index]!, `Bench message ${writer}-${round}`);
          const now = performance.now();
          if (now <= warm || now > end) continue;
          times.push(sent.ms);
          if (!sent.ok) failures += 1;
        }
      }),
    );
    return {
      instances: INSTANCES,
      concurrency: CONCURRENCY,
      messages: times.length - failures,
      seconds: MEASURE_SECONDS,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      failures,
    };
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await database.drop();
  }
}
