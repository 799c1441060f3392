/**
 * Chat between a shopper and a shop: one conversation per pair, reused with a new context; only its shopper and the
 * shop's sellers may read or write it (404 for anyone else). Every write is one transaction that also puts its
 * events on the parties' live streams.
 */
import {
  type AdminChatSummary,
  type AdminChatThread,
  CHAT_MESSAGES_PER_MINUTE,
  type ChatMessage,
  type ChatReadBody,
  type ChatSide,
  type ChatSummary,
  type ChatThread,
  type Page,
} from '#contract';
import { pageOf } from '../../lib/page-of';
import { consumeRateLimit } from '../../lib/rate-limits/rate-limits';
import { fieldFailure, notFound } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import type { UserRow } from '../auth/users.service';
import {
  type ChatRow,
  chatsMatching,
  chatsOfParty,
  countChats,
  findChat,
  findChatRows,
  findLatestContext,
  findMessagesBefore,
  insertMessage,
  isOrderOf,
  isPublishedProductOf,
  markRead,
  type Party,
  shopExists,
  unreadTotal,
  upsertChat,
} from './chat.repository';
import { type ChatThreadQuery, type ChatWithSellerInput, chatThreadQuerySchema } from './chat.schemas';
import { partiesOf, publishMessage, publishRead } from './chat-live';
import {
  adminChatSummaries,
  chatContextRef,
  chatSummaries,
  loadContexts,
  messageView,
  otherSide,
  sameContext,
} from './chat-views';

// The back office pages a thread the way the parties do.
export { chatThreadQuerySchema };

type Ctx = Pick<RequestContext, 'db' | 'locale' | 'now' | 'uploadUrl'>;

const MESSAGE_RULES = [{ limit: CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 }];

/** The shop a user answers for: a seller's (`scope` vendor) shop, else none. */
const shopOf = (user: UserRow): number | null => (user.scope === 'vendor' ? user.vendorId : null);
const partyOf = (user: UserRow): Party => ({ userId: user.id, shopId: shopOf(user) });

/** The user's side of a conversation, or null when they are not in it. */
function sideIn(chat: Pick<ChatRow, 'buyerId' | 'vendorId'>, user: UserRow): ChatSide | null {
  if (shopOf(user) === chat.vendorId) return 'seller';
  return chat.buyerId === user.id ? 'buyer' : null;
}

/** The conversation and the user's side of it; 404 when there is none or they are not in it. */
async function openChat(ctx: Pick<Ctx, 'db'>, user: UserRow, chatId: number, lock = false) {
  const chat = await findChat(ctx.db, chatId, lock);
  const side = chat && sideIn(chat, user);
  if (!chat || !side) throw notFound('chat.notFound');
  return { chat, side };
}

/** The user's unread messages over all their conversations (the header badge; the stream's first event). */
export function unreadCount(ctx: Pick<RequestContext, 'db'>, user: UserRow): Promise<number> {
  return unreadTotal(ctx.db, user.id);
}

/**
 * POST /chat/chat-with-seller: the shopper's conversation with the shop (made when missing), about the product or
 * order given (the seller's published product; the shopper's own order of that shop: else 404).
 */
export async function chatWithSeller(ctx: Ctx, user: UserRow, input: ChatWithSellerInput): Promise<{ id: number }> {
  const vendorId = input.vendor_id;
  if (!(await shopExists(ctx.db, vendorId))) throw notFound('errors.vendorNotFound');
  if (shopOf(user) === vendorId) throw fieldFailure('vendor_id', 'chat.ownShop');
  if (input.product_id !== undefined && !(await isPublishedProductOf(ctx.db, input.product_id, vendorId))) {
    throw notFound('errors.productNotFound');
  }
  if (input.order_id !== undefined && !(await isOrderOf(ctx.db, input.order_id, user.id, vendorId))) {
    throw notFound('orders.orderNotFound');
  }
  const context =
    input.product_id !== undefined || input.order_id !== undefined
      ? { contextProductId: input.product_id ?? null, contextOrderId: input.order_id ?? null }
      : null;
  const id = await ctx.db.transaction((tx) => upsertChat(tx, { buyerId: user.id, vendorId, context, now: ctx.now }));
  return { id };
}

/** GET /chat: the user's conversations (their own as a shopper, their shop's as its seller), latest first. */
export async function listChats(ctx: Ctx, user: UserRow, page: number, perPage: number): Promise<Page<ChatSummary>> {
  const where = chatsOfParty(partyOf(user));
  const [rows, total] = await Promise.all([
    findChatRows(ctx.db, ctx.locale, where, { limit: perPage, offset: (page - 1) * perPage }),
    countChats(ctx.db, where),
  ]);
  const summaries = await chatSummaries(ctx, rows, (row) => sideIn(row.chat, user) ?? 'buyer');
  return pageOf(summaries, total, page, perPage);
}

