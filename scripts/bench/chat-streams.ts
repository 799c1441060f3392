import { fileURLToPath } from 'node:url';
import { mapLimit } from '../map-limit';
import {
  type BenchChatter,
  type BenchStream,
  CHAT_BENCH_PORTS,
  chatWith,
  createChatters,
  memoryOf,
  openBenchStream,
  postAs,
} from './chat-setup';
import { createBenchDatabase, startBenchApi } from './orders-setup';
import { percentile } from './percentile';

/** Open streams: the seller's and 999 shoppers'. */
const STREAMS = 1_000;
/** Messages posted while they are open (each by another shopper: 30 a minute is the per-user limit), and how fast. */
const MESSAGES = 200;
const MESSAGES_PER_SECOND = 20;
const OPENING_AT_ONCE = 50;
const MEMORY_PROBE = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));

export interface ChatStreamsBench {
  streams: number;
  /** Per open stream, after garbage collection: the process's resident memory and its JS heap. */
  rssPerStream: number;
  heapPerStream: number;
  openSeconds: number;
  /** POST /chat/store sent → the message on the seller's stream. */
  delivery: { messages: number; received: number; p50: number; p99: number };
}

/**
 * STREAMS streams of GET /chat/stream open on one API process (PGlite, as `npm start` runs it), and MESSAGES
 * messages posted to the seller at a steady rate while they are: the process's memory per stream, and how long
 * each message takes from its POST to the seller's stream.
 */
export async function benchChatStreams(): Promise<ChatStreamsBench> {
  const database = await createBenchDatabase();
  try {
    const { shoppers, seller } = await createChatters(database, STREAMS - 1);
    const api = await startBenchApi(database, 0, {
      execArgv: ['--expose-gc', '--import', MEMORY_PROBE],
      ports: CHAT_BENCH_PORTS,
    });
    const streams: BenchStream[] = [];
    try {
      const posters = shoppers.slice(0, MESSAGES);
      const chats = await mapLimit(posters, 8, (shopper) => chatWith(api, shopper, seller.vendorId));
      const sentAt = new Map<number, number>();
      const arrivedAt = new Map<number, number>();
      const arrived = (messageId: number) => arrivedAt.set(messageId, performance.now());
      // Warm the code paths up, so the baseline is not what the first streams load.
      for (const warm of await mapLimit(shoppers.slice(0, 20), 20, (who) => openBenchStream(api, who, () => {}))) {
        warm.close();
      }
      const before = await memoryOf(api);
      const started = performance.now();
      const everyone: BenchChatter[] = [seller, ...shoppers];
      streams.push(await openBenchStream(api, seller, arrived));
      streams.push(
        ...(await mapLimit(everyone.slice(1), OPENING_AT_ONCE, (who) => openBenchStream(api, who, () => {}))),
      );
      const openSeconds = (performance.now() - started) / 1000;
      const after = await memoryOf(api);

      const pending: Promise<unknown>[] = [];
      for (const [index, poster] of posters.entries()) {
        const start = performance.now();
        const body = { chat_id: chats[index], message: `Bench message ${index}` };
        pending.push(postAs<{ id: number }>(api, poster, '/chat/store', body).then(({ id }) => sentAt.set(id, start)));
        await new Promise((resolve) => setTimeout(resolve, 1000 / MESSAGES_PER_SECOND));
      }
      await Promise.all(pending);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const delays = [...sentAt].flatMap(([id, start]) => {
        const arrival = arrivedAt.get(id);
        return arrival === undefined ? [] : [arrival - start];
      });
      return {
        streams: streams.length,
        rssPerStream: (after.rss - before.rss) / streams.length,
        heapPerStream: (after.heapUsed - before.heapUsed) / streams.length,
        openSeconds,
        delivery: {
          messages: posters.length,
          received: delays.length,
          p50: percentile(delays, 0.5),
          p99: percentile(delays, 0.99),
        },
      };
    } finally {
      for (const stream of streams) stream.close();
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}
