import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSummary, ChatThread, Page } from '#contract';
import { createTestApp, dataOf, failureOf, type TestApp } from '../../app.test-helpers';
import { createTestAccount } from '../auth/auth.test-helpers';
import {
  callAs,
  chatBetween,
  chatPair,
  productOfAnotherShop,
  sellerOf,
  send,
  shopWithProduct,
} from './chat.test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 12 });
});
afterAll(() => t.close());

describe('a conversation between a shopper and a shop', () => {
  it('is started from a product, written by both sides and listed for each with the product as context', async () => {
    const { shopper, seller, vendorId, productId, chatId } = await chatPair(t);
    const question = await send(t, shopper, chatId, 'Is the M size in stock?');
    expect(question).toMatchObject({ chat_id: chatId, sender: 'buyer', mine: true, body: 'Is the M size in stock?' });
    expect(question.context).toMatchObject({ kind: 'product', id: productId });
    const answer = await send(t, seller, chatId, 'Yes, two left.');
    expect(answer).toMatchObject({ sender: 'seller', mine: true, read_at: null, context: null });

    const shopperList = dataOf<Page<ChatSummary>>(await callAs(t, shopper)('GET', '/chat'));
    expect(shopperList).toMatchObject({ total_count: 1, current_page: 1, last_page: 1 });
    expect(shopperList.data[0]).toMatchObject({
      id: chatId,
      side: 'buyer',
      vendor: { id: vendorId },
      buyer: { id: shopper.user.id, name: shopper.user.name },
      last_message: { body: 'Yes, two left.', sender: 'seller' },
      unread: 1,
      context: { kind: 'product', id: productId },
    });
    const sellerList = dataOf<Page<ChatSummary>>(await callAs(t, seller)('GET', '/chat'));
    expect(sellerList.data.map((chat) => [chat.id, chat.side, chat.unread])).toEqual([[chatId, 'seller', 1]]);

    const thread = dataOf<ChatThread>(await callAs(t, shopper)('GET', `/chat/${chatId}`));
    expect(thread.messages.map((message) => [message.body, message.mine])).toEqual([
      ['Is the M size in stock?', true],
      ['Yes, two left.', false],
    ]);
    expect(thread.has_more).toBe(false);
  });

  it('is one per shopper and shop: starting again reuses it with the new product or order as context', async () => {
    const { shopper, vendorId, chatId } = await chatPair(t);
    await send(t, shopper, chatId, 'First question');
    const other = await shopWithProduct(t.database.db, 1);
    const sameShopProduct = other.vendorId === vendorId ? other.productId : undefined;
    const again = await chatBetween(t, shopper, {
      vendor_id: vendorId,
      ...(sameShopProduct && { product_id: sameShopProduct }),
    });
    expect(again).toBe(chatId);
    const elsewhere = await productOfAnotherShop(t.database.db, vendorId);
    const second = await chatBetween(t, shopper, { vendor_id: elsewhere.vendorId, product_id: elsewhere.productId });
    expect(second).not.toBe(chatId);
  });

  it('refuses a seller starting a chat with their own shop (422), an unknown shop or product (404)', async () => {
    const { vendorId, productId } = await shopWithProduct(t.database.db);
    const seller = await sellerOf(t.database.db, vendorId);
    const own = await callAs(t, seller)('POST', '/chat/chat-with-seller', {
      vendor_id: vendorId,
      product_id: productId,
    });
    expect(own.statusCode).toBe(422);
    expect(failureOf(own).message).toBe('This is your own shop: its conversations are in your chat list.');
    const shopper = await createTestAccount(t.database.db);
    const unknownShop = await callAs(t, shopper)('POST', '/chat/chat-with-seller', { vendor_id: 999_999 });
    expect(unknownShop.statusCode).toBe(404);
    const elsewhere = await productOfAnotherShop(t.database.db, vendorId);
    const wrongProduct = await callAs(t, shopper)('POST', '/chat/chat-with-seller', {
      vendor_id: vendorId,
      product_id: elsewhere.productId,
    });
    expect(wrongProduct.statusCode).toBe(404);
  });
});

