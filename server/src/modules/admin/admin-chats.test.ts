import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminChatSummary, AdminChatThread, Page } from '#contract';
import { dataOf } from '../../app.test-helpers';
import { type CheckoutTestApp, call } from '../../orders.test-helpers';
import { callAs, chatPair, send } from '../chat/chat.test-helpers';
import { ADMIN_TOKEN, createOrdersTestApp } from '../orders/orders.test-helpers';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createOrdersTestApp();
});
afterAll(() => t?.close());

const admin = (url: string) => call(t, 'GET', url, { token: ADMIN_TOKEN });

describe('the back office’s conversations', () => {
  it('need the admin token (a party’s token is not enough)', async () => {
    const { shopper, chatId } = await chatPair(t);
    expect((await call(t, 'GET', '/admin/chats')).statusCode).toBe(401);
    expect((await call(t, 'GET', `/admin/chats/${chatId}`, { token: shopper.tokens.access_token })).statusCode).toBe(
      401,
    );
  });

  it('are listed by shop or shopper with both sides’ unread counts, and read as written without marking anything', async () => {
    const { shopper, seller, vendorId, chatId } = await chatPair(t, 1);
    await send(t, shopper, chatId, 'My number is 01711000010');
    await send(t, seller, chatId, 'Noted');

    const byShopper = dataOf<Page<AdminChatSummary>>(await admin(`/admin/chats?buyer_id=${shopper.user.id}`));
    expect(byShopper.total_count).toBe(1);
    expect(byShopper.data[0]).toMatchObject({
      id: chatId,
      vendor: { id: vendorId },
      buyer: { id: shopper.user.id },
      last_message: { body: 'Noted', sender: 'seller' },
      unread: { by_buyer: 1, by_seller: 1 },
    });
    const byShop = dataOf<Page<AdminChatSummary>>(await admin(`/admin/chats?vendor_id=${vendorId}`));
    expect(byShop.data.every((chat) => chat.vendor.id === vendorId)).toBe(true);
    expect(byShop.data.map((chat) => chat.id)).toContain(chatId);

    const thread = dataOf<AdminChatThread>(await admin(`/admin/chats/${chatId}`));
    expect(thread.messages.map((message) => [message.sender, message.body, message.mine])).toEqual([
      ['buyer', 'My number is 01711000010', false],
      ['seller', 'Noted', false],
    ]);
    const after = dataOf<AdminChatThread>(await admin(`/admin/chats/${chatId}`));
    expect(after.chat.unread).toEqual({ by_buyer: 1, by_seller: 1 });
    expect(dataOf<{ unread: number }>(await callAs(t, shopper)('GET', '/chat/unread')).unread).toBe(1);
  });

  it('answer 404 for an unknown conversation', async () => {
    expect((await admin('/admin/chats/999999')).statusCode).toBe(404);
  });
});
