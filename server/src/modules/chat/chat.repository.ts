import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ChatContext, ChatSide, Locale } from '#contract';
import type { Database } from '../../db/database';
import { chatMessages, chats, orders, productImages, products, users, vendors } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';
import { visibleShop } from '../../lib/visible-shops';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** Someone who may be on either side: a shopper (`userId`), and the seller of `shopId` when they are one. */
export interface Party {
  userId: number;
  shopId: number | null;
}

/** Whether `vendorId` is a shop shoppers may chat with (approved). */
export async function shopExists(db: Database, vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), visibleShop()));
  return row !== undefined;
}

export async function isPublishedProductOf(db: Database, productId: number, vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId), eq(products.isPublished, true)));
  return row !== undefined;
}

export async function isOrderOf(db: Database, orderId: number, buyerId: number, vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, buyerId), eq(orders.vendorId, vendorId)));
  return row !== undefined;
}

/** What a conversation is about: one product or one order (setting one clears the other). */
export type ContextColumns = { contextProductId: number | null; contextOrderId: number | null };

/**
 * The shopper's conversation with the shop, made when missing; a concurrent start of the same one meets the unique
 * index and updates the row the other made instead. A new context replaces the old one; none keeps it.
 */
export async function upsertChat(
  tx: Database,
  { buyerId, vendorId, context, now }: { buyerId: number; vendorId: number; context: ContextColumns | null; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(chats)
    .values({ buyerId, vendorId, ...context, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [chats.buyerId, chats.vendorId],
      set: context ? { ...context, updatedAt: now } : { buyerId },
    })
    .returning({ id: chats.id });
  if (!row) throw new Error('chat not upserted');
  return row.id;
}

export async function findChat(db: Database, chatId: number, lock = false): Promise<ChatRow | undefined> {
  const query = db.select().from(chats).where(eq(chats.id, chatId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The conversations `party` is in: theirs as a shopper, and their shop's once the shopper has written (a shopper who
 * only opened the box has told the shop nothing).
 */
export function chatsOfParty({ userId, shopId }: Party): SQL | undefined {
  const asSeller = shopId === null ? undefined : and(eq(chats.vendorId, shopId), isNotNull(chats.lastMessageAt));
  return or(eq(chats.buyerId, userId), asSeller);
}

/** One conversation, or the back office's filters. */
export function chatsMatching({
  chatId,
  vendorId,
  buyerId,
}: {
  chatId?: number;
  vendorId?: number;
  buyerId?: number;
}): SQL | undefined {
  return and(
    chatId === undefined ? undefined : eq(chats.id, chatId),
    vendorId === undefined ? undefined : eq(chats.vendorId, vendorId),
    buyerId === undefined ? undefined : eq(chats.buyerId, buyerId),
  );
}

export type ChatListRow = Awaited<ReturnType<typeof findChatRows>>[number];

/** Conversations with their shop and shopper, the latest activity first. `where` is chatsOfParty or chatsMatching. */
export function findChatRows(
  db: Database,
  locale: Locale,
  where: SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
) {
  return db
    .select({
      chat: chats,
      buyerName: users.name,
      vendorName: byLocale(locale, vendors.nameEn, vendors.nameBn),
      vendorSlug: vendors.slug,
      vendorLogo: vendors.logo,
    })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.buyerId))
    .innerJoin(vendors, eq(vendors.id, chats.vendorId))
    .where(where)
    .orderBy(desc(chats.updatedAt), desc(chats.id))
    .limit(limit)
    .offset(offset);
}

export async function countChats(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(chats).where(where);
  return row?.total ?? 0;
}

/** Each conversation's latest message. */
export function findLastMessages(db: Database, chatIds: number[]): Promise<MessageRow[]> {
  if (chatIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([chatMessages.chatId])
    .from(chatMessages)
    .where(inArray(chatMessages.chatId, chatIds))
    .orderBy(chatMessages.chatId, desc(chatMessages.id));
}

/** Unread messages per conversation and sender. */
export function countUnreadBySender(
  db: Database,
  chatIds: number[],
): Promise<{ chatId: number; sender: ChatSide; unread: number }[]> {
  if (chatIds.length === 0) return Promise.resolve([]);
  return db
    .select({ chatId: chatMessages.chatId, sender: chatMessages.sender, unread: count() })
    .from(chatMessages)
    .where(and(inArray(chatMessages.chatId, chatIds), isNull(chatMessages.readAt)))
    .groupBy(chatMessages.chatId, chatMessages.sender);
}

/** The user's unread messages: the shop's to them as a shopper, shoppers' to their shop when they are its seller. */
export async function unreadTotal(db: Database, userId: number): Promise<number> {
  const shopOfUser = sql`(select ${users.vendorId} from ${users} where ${users.id} = ${userId} and ${users.scope} = 'vendor')`;
  const [row] = await db
    .select({ total: count() })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(
      and(
        isNull(chatMessages.readAt),
        or(
          and(eq(chats.buyerId, userId), eq(chatMessages.sender, 'seller')),
          and(eq(chats.vendorId, shopOfUser), eq(chatMessages.sender, 'buyer')),
        ),
      ),
    );
  return row?.total ?? 0;
}

/** One page of a conversation, newest first, one more than `limit` (so the caller knows older ones exist). */
export function findMessagesBefore(
  db: Database,
  chatId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), before === undefined ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
}

/** Marks `sender`'s unread messages (up to `upTo`) read; answers the last one marked, null when none was. */
export async function markRead(
  tx: Database,
  { chatId, sender, upTo, now }: { chatId: number; sender: ChatSide; upTo: number | undefined; now: Date },
): Promise<number | null> {
  const marked = await tx
    .update(chatMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        eq(chatMessages.sender, sender),
        isNull(chatMessages.readAt),
        upTo === undefined ? undefined : lte(chatMessages.id, upTo),
      ),
    )
    .returning({ id: chatMessages.id });
  return marked.length === 0 ? null : Math.max(...marked.map((row) => row.id));
}

/** The context the conversation's messages last recorded. */
export async function findLatestContext(tx: Database, chatId: number): Promise<ChatContext | null> {
  const [row] = await tx
    .select({ context: chatMessages.context })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), isNotNull(chatMessages.context)))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.context ?? null;
}

export async function insertMessage(tx: Database, values: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  if (!row) throw new Error('message not inserted');
  await tx
    .update(chats)
    .set({ lastMessageAt: row.createdAt, updatedAt: row.createdAt })
    .where(eq(chats.id, row.chatId));
  return row;
}

/** The sellers who answer for the shop. */
export async function findSellerIds(db: Database, vendorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.vendorId, vendorId), eq(users.scope, 'vendor')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/** Products as a context shows them (any, published or not: a conversation keeps what it was about). */
export function findContextProducts(db: Database, locale: Locale, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      name: byLocale(locale, products.nameEn, products.nameBn),
      slug: products.slug,
      image: sql<string | null>`(select ${productImages.path} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by ${productImages.position}, ${productImages.id} limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

export function findContextOrders(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: orders.id, invoiceNumber: orders.invoiceNumber }).from(orders).where(inArray(orders.id, ids));
}