describe('reading a conversation', () => {
  it('pages backwards: the newest messages first, older ones with before = the first id, until has_more is false', async () => {
    const { shopper, chatId } = await chatPair(t);
    for (const n of [1, 2, 3, 4, 5]) await send(t, shopper, chatId, `message ${n}`);
    const read = async (query: string) =>
      dataOf<ChatThread>(await callAs(t, shopper)('GET', `/chat/${chatId}${query}`));
    const newest = await read('?per_page=2');
    expect(newest.messages.map((message) => message.body)).toEqual(['message 4', 'message 5']);
    expect(newest.has_more).toBe(true);
    const older = await read(`?per_page=2&before=${newest.messages[0]?.id}`);
    expect(older.messages.map((message) => message.body)).toEqual(['message 2', 'message 3']);
    const oldest = await read(`?per_page=2&before=${older.messages[0]?.id}`);
    expect(oldest.messages.map((message) => message.body)).toEqual(['message 1']);
    expect(oldest.has_more).toBe(false);
  });

  it("marks the other side's messages read when the newest page is opened, not an older page, and the counts follow", async () => {
    const { shopper, seller, chatId } = await chatPair(t);
    const unreadOf = async (account: typeof seller) =>
      dataOf<{ unread: number }>(await callAs(t, account)('GET', '/chat/unread')).unread;
    // The shop's other conversations (earlier tests) count for its seller too.
    const elsewhere = await unreadOf(seller);
    const first = await send(t, shopper, chatId, 'Hello');
    await send(t, shopper, chatId, 'Anyone there?');
    expect(await unreadOf(seller)).toBe(elsewhere + 2);
    await callAs(t, seller)('GET', `/chat/${chatId}?before=${first.id + 1}`);
    expect(await unreadOf(seller)).toBe(elsewhere + 2);

    const opened = dataOf<ChatThread>(await callAs(t, seller)('GET', `/chat/${chatId}`));
    expect(opened.chat.unread).toBe(0);
    expect(await unreadOf(seller)).toBe(elsewhere);
    const seen = dataOf<ChatThread>(await callAs(t, shopper)('GET', `/chat/${chatId}`));
    expect(seen.messages.every((message) => message.read_at !== null)).toBe(true);
    expect(await unreadOf(shopper)).toBe(0);
  });

  it('POST /chat/read marks up to up_to (all without it) and answers the new unread total', async () => {
    const { shopper, seller, chatId } = await chatPair(t);
    const sent = [await send(t, seller, chatId, 'one'), await send(t, seller, chatId, 'two')];
    await send(t, seller, chatId, 'three');
    const upTo = dataOf<{ unread: number }>(
      await callAs(t, shopper)('POST', '/chat/read', { chat_id: chatId, up_to: sent[1]?.id }),
    );
    expect(upTo.unread).toBe(1);
    expect(dataOf<{ unread: number }>(await callAs(t, shopper)('POST', '/chat/read', { chat_id: chatId })).unread).toBe(
      0,
    );
  });
});

describe('contact details (Daraz rule)', () => {
  it("are masked in what the other side sees, the thread and the list's preview, never for the writer", async () => {
    const { shopper, seller, chatId } = await chatPair(t);
    const written = 'Call me on 01711-000010 or write to rahim@example.com';
    const masked = 'Call me on ••• or write to •••';
    expect((await send(t, shopper, chatId, written)).body).toBe(written);

    const sellerThread = dataOf<ChatThread>(await callAs(t, seller)('GET', `/chat/${chatId}`));
    expect(sellerThread.messages.map((message) => message.body)).toEqual([masked]);
    expect(sellerThread.chat.last_message?.body).toBe(masked);
    const shopperThread = dataOf<ChatThread>(await callAs(t, shopper)('GET', `/chat/${chatId}`));
    expect(shopperThread.messages.map((message) => message.body)).toEqual([written]);
    const shopperList = dataOf<Page<ChatSummary>>(await callAs(t, shopper)('GET', '/chat'));
    expect(shopperList.data.find((chat) => chat.id === chatId)?.last_message?.body).toBe(written);
  });
});

describe('markup in a message', () => {
  it('is stored and answered as the plain text written, in JSON, to both sides', async () => {
    const { shopper, seller, chatId } = await chatPair(t);
    const payload = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const stored = await callAs(t, shopper)('POST', '/chat/store', { chat_id: chatId, message: payload });
    expect(stored.headers['content-type']).toMatch(/^application\/json/);
    expect(dataOf<{ body: string }>(stored, 201).body).toBe(payload);
    const thread = await callAs(t, seller)('GET', `/chat/${chatId}`);
    expect(thread.headers['content-type']).toMatch(/^application\/json/);
    expect(dataOf<ChatThread>(thread).messages[0]?.body).toBe(payload);
  });
});
