/**
 * Help-support tickets (issue 14): categories, tickets with their first message, replies, and attachments whose
 * bytes live in the database so that every API instance serves the same files.
 */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { TICKET_ATTACHMENT_TYPES, TICKET_PRIORITIES, TICKET_STATUSES } from '#contract';
import { users } from './accounts';
import { at } from './columns';
import { orders } from './orders';

/** PostgreSQL bytea as a Buffer on both drivers (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const ticketCategories = pgTable('ticket_categories', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameBn: text('name_bn').notNull(),
  position: smallint('position').notNull().default(0),
});

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => ticketCategories.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    /** Plain text, NFC, trimmed. */
    message: text('message').notNull(),
    /** Since when the shopper has waited for support's answer (null while it is support's turn no more). */
    awaitingSince: at('awaiting_since'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.updatedAt),
    index('tickets_status_idx').on(t.status, t.awaitingSince),
  ],
);

export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['shopper', 'support'] }).notNull(),
    /** The shopper who wrote it; null for support. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.ticketId, t.id)],
);

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Null for the ticket's own attachments. */
    replyId: integer('reply_id').references(() => ticketReplies.id, { onDelete: 'cascade' }),
    /** Generated; never the uploaded name. */
    storedName: text('stored_name').notNull().unique(),
    /** As uploaded (shown and offered back on download). */
    originalName: text('original_name').notNull(),
    type: text('type', { enum: TICKET_ATTACHMENT_TYPES }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ticket_attachments_ticket_idx').on(t.ticketId),
    check('ticket_attachments_size_positive', sql`${t.size} > 0`),
  ],
);
