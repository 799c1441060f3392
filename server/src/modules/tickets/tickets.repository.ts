/**
 * The ticket tables (this module owns them: categories, tickets, replies, attachments). A ticket's order and shopper
 * are read here, read-only, for their invoice number, name, phone and language.
 */
import { and, asc, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Locale, TicketStatus } from '#contract';
import type { Database } from '../../db/database';
import { orders, ticketAttachments, ticketCategories, ticketReplies, tickets, users } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';

export type TicketRow = typeof tickets.$inferSelect;
export type NewAttachment = Omit<typeof ticketAttachments.$inferInsert, 'id' | 'ticketId' | 'replyId' | 'createdAt'>;

const attachmentColumns = {
  id: ticketAttachments.id,
  replyId: ticketAttachments.replyId,
  name: ticketAttachments.originalName,
  type: ticketAttachments.type,
  size: ticketAttachments.size,
};

export function findCategories(db: Database, locale: Locale) {
  return db
    .select({ id: ticketCategories.id, name: byLocale(locale, ticketCategories.nameEn, ticketCategories.nameBn) })
    .from(ticketCategories)
    .orderBy(asc(ticketCategories.position), asc(ticketCategories.id));
}

export async function categoryExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: ticketCategories.id }).from(ticketCategories).where(eq(ticketCategories.id, id));
  return row !== undefined;
}

export async function shopperOwnsOrder(db: Database, userId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row !== undefined;
}

export async function insertTicket(db: Database, values: typeof tickets.$inferInsert): Promise<TicketRow> {
  const [row] = await db.insert(tickets).values(values).returning();
  if (!row) throw new Error('ticket not inserted');
  return row;
}

export async function insertReply(db: Database, values: typeof ticketReplies.$inferInsert): Promise<number> {
  const [row] = await db.insert(ticketReplies).values(values).returning({ id: ticketReplies.id });
  if (!row) throw new Error('reply not inserted');
  return row.id;
}

/** Answers them as a thread lists them (without their bytes). */
export async function insertAttachments(
  db: Database,
  ticketId: number,
  replyId: number | null,
  files: readonly NewAttachment[],
): Promise<AttachmentListRow[]> {
  if (files.length === 0) return [];
  return db
    .insert(ticketAttachments)
    .values(files.map((file) => ({ ...file, ticketId, replyId })))
    .returning(attachmentColumns);
}

export async function updateTicket(db: Database, id: number, change: Partial<TicketRow>): Promise<void> {
  await db.update(tickets).set(change).where(eq(tickets.id, id));
}

/** The ticket row alone, locked for the rest of the transaction; only the shopper's own when `userId` is given. */
export async function lockTicket(db: Database, id: number, userId?: number): Promise<TicketRow | undefined> {
  const owner = userId === undefined ? undefined : eq(tickets.userId, userId);
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), owner))
    .for('update');
  return row;
}

export interface TicketFilter {
  userId?: number;
  id?: number;
  status?: TicketStatus;
  /** Open tickets waiting since before this instant. */
  waitingSince?: Date;
}

function ticketWhere(filter: TicketFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(tickets.userId, filter.userId),
    filter.id === undefined ? undefined : eq(tickets.id, filter.id),
    filter.status === undefined ? undefined : eq(tickets.status, filter.status),
    filter.waitingSince === undefined
      ? undefined
      : and(eq(tickets.status, 'open'), lt(tickets.awaitingSince, filter.waitingSince)),
  );
}

function ticketRows(db: Database, locale: Locale) {
  return db
    .select({
      ticket: tickets,
      categoryName: byLocale(locale, ticketCategories.nameEn, ticketCategories.nameBn),
      invoiceNumber: orders.invoiceNumber,
      customerName: users.name,
      customerPhone: users.phone,
      customerLocale: users.locale,
    })
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(orders, eq(orders.id, tickets.orderId));
}

/** One page of tickets, most recently updated first, with how many match. */
export async function findTickets(
  db: Database,
  filter: TicketFilter,
  { locale, limit, offset }: { locale: Locale; limit: number; offset: number },
) {
  const where = ticketWhere(filter);
  const [rows, [total]] = await Promise.all([
    ticketRows(db, locale).where(where).orderBy(desc(tickets.updatedAt), desc(tickets.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(tickets).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findTicket(db: Database, filter: TicketFilter & { id: number }, locale: Locale) {
  const [row] = await ticketRows(db, locale).where(ticketWhere(filter));
  return row;
}

export type TicketListRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

export function findReplies(db: Database, ticketId: number) {
  return db
    .select({
      id: ticketReplies.id,
      author: ticketReplies.author,
      authorName: users.name,
      message: ticketReplies.message,
      createdAt: ticketReplies.createdAt,
    })
    .from(ticketReplies)
    .leftJoin(users, eq(users.id, ticketReplies.userId))
    .where(eq(ticketReplies.ticketId, ticketId))
    .orderBy(asc(ticketReplies.id));
}

export type ReplyRow = Awaited<ReturnType<typeof findReplies>>[number];

/** A ticket's attachments without their bytes, oldest first. */
export function findAttachmentList(db: Database, ticketId: number) {
  return db
    .select(attachmentColumns)
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticketId))
    .orderBy(asc(ticketAttachments.id));
}

export type AttachmentListRow = Awaited<ReturnType<typeof findAttachmentList>>[number];

/** One attachment with its bytes; only of the shopper's own tickets when `userId` is given. */
export async function findAttachment(db: Database, id: number, userId?: number) {
  const [row] = await db
    .select({
      name: ticketAttachments.originalName,
      type: ticketAttachments.type,
      content: ticketAttachments.content,
    })
    .from(ticketAttachments)
    .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
    .where(and(eq(ticketAttachments.id, id), userId === undefined ? undefined : eq(tickets.userId, userId)));
  return row;
}
