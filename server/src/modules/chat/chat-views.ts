/**
 * Conversations and messages as a reader sees them: contexts named in the reader's language, the other side's
 * contact details masked (mask-contacts.ts), nothing masked for the writer or the back office.
 */
import type { AdminChatSummary, ChatContext, ChatMessage, ChatSide, ChatSummary } from '#contract';
import type { RequestContext } from '../../plugins/request-context';
import {
  type ChatListRow,
  countUnreadBySender,
  findContextOrders,
  findContextProducts,
  findLastMessages,
  type MessageRow,
} from './chat.repository';
import { maskContacts } from './mask-contacts';

type Ctx = Pick<RequestContext, 'db' | 'locale' | 'uploadUrl'>;

/** A context by what it points at; the name, picture or invoice are read when it is shown. */
export type ContextRef = Pick<ChatContext, 'kind' | 'id'>;

const keyOf = (ref: ContextRef) => `${ref.kind}:${ref.id}`;
export const sameContext = (a: ContextRef | null, b: ContextRef | null) =>
  a === null || b === null ? a === b : keyOf(a) === keyOf(b);

export const chatContextRef = (chat: {
  contextProductId: number | null;
  contextOrderId: number | null;
}): ContextRef | null => {
  if (chat.contextProductId !== null) return { kind: 'product', id: chat.contextProductId };
  if (chat.contextOrderId !== null) return { kind: 'order', id: chat.contextOrderId };
  return null;
};

/** Reads the contexts `refs` point at; a context whose product or order is gone shows as recorded, or not at all. */
export async function loadContexts(ctx: Ctx, refs: (ContextRef | null)[]) {
  const wanted = refs.filter((ref): ref is ContextRef => ref !== null);
  const idsOf = (kind: ChatContext['kind']) => [...new Set(wanted.filter((ref) => ref.kind === kind).map((r) => r.id))];
  const [productRows, orderRows] = await Promise.all([
    findContextProducts(ctx.db, ctx.locale, idsOf('product')),
    findContextOrders(ctx.db, idsOf('order')),
  ]);
  const found = new Map<string, ChatContext>([
    ...productRows.map((row): [string, ChatContext] => [
      `product:${row.id}`,
      { kind: 'product', ...row, image: row.image === null ? null : ctx.uploadUrl(row.image) },
    ]),
    ...orderRows.map((row): [string, ChatContext] => [
      `order:${row.id}`,
      { kind: 'order', id: row.id, invoice_number: row.invoiceNumber },
    ]),
  ]);
  return (ref: ContextRef | null, recorded: ChatContext | null = null): ChatContext | null =>
    ref === null ? null : (found.get(keyOf(ref)) ?? recorded);
}

export type Contexts = Awaited<ReturnType<typeof loadContexts>>;

/** What `reader` sees of a message: the other side's body masked; the back office (null) sees it as written. */
export function messageView(row: MessageRow, reader: ChatSide | null, contexts: Contexts): ChatMessage {
  const mine = row.sender === reader;
  return {
    id: row.id,
    chat_id: row.chatId,
    sender: row.sender,
    mine,
    body: reader === null || mine ? row.body : maskContacts(row.body),
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    context: contexts(row.context, row.context),
  };
}

export const otherSide = (side: ChatSide): ChatSide => (side === 'buyer' ? 'seller' : 'buyer');

/** The parts of a list entry both the parties' and the back office's lists show. */
async function summaryParts(ctx: Ctx, rows: ChatListRow[]) {
  const ids = rows.map((row) => row.chat.id);
  const [lastMessages, unreadRows, contexts] = await Promise.all([
    findLastMessages(ctx.db, ids),
    countUnreadBySender(ctx.db, ids),
    loadContexts(
      ctx,
      rows.map((row) => chatContextRef(row.chat)),
    ),
  ]);
  const lastOf = new Map(lastMessages.map((message) => [message.chatId, message]));
  const unreadFrom = (chatId: number, sender: ChatSide) =>
    unreadRows.find((row) => row.chatId === chatId && row.sender === sender)?.unread ?? 0;
  return rows.map((row) => {
    const last = lastOf.get(row.chat.id);
    return {
      row,
      last,
      unreadFrom: (sender: ChatSide) => unreadFrom(row.chat.id, sender),
      common: {
        id: row.chat.id,
        vendor: {
          id: row.chat.vendorId,
          name: row.vendorName,
          slug: row.vendorSlug,
          logo: row.vendorLogo === null ? null : ctx.uploadUrl(row.vendorLogo),
        },
        buyer: { id: row.chat.buyerId, name: row.buyerName },
        context: contexts(chatContextRef(row.chat)),
        updated_at: row.chat.updatedAt.toISOString(),
      },
    };
  });
}

/** List entries as `sideOf` each conversation sees it (a seller may also be a shopper of other shops). */
export async function chatSummaries(
  ctx: Ctx,
  rows: ChatListRow[],
  sideOf: (row: ChatListRow) => ChatSide,
): Promise<ChatSummary[]> {
  return (await summaryParts(ctx, rows)).map(({ row, last, unreadFrom, common }) => {
    const side = sideOf(row);
    return {
      ...common,
      side,
      last_message: last
        ? {
            body: last.sender === side ? last.body : maskContacts(last.body),
            sender: last.sender,
            created_at: last.createdAt.toISOString(),
          }
        : null,
      unread: unreadFrom(otherSide(side)),
    };
  });
}

/** The back office's list entries: nothing masked, both sides' unread messages. */
export async function adminChatSummaries(ctx: Ctx, rows: ChatListRow[]): Promise<AdminChatSummary[]> {
  return (await summaryParts(ctx, rows)).map(({ row, last, unreadFrom, common }) => ({
    ...common,
    last_message: last ? { body: last.body, sender: last.sender, created_at: last.createdAt.toISOString() } : null,
    unread: { by_buyer: unreadFrom('seller'), by_seller: unreadFrom('buyer') },
    created_at: row.chat.createdAt.toISOString(),
  }));
}
