import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES_PER_MINUTE, type ChatSummary, type Page } from '#contract';
import { apiCaller, createTestApp, dataOf, failureOf, type TestApp } from '../../app.test-helpers';
import { burst } from '../../bursts.test-helpers';
import { chatMessages } from '../../db/schema';
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

describe('a message', () => {
  it.each([
    ['empty', '', 'Write a message first.'],
    ['only whitespace', ' \n\t\u00a0 ', 'Write a message first.'],
    ['2,001 characters', 'ক'.repeat(2001), 'A message can be at most 2000 characters.'],
    ['holding NUL', 'a\u0000b', 'This text contains characters that are not allowed.'],
  ])('is refused when %s (422 on message)', async (_case, message, error) => {
    const { shopper, chatId } = await chatPair(t);
    const response = await callAs(t, shopper)('POST', '/chat/store', { chat_id: chatId, message });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', errors: { message: [error] } });
  });

  it('of 2,000 characters is stored, characters counted as code points (2,000 emoji are 4,000 UTF-16 units)', async () => {
    const { shopper, chatId } = await chatPair(t);
    expect((await send(t, shopper, chatId, 'ক'.repeat(2000))).body).toHaveLength(2000);
    expect([...(await send(t, shopper, chatId, '😀'.repeat(2000))).body]).toHaveLength(2000);
    const over = await callAs(t, shopper)('POST', '/chat/store', { chat_id: chatId, message: '😀'.repeat(2001) });
    expect(over.statusCode).toBe(422);
  });

  it('is stored trimmed and in NFC', async () => {
    const { shopper, chatId } = await chatPair(t);
    expect((await send(t, shopper, chatId, '  cafe\u0301 \n')).body).toBe('caf\u00e9');
  });

  it(`beyond ${CHAT_MESSAGES_PER_MINUTE} a minute from one user is refused with 429, a clear message and retry-after`, async () => {
    const { shopper, chatId } = await chatPair(t);
    for (let n = 1; n <= CHAT_MESSAGES_PER_MINUTE; n += 1) await send(t, shopper, chatId, `message ${n}`);
    const refused = await callAs(t, shopper)('POST', '/chat/store', { chat_id: chatId, message: 'one more' }, 'bn');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(failureOf(refused)).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'আপনি খুব দ্রুত বার্তা পাঠাচ্ছেন। এক মিনিট অপেক্ষা করে আবার পাঠান।',
    });
  });

  it(`sent ${CHAT_MESSAGES_PER_MINUTE + 1} at once by one user: ${CHAT_MESSAGES_PER_MINUTE} stored, one 429`, async () => {
    const { shopper, chatId } = await chatPair(t);
    const answers = await burst(CHAT_MESSAGES_PER_MINUTE + 1, (n) =>
      callAs(t, shopper)('POST', '/chat/store', { chat_id: chatId, message: `burst ${n}` }),
    );
    expect(answers).toEqual({ 201: CHAT_MESSAGES_PER_MINUTE, 429: 1 });
    expect(await t.database.db.$count(chatMessages, eq(chatMessages.chatId, chatId))).toBe(CHAT_MESSAGES_PER_MINUTE);
  });
});

describe('who may chat', () => {
  it('a shopper whose phone is not verified gets 422 PHONE_NOT_VERIFIED (the storefront sends them to /auth/otp)', async () => {
    const { vendorId } = await shopWithProduct(t.database.db);
    const unverified = await createTestAccount(t.database.db, { verified: false });
    for (const [method, url, body] of [
      ['GET', '/chat', undefined],
      ['POST', '/chat/chat-with-seller', { vendor_id: vendorId }],
    ] as const) {
      const response = await callAs(t, unverified)(method, url, body);
      expect(response.statusCode).toBe(422);
      expect(failureOf(response).code).toBe('PHONE_NOT_VERIFIED');
    }
  });

  it('a guest gets 401', async () => {
    expect((await apiCaller(t, null)('GET', '/chat')).statusCode).toBe(401);
  });

  it("another shopper and another shop's seller get 404 on reading, writing and marking it, and never list it", async () => {
    const { chatId, vendorId } = await chatPair(t);
    const stranger = await createTestAccount(t.database.db);
    const otherShop = await productOfAnotherShop(t.database.db, vendorId);
    const otherSeller = await sellerOf(t.database.db, otherShop.vendorId);
    for (const intruder of [stranger, otherSeller]) {
      const as = callAs(t, intruder);
      for (const response of [
        await as('GET', `/chat/${chatId}`),
        await as('POST', '/chat/store', { chat_id: chatId, message: 'hi' }),
        await as('POST', '/chat/read', { chat_id: chatId }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(failureOf(response).message).toBe('We could not find this conversation.');
      }
      const list = dataOf<Page<ChatSummary>>(await as('GET', '/chat'));
      expect(list.data.map((chat) => chat.id)).not.toContain(chatId);
    }
  });

  it('every seller of the shop answers for it, and a seller chats with other shops as a shopper', async () => {
    const { shopper, chatId, vendorId } = await chatPair(t);
    await send(t, shopper, chatId, 'Hello shop');
    const secondSeller = await sellerOf(t.database.db, vendorId);
    expect((await send(t, secondSeller, chatId, 'Hello from the shop')).sender).toBe('seller');

    const otherShop = await productOfAnotherShop(t.database.db, vendorId);
    const asBuyer = await chatBetween(t, secondSeller, { vendor_id: otherShop.vendorId });
    const list = dataOf<Page<ChatSummary>>(await callAs(t, secondSeller)('GET', `/chat?per_page=50`));
    const sides = new Map(list.data.map((chat) => [chat.id, chat.side]));
    expect(sides.get(chatId)).toBe('seller');
    expect(sides.get(asBuyer)).toBe('buyer');
  });
});

describe('ids in chat calls', () => {
  it.each([
    ['POST', '/chat/chat-with-seller', { vendor_id: 'abc' }, 'vendor_id'],
    ['POST', '/chat/chat-with-seller', { vendor_id: 1, product_id: 'a\u0000' }, 'product_id'],
    ['POST', '/chat/store', { chat_id: -1, message: 'hi' }, 'chat_id'],
    ['POST', '/chat/read', { chat_id: 1, up_to: 'all' }, 'up_to'],
    ['GET', '/chat/abc', undefined, 'id'],
  ] as const)('%s %s %j → 422 on %s, never 500', async (method, url, payload, field) => {
    const { shopper } = await chatPair(t);
    const response = await callAs(t, shopper)(method, url, payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toContain(field);
  });
});
