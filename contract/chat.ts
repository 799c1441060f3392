/**
 * Chat (issue 14): one conversation per shopper and shop, reused whenever the shopper starts a chat with that shop
 * again (with the new product or order as its context). A seller is a user whose `scope` is `vendor`; they answer
 * for their shop on the same site. Messages are plain text: shown escaped, links never made clickable.
 */

/** Characters of a message, after trimming and NFC. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** Messages one user may send per minute (a 429 with a clear message beyond it). */
export const CHAT_MESSAGES_PER_MINUTE = 30;

/** Conversations per page of GET /chat, and messages per page of GET /chat/{id}. */
export const CHAT_LIST_PAGE_SIZE = 20;
export const CHAT_MESSAGES_PAGE_SIZE = 30;

/** Which side of a conversation someone writes from. */
export const CHAT_SIDES = ['buyer', 'seller'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** What a conversation (or a message) is about: the product or the order the shopper started it from. */
export type ChatContext =
  | { kind: 'product'; id: number; name: string; slug: string; image: string | null }
  | { kind: 'order'; id: number; invoice_number: string };

/** A message as its reader sees it. `body` is plain text (masked: see the chat module's README). */
export interface ChatMessage {
  id: number;
  chat_id: number;
  sender: ChatSide;
  /** Sent by the reader's side. */
  mine: boolean;
  body: string;
  created_at: string;
  /** When the other side read it; null until then (read receipts). */
  read_at: string | null;
  /** The context the conversation had when this message was sent, when it changed since the message before. */
  context: ChatContext | null;
}

/** GET /chat `data` entries, most recent activity first, as the signed-in user sees them. */
export interface ChatSummary {
  id: number;
  /** The reader's side: buyer for a shopper, seller for the shop's seller. */
  side: ChatSide;
  vendor: { id: number; name: string; slug: string; logo: string | null };
  /** The shopper; the seller sees their name only (never their phone or e-mail). */
  buyer: { id: number; name: string };
  last_message: { body: string; sender: ChatSide; created_at: string } | null;
  /** Messages from the other side the reader has not read. */
  unread: number;
  /** The latest context (the product or order the chat was last started from). */
  context: ChatContext | null;
  updated_at: string;
}

/** GET /chat/{id}?before=&per_page= `data`: the conversation and one page of its messages, oldest first. */
export interface ChatThread {
  chat: ChatSummary;
  messages: ChatMessage[];
  /** Older messages exist: ask again with `before` = the first message's id. */
  has_more: boolean;
}

/** POST /chat/chat-with-seller body; `data` is `{ id }` of the (possibly existing) conversation. */
export interface ChatWithSellerBody {
  vendor_id: number;
  product_id?: number;
  order_id?: number;
}

/** POST /chat/store body; `data` is the stored ChatMessage. */
export interface ChatStoreBody {
  chat_id: number;
  message: string;
}

/** POST /chat/read body: marks the other side's messages up to `up_to` (default: all) read. */
export interface ChatReadBody {
  chat_id: number;
  up_to?: number;
}

/** GET /admin/chats `data` entries (back office): both parties' view, nothing masked, nothing marked read. */
export interface AdminChatSummary extends Omit<ChatSummary, 'side' | 'unread'> {
  /** Messages each side has not read yet. */
  unread: { by_buyer: number; by_seller: number };
  created_at: string;
}

/** GET /admin/chats/{id}?before=&per_page= `data`: like ChatThread; every message has `mine` false. */
export interface AdminChatThread {
  chat: AdminChatSummary;
  messages: ChatMessage[];
  has_more: boolean;
}

/** GET /chat/unread `data`: the header badge's number. */
export interface ChatUnread {
  unread: number;
}
