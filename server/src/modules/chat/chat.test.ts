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
