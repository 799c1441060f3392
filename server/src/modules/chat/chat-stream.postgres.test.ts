/**
 * Two API processes on one PostgreSQL database, as a deployment with two instances runs: a message posted through
 * one reaches a stream held by the other (LISTEN/NOTIFY carrying ids), and a reconnect to either replays what was
 * missed (PostgreSQL only: PGlite lives inside one process).
 */

import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, LiveEnvelope } from '#contract';
import {
  type ApiProcess,
  createScratchDatabase,
  createShoppers,
  postJsonOver,
  type ScratchDatabase,
  type Shopper,
  startApiProcess,
} from '../../api-processes.test-helpers';
import { users, vendors } from '../../db/schema';
import { type LiveStreamReader, openLiveStream } from './chat-stream.test-helpers';

let scratch: ScratchDatabase;
let instances: [ApiProcess, ApiProcess];
let buyer: Shopper;
let seller: Shopper;
let chatId: number;
const opened: LiveStreamReader[] = [];

async function postOver<T>(api: ApiProcess, who: Shopper, path: string, body: object): Promise<T> {
  const response = await postJsonOver(api.base, who.token, path, body);
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`POST ${path} → ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const say = (api: ApiProcess, text: string) =>
  postOver<ChatMessage>(api, buyer, '/chat/store', { chat_id: chatId, message: text });

async function open(api: ApiProcess, headers: Record<string, string> = {}) {
  const stream = await openLiveStream(api.base, seller.token, headers);
  opened.push(stream);
  return stream;
}

const messageBodies = (events: LiveEnvelope[]) =>
  events.flatMap(({ event }) => (event.type === 'message' ? [event.message.body] : []));

beforeAll(async () => {
  scratch = await createScratchDatabase('chat_stream', 4);
  instances = await Promise.all([startApiProcess(scratch.url), startApiProcess(scratch.url)]);
  [buyer, seller] = (await createShoppers(scratch.handle.db, 2)) as [Shopper, Shopper];
  const [shop] = await scratch.handle.db.select({ id: vendors.id }).from(vendors).limit(1);
  await scratch.handle.db.update(users).set({ scope: 'vendor', vendorId: shop?.id }).where(eq(users.id, seller.userId));
  ({ id: chatId } = await postOver<{ id: number }>(instances[0], buyer, '/chat/chat-with-seller', {
    vendor_id: shop?.id,
  }));
});

afterAll(async () => {
  for (const stream of opened) stream.close();
  await Promise.all((instances ?? []).map((api) => api.stop()));
  await scratch?.drop();
});

describe('two API instances on one PostgreSQL', () => {
  it('a message posted through one reaches the seller’s stream on the other within a second', async () => {
    const stream = await open(instances[1]);
    const posted = performance.now();
    await say(instances[0], 'Is the blue one in stock?');
    await stream.waitForEvents(1, 1_000);
    expect(performance.now() - posted).toBeLessThan(1_000);
    expect(messageBodies(stream.events())).toEqual(['Is the blue one in stock?']);
    stream.close();
  });

  it('a reconnect with Last-Event-ID on the other instance replays the two messages missed, none twice', async () => {
    const first = await open(instances[1]);
    await say(instances[0], 'Size M, please');
    await first.waitForEvents(1);
    first.close();
    await first.ended;
    const lastSeen = first.events().at(-1)?.id ?? 0;
    await say(instances[0], 'Delivery to Gulshan?');
    await say(instances[1], 'Cash on delivery is fine');
    const resumed = await open(instances[0], { 'last-event-id': String(lastSeen) });
    await vi.waitFor(() => expect(messageBodies(resumed.events())).toHaveLength(2), { timeout: 2_000, interval: 10 });
    await sleep(200);
    const replayed = resumed.events();
    expect(messageBodies(replayed)).toEqual(['Delivery to Gulshan?', 'Cash on delivery is fine']);
    const ids = replayed.map((envelope) => envelope.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThan(lastSeen);
    resumed.close();
  });
});