/** One page of messages, oldest first, and whether older ones exist. */
async function messagePage(ctx: Ctx, chatId: number, { before, per_page }: ChatThreadQuery) {
  const rows = await findMessagesBefore(ctx.db, chatId, before, per_page);
  const page = rows.slice(0, per_page).reverse();
  const contexts = await loadContexts(
    ctx,
    page.map((row) => row.context),
  );
  return { page, contexts, hasMore: rows.length > per_page };
}

/** Marks the other side's messages (up to `upTo`) read and tells the parties; inside the caller's transaction. */
async function markReadIn(tx: Ctx['db'], now: Date, chat: ChatRow, reader: ChatSide, upTo?: number) {
  const lastRead = await markRead(tx, { chatId: chat.id, sender: otherSide(reader), upTo, now });
  if (lastRead !== null) {
    await publishRead(tx, await partiesOf(tx, chat), { chatId: chat.id, reader, upTo: lastRead, readAt: now });
  }
}

/** GET /chat/{id}: a page of the conversation; the newest page marks the other side's messages read. */
export async function chatThread(ctx: Ctx, user: UserRow, chatId: number, query: ChatThreadQuery): Promise<ChatThread> {
  const { chat, side } = await openChat(ctx, user, chatId);
  if (query.before === undefined) await ctx.db.transaction((tx) => markReadIn(tx, ctx.now, chat, side));
  const [{ page, contexts, hasMore }, rows] = await Promise.all([
    messagePage(ctx, chatId, query),
    findChatRows(ctx.db, ctx.locale, chatsMatching({ chatId }), { limit: 1, offset: 0 }),
  ]);
  const [summary] = await chatSummaries(ctx, rows, () => side);
  if (!summary) throw notFound('chat.notFound');
  return { chat: summary, messages: page.map((row) => messageView(row, side, contexts)), has_more: hasMore };
}

/**
 * POST /chat/store: the message, with the conversation's context when it changed since the last one recorded.
 * The message is counted under its writer's rate-limit key's lock, so the per-minute limit holds across instances.
 */
export async function storeMessage(
  ctx: Ctx,
  user: UserRow,
  body: { chat_id: number; message: string },
): Promise<ChatMessage> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const { chat, side } = await openChat(txCtx, user, body.chat_id, true);
    const key = `chat-message:user:${user.id}`;
    await consumeRateLimit(tx, key, MESSAGE_RULES, 'chat.tooManyMessages');

    const current = chatContextRef(chat);
    const changed = current !== null && !sameContext(current, await findLatestContext(tx, chat.id));
    // Only a message that records the context shows one.
    const contexts = await loadContexts(txCtx, [changed ? current : null]);
    const message = await insertMessage(tx, {
      chatId: chat.id,
      sender: side,
      senderUserId: user.id,
      body: body.message,
      context: changed ? contexts(current) : null,
      createdAt: ctx.now,
    });
    await publishMessage(tx, await partiesOf(tx, chat), message, contexts);
    return messageView(message, side, contexts);
  });
}

/** POST /chat/read: the other side's messages up to `up_to` (default: all) are read. */
export async function markChatRead(ctx: Ctx, user: UserRow, body: ChatReadBody): Promise<void> {
  const { chat, side } = await openChat(ctx, user, body.chat_id);
  await ctx.db.transaction((tx) => markReadIn(tx, ctx.now, chat, side, body.up_to));
}

export const ADMIN_CHATS_PER_PAGE = 50;

/** GET /admin/chats: every conversation (optionally one shop's or one shopper's), latest first. */
export async function adminChatList(
  ctx: Ctx,
  filter: { vendorId?: number; buyerId?: number },
  page: number,
): Promise<Page<AdminChatSummary>> {
  const where = chatsMatching(filter);
  const perPage = ADMIN_CHATS_PER_PAGE;
  const [rows, total] = await Promise.all([
    findChatRows(ctx.db, ctx.locale, where, { limit: perPage, offset: (page - 1) * perPage }),
    countChats(ctx.db, where),
  ]);
  return pageOf(await adminChatSummaries(ctx, rows), total, page, perPage);
}

/** GET /admin/chats/{id}: a page of a conversation as written; marks nothing read. */
export async function adminChatThread(ctx: Ctx, chatId: number, query: ChatThreadQuery): Promise<AdminChatThread> {
  const rows = await findChatRows(ctx.db, ctx.locale, chatsMatching({ chatId }), { limit: 1, offset: 0 });
  const [summary] = await adminChatSummaries(ctx, rows);
  if (!summary) throw notFound('chat.notFound');
  const { page, contexts, hasMore } = await messagePage(ctx, chatId, query);
  return { chat: summary, messages: page.map((row) => messageView(row, null, contexts)), has_more: hasMore };
}
