import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatThread } from '#contract';
import { apiCaller, dataOf } from '../../app.test-helpers';
import { orders, vendors } from '../../db/schema';
import {
  type CheckoutTestApp,
  codBody,
  createCheckoutTestApp,
  fillCart,
  newKey,
  placeOrder,
  shopperWithAddress,
  stockedItem,
  type TestShopper,
} from '../../orders.test-helpers';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

/** A shopper's cash-on-delivery order of one item: its id, invoice number, shop and product. */
async function orderOf(shopper: TestShopper) {
  const item = await stockedItem(t);
  await fillCart(t, shopper.token, [item]);
  dataOf(await placeOrder(t, shopper, codBody(shopper), { key: newKey() }), 201);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, shopper.userId));
  if (!order) throw new Error('order not placed');
  return { id: order.id, invoiceNumber: order.invoiceNumber, vendorId: order.vendorId, productId: item.product_id };
}

const as = (shopper: TestShopper) => apiCaller(t, shopper.token);

describe("a conversation's context", () => {
  it('follows the last start (product, then own order), and a message records it when it changed since the last one', async () => {
    const shopper = await shopperWithAddress(t);
    const order = await orderOf(shopper);
    const start = async (about: object) =>
      dataOf<{ id: number }>(
        await as(shopper)('POST', '/chat/chat-with-seller', { vendor_id: order.vendorId, ...about }),
      ).id;
    const write = async (chatId: number, message: string) =>
      dataOf<ChatMessage>(await as(shopper)('POST', '/chat/store', { chat_id: chatId, message }), 201);

    const chatId = await start({ product_id: order.productId });
    expect((await write(chatId, 'About this product')).context).toMatchObject({ kind: 'product', id: order.productId });
    expect((await write(chatId, 'And another thing')).context).toBeNull();

    expect(await start({ order_id: order.id })).toBe(chatId);
    const aboutOrder = await write(chatId, 'Where is my order?');
    expect(aboutOrder.context).toEqual({ kind: 'order', id: order.id, invoice_number: order.invoiceNumber });
    const thread = dataOf<ChatThread>(await as(shopper)('GET', `/chat/${chatId}`));
    expect(thread.chat.context).toEqual({ kind: 'order', id: order.id, invoice_number: order.invoiceNumber });
    expect(thread.messages.map((message) => message.context?.kind ?? null)).toEqual(['product', null, 'order']);

    expect(await start({})).toBe(chatId);
    expect((await write(chatId, 'Still the order')).context).toBeNull();
    expect(await start({ product_id: order.productId })).toBe(chatId);
    expect((await write(chatId, 'Back to the product')).context).toMatchObject({ kind: 'product' });
  });

  it("is refused with 404 for another shopper's order, and an order of another shop; with 422 for a product and an order at once", async () => {
    const owner = await shopperWithAddress(t);
    const order = await orderOf(owner);
    const other = await shopperWithAddress(t);
    const notTheirs = await as(other)('POST', '/chat/chat-with-seller', {
      vendor_id: order.vendorId,
      order_id: order.id,
    });
    expect(notTheirs.statusCode).toBe(404);
    const [otherShop] = await t.database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(ne(vendors.id, order.vendorId));
    const wrongShop = await as(owner)('POST', '/chat/chat-with-seller', {
      vendor_id: otherShop?.id,
      order_id: order.id,
    });
    expect(wrongShop.statusCode).toBe(404);
    expect(wrongShop.json().message).toBe('We could not find this order.');
    const both = await as(owner)('POST', '/chat/chat-with-seller', {
      vendor_id: order.vendorId,
      order_id: order.id,
      product_id: order.productId,
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({ order_id: ['Start a chat about a product or about an order, not both.'] });
  });
});
