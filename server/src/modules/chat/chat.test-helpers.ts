/** Test helpers: a shop's seller, a shopper, and a conversation between them (for chat, live and storefront tests). */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { ChatMessage, ChatWithSellerBody } from '#contract';
import { apiCaller, dataOf, type TestApp } from '../../app.test-helpers';
import type { Database } from '../../db/database';
import { products } from '../../db/schema';
import { createTestAccount, type TestAccount } from '../auth/auth.test-helpers';

/** A seller (`scope` vendor, phone verified) of the shop. */
export const sellerOf = (db: Database, vendorId: number) => createTestAccount(db, { scope: 'vendor', vendorId });

/** The shop of the seed's `index`-th published product (by id), and that product. */
export async function shopWithProduct(db: Database, index = 0): Promise<{ vendorId: number; productId: number }> {
  const rows = await db
    .select({ productId: products.id, vendorId: products.vendorId })
    .from(products)
    .where(eq(products.isPublished, true))
    .orderBy(asc(products.id))
    .limit(index + 1);
  const row = rows[index];
  if (!row) throw new Error(`the seed has no published product ${index}`);
  return row;
}

/** The first published product (by id) of another shop than `vendorId`, and its shop. */
export async function productOfAnotherShop(db: Database, vendorId: number) {
  const [row] = await db
    .select({ productId: products.id, vendorId: products.vendorId })
    .from(products)
    .where(and(eq(products.isPublished, true), ne(products.vendorId, vendorId)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error('the seed has a single shop');
  return row;
}

/** Calls /api/v1 as `account`. */
export const callAs = (t: TestApp, account: TestAccount) => apiCaller(t, account.tokens.access_token);

/** POST /chat/chat-with-seller as the shopper: the conversation's id. */
export async function chatBetween(t: TestApp, shopper: TestAccount, about: ChatWithSellerBody): Promise<number> {
  return dataOf<{ id: number }>(await callAs(t, shopper)('POST', '/chat/chat-with-seller', about)).id;
}

/** POST /chat/store as `account`: the stored message as they see it. */
export async function send(t: TestApp, account: TestAccount, chatId: number, message: string): Promise<ChatMessage> {
  return dataOf<ChatMessage>(await callAs(t, account)('POST', '/chat/store', { chat_id: chatId, message }), 201);
}

/** A shopper, the seller of the seed's first product's shop, and a conversation about that product. */
export async function chatPair(t: TestApp, productIndex = 0) {
  const { vendorId, productId } = await shopWithProduct(t.database.db, productIndex);
  const [shopper, seller] = [await createTestAccount(t.database.db), await sellerOf(t.database.db, vendorId)];
  const chatId = await chatBetween(t, shopper, { vendor_id: vendorId, product_id: productId });
  return { shopper, seller, vendorId, productId, chatId };
}
