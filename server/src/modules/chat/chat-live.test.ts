import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '#contract';
import { createTestApp, type TestApp } from '../../app.test-helpers';
import { liveEvents, users } from '../../db/schema';
import { callAs, chatPair, sellerOf, send } from './chat.test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 4 });
});
afterAll(() => t.close());

/** The live events written after event `after`, as [user, event]. */
async function eventsAfter(after: number): Promise<[number, LiveEvent][]> {
  const rows = await t.database.db
    .select()
    .from(liveEvents)
    .where(gt(liveEvents.id, after))
    .orderBy(asc(liveEvents.id));
  return rows.map((row) => [row.userId, row.event]);
}

/** Every seller of the shop: the seed's demo seller and the tests' own. */
async function sellersOf(vendorId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.vendorId, vendorId), eq(users.scope, 'vendor')));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function lastEventId(): Promise<number> {
  const rows = await t.database.db.select({ id: liveEvents.id }).from(liveEvents);
  return Math.max(0, ...rows.map((row) => row.id));
}

describe('live events of a conversation', () => {
  it("a message goes to the writer (their other tabs) and every seller of the shop, each side's own view, and the sellers' new unread totals", async () => {
    const { shopper, seller, vendorId, chatId } = await chatPair(t);
    const secondSeller = await sellerOf(t.database.db, vendorId);
    const sellers = await sellersOf(vendorId);
    expect(sellers).toEqual(expect.arrayContaining([seller.user.id, secondSeller.user.id]));
    const before = await lastEventId();
    const message = await send(t, shopper, chatId, 'Call 01711000010');
    const events = await eventsAfter(before);

    const messagesTo = (userId: number) =>
      events.filter(([user, event]) => user === userId && event.type === 'message').map(([, event]) => event);
    expect(messagesTo(shopper.user.id)).toEqual([
      { type: 'message', chat_id: chatId, message: { ...message, mine: true, body: 'Call 01711000010' } },
    ]);
    for (const sellerId of sellers) {
      expect(messagesTo(sellerId)).toEqual([
        { type: 'message', chat_id: chatId, message: { ...message, mine: false, body: 'Call •••' } },
      ]);
    }
    const unreadEvents = events.filter(([, event]) => event.type === 'unread');
    expect(unreadEvents.map(([user]) => user).sort((a, b) => a - b)).toEqual(sellers);
    expect(unreadEvents.find(([user]) => user === seller.user.id)?.[1]).toEqual({ type: 'unread', unread: 1 });
    expect(new Set(events.map(([user]) => user))).toEqual(new Set([shopper.user.id, ...sellers]));
  });

  it('opening the conversation sends a read receipt to both sides and the reader side its new totals; nothing when nothing was unread', async () => {
    const { shopper, seller, vendorId, chatId } = await chatPair(t, 1);
    const sellers = await sellersOf(vendorId);
    const message = await send(t, shopper, chatId, 'Hello');
    const before = await lastEventId();
    await callAs(t, seller)('GET', `/chat/${chatId}`);
    const events = await eventsAfter(before);
    const receipts = events.filter(([, event]) => event.type === 'read');
    expect(receipts.map(([user]) => user).sort((a, b) => a - b)).toEqual(
      [shopper.user.id, ...sellers].sort((a, b) => a - b),
    );
    expect(receipts[0]?.[1]).toMatchObject({ type: 'read', chat_id: chatId, reader: 'seller', up_to: message.id });
    const unreadEvents = events.filter(([, event]) => event.type === 'unread');
    expect(unreadEvents.map(([user]) => user).sort((a, b) => a - b)).toEqual(sellers);
    const { unread } = (await callAs(t, seller)('GET', '/chat/unread')).json<{ data: { unread: number } }>().data;
    expect(unreadEvents.find(([user]) => user === seller.user.id)?.[1]).toEqual({ type: 'unread', unread });

    const again = await lastEventId();
    await callAs(t, seller)('GET', `/chat/${chatId}`);
    expect(await eventsAfter(again)).toEqual([]);
  });

  it('a refused message writes no event', async () => {
    const { shopper, chatId } = await chatPair(t, 2);
    const before = await lastEventId();
    const refused = await callAs(t, shopper)('POST', '/chat/store', { chat_id: chatId, message: '   ' });
    expect(refused.statusCode).toBe(422);
    expect(await eventsAfter(before)).toEqual([]);
  });
});
