/**
 * Chat (issue 14): one conversation per shopper and shop, its messages, and the live events every signed-in user's
 * stream is fed from. An event is a row before it is a notification, so a reconnect replays what it missed.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHAT_SIDES, type ChatContext, type LiveEvent } from '#contract';
import { users } from './accounts';
import { vendors } from './catalogue';
import { at } from './columns';
import { orders } from './orders';

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** The product the shopper last started the chat from (kept without a reference, like order lines). */
    contextProductId: integer('context_product_id'),
    contextOrderId: integer('context_order_id').references(() => orders.id, { onDelete: 'set null' }),
    lastMessageAt: at('last_message_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_buyer_vendor_key').on(t.buyerId, t.vendorId),
    index('chats_vendor_idx').on(t.vendorId, t.updatedAt),
    index('chats_buyer_idx').on(t.buyerId, t.updatedAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: CHAT_SIDES }).notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text, NFC, trimmed, as the shopper or seller wrote it (masking happens when it is shown). */
    body: text('body').notNull(),
    /** The conversation's context when it was sent, when it changed since the message before. */
    context: jsonb('context').$type<ChatContext>(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    index('chat_messages_unread_idx').on(t.chatId, t.sender).where(sql`${t.readAt} is null`),
  ],
);

/** One event for one user's live stream; `id` is the SSE event id a reconnect resumes after. */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: jsonb('event').$type<LiveEvent>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);
