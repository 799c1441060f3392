/**
 * Both sides of a conversation at once on PostgreSQL (PGlite runs one transaction at a time): messages sent while the
 * other side opens and marks the conversation. None deadlocks or fails, every message is stored and announced once per
 * party, and the last unread total each party's stream got is their real one. Then one shopper's burst through two API
 * processes on one database, as a deployment with two instances runs: one conversation per shop, the per-minute limit.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES_PER_MINUTE } from '#contract';
import {
  type ApiProcess,
  createScratchDatabase,
  createShoppers,
  postJsonOver,
  type ScratchDatabase,
  type Shopper,
  startApiProcess,
} from '../../api-processes.test-helpers';
import { createTestApp, dataOf, type TestApp } from '../../app.test-helpers';
import { burstOver } from '../../bursts.test-helpers';
import { chatMessages, chats, liveEvents, products } from '../../db/schema';
import { callAs, chatPair } from './chat.test-helpers';

const ROUNDS = 12;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 4 });
});
afterAll(() => t.close());

describe('a conversation written and read by both sides at once', () => {
  it(`stores all ${ROUNDS * 2} messages and answers every send and read without an error`, async () => {
    const { shopper, seller, chatId } = await chatPair(t);
    const calls = Array.from({ length: ROUNDS }, (_, n) => [
      callAs(t, shopper)('POST', '/chat/store', { chat_id: chatId, message: `buyer ${n}` }),
      callAs(t, seller)('POST', '/chat/store', { chat_id: chatId, message: `seller ${n}` }),
      callAs(t, seller)('GET', `/chat/${chatId}`),
      callAs(t, shopper)('POST', '/chat/read', { chat_id: chatId }),
    ]).flat();
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 300)).toEqual([]);

    const [stored] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(eq(chatMessages.chatId, chatId));
    expect(stored?.count).toBe(ROUNDS * 2);
    const [announced] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, shopper.user.id), sql`${liveEvents.event}->>'type' = 'message'`));
    expect(announced?.count).toBe(ROUNDS * 2);

    for (const account of [shopper, seller]) {
      const [last] = await t.database.db
        .select({ event: liveEvents.event })
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, account.user.id), sql`${liveEvents.event}->>'type' = 'unread'`))
        .orderBy(desc(liveEvents.id))
        .limit(1);
      const { unread } = dataOf<{ unread: number }>(await callAs(t, account)('GET', '/chat/unread'));
      expect(last?.event).toEqual({ type: 'unread', unread });
    }
  });
});

describe('one shopper’s burst through two API instances', () => {
  let scratch: ScratchDatabase;
  let instances: [ApiProcess, ApiProcess];
  let shopper: Shopper;
  let shops: number[];

  beforeAll(async () => {
    scratch = await createScratchDatabase('chat_race', 8);
    instances = await Promise.all([startApiProcess(scratch.url), startApiProcess(scratch.url)]);
    [shopper] = (await createShoppers(scratch.handle.db, 1)) as [Shopper];
    const rows = await scratch.handle.db.selectDistinct({ vendorId: products.vendorId }).from(products);
    shops = rows.map((row) => row.vendorId).slice(0, 2);
    expect(shops).toHaveLength(2);
  });
  afterAll(async () => {
    await Promise.all((instances ?? []).map((api) => api.stop()));
    await scratch?.drop();
  });

  const start = (n: number, vendorId: number) =>
    postJsonOver(instances[n % 2]!.base, shopper.token, '/chat/chat-with-seller', { vendor_id: vendorId }).then(
      async (response) => ((await response.json()) as { data: { id: number } }).data.id,
    );

  it('opens one conversation per shop however many starts arrive at once, every start answered with its id', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, n) => start(n, shops[0]!)));
    const rows = await scratch.handle.db.select({ id: chats.id }).from(chats).where(eq(chats.buyerId, shopper.userId));
    expect(rows).toHaveLength(1);
    expect(new Set(ids)).toEqual(new Set([rows[0]!.id]));
  });

  it(`stores ${CHAT_MESSAGES_PER_MINUTE} of ${CHAT_MESSAGES_PER_MINUTE + 1} messages sent at once to two shops and refuses one with 429`, async () => {
    // Two conversations: the limit is the user's, not held by one conversation's row lock.
    const chatIds = [await start(0, shops[0]!), await start(1, shops[1]!)];
    const answers = await burstOver(instances, CHAT_MESSAGES_PER_MINUTE + 1, (base, n) =>
      postJsonOver(base, shopper.token, '/chat/store', {
        chat_id: chatIds[Math.floor(n / 2) % 2],
        message: `burst ${n}`,
      }),
    );
    expect(answers).toEqual({ 201: CHAT_MESSAGES_PER_MINUTE, 429: 1 });
    expect(await scratch.handle.db.$count(chatMessages, inArray(chatMessages.chatId, chatIds))).toBe(
      CHAT_MESSAGES_PER_MINUTE,
    );
  });
});
