/**
 * Both sides of a conversation at once on PostgreSQL (PGlite runs one transaction at a time): messages sent while the
 * other side opens and marks the conversation. None deadlocks or fails, every message is stored and announced once per party, and the last unread total each
 * party's stream got is their real one.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from '../../app.test-helpers';
import { chatMessages, liveEvents } from '../../db/schema';
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
