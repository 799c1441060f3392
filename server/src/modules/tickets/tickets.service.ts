/**
 * Help-support tickets, the shopper's side: categories, creating a ticket (optionally about one of their orders),
 * replying, listing, reading, resolving or closing, and downloading attachments. Another shopper's ticket or
 * attachment is a 404. Every write is one transaction, entered only once every file has been read and recognised.
 * The back office's side is `support-tickets.ts`, published here.
 */
import type { Page, TicketCategory, TicketDetail, TicketReply, TicketSummary } from '#contract';
import type { Database } from '../../db/database';
import { pageOf } from '../../lib/page-of';
import { consumeRateLimit } from '../../lib/rate-limits/rate-limits';
import { type FieldMessage, notFound, validationFailed } from '../../plugins/http-errors';
import type { UploadedFile } from '../../plugins/multipart';
import type { RequestContext } from '../../plugins/request-context';
import type { UserRow } from '../auth/users.service';
import { toAttachments } from './ticket-attachments';
import { allowed, replyMove, shopperStatusMove } from './ticket-status';
import { replyView, SHOPPER_ATTACHMENT_PATH, ticketDetail, ticketSummary } from './ticket-views';
import {
  categoryExists,
  findAttachment,
  findCategories,
  findTicket,
  findTickets,
  insertAttachments,
  insertReply,
  insertTicket,
  lockTicket,
  shopperOwnsOrder,
  updateTicket,
} from './tickets.repository';
import type { CreateTicketInput, TicketPageQuery } from './tickets.schemas';

export {
  type AdminTicketQuery,
  adminTicket,
  adminTicketAttachment,
  adminTickets,
  setSupportTicketStatus,
  supportReply,
  type TicketsSetup,
} from './support-tickets';
// What the back office's routes take alike: a reply's text, and the same upload limits.
export { TICKET_UPLOAD_LIMITS } from './ticket-attachments';
export { ticketMessageSchema } from './tickets.schemas';

type Ctx = Pick<RequestContext, 'db' | 'locale' | 'now'>;

/** Tickets and replies one shopper may write per hour: room for a real exchange, none for flooding support. */
export const TICKET_WRITES_PER_HOUR = 20;
const WRITE_RULES = [{ limit: TICKET_WRITES_PER_HOUR, windowSeconds: 3600 }];

/**
 * Counts one ticket or reply against the shopper's hourly limit, under the key's lock until the write commits, so
 * parallel writes on every instance are counted one after another (429 beyond it, and the write is not made).
 */
async function countWrite(tx: Database, userId: number): Promise<void> {
  await consumeRateLimit(tx, `ticket-write:user:${userId}`, WRITE_RULES, 'tickets.tooManyWrites');
}

export async function ticketCategories(ctx: Ctx): Promise<TicketCategory[]> {
  return findCategories(ctx.db, ctx.locale);
}

/** GET /ticket/{id}. */
export async function shopperTicket(ctx: Ctx, userId: number, id: number): Promise<TicketDetail> {
  const row = await findTicket(ctx.db, { id, userId }, ctx.locale);
  if (!row) throw notFound('tickets.notFound');
  return ticketDetail(ctx.db, row, ctx.locale, SHOPPER_ATTACHMENT_PATH);
}

/** POST /ticket: the category must exist, the order (if any) be the shopper's own; then one transaction. */
export async function createTicket(
  ctx: Ctx,
  user: UserRow,
  input: CreateTicketInput,
  files: readonly UploadedFile[],
): Promise<TicketDetail> {
  const errors: Record<string, FieldMessage[]> = {};
  if (!(await categoryExists(ctx.db, input.category_id))) errors.category_id = [{ key: 'tickets.categoryUnknown' }];
  if (input.order_id !== undefined && !(await shopperOwnsOrder(ctx.db, user.id, input.order_id))) {
    errors.order_id = [{ key: 'tickets.orderNotYours' }];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const attachments = await toAttachments(files);
  const id = await ctx.db.transaction(async (tx) => {
    await countWrite(tx, user.id);
    const ticket = await insertTicket(tx, {
      userId: user.id,
      categoryId: input.category_id,
      orderId: input.order_id ?? null,
      subject: input.subject,
      priority: input.priority,
      message: input.message,
      status: 'open',
      awaitingSince: ctx.now,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await insertAttachments(tx, ticket.id, null, attachments);
    return ticket.id;
  });
  return shopperTicket(ctx, user.id, id);
}

/** POST /ticket-reply: reopens an answered or resolved ticket; a closed one takes no reply (409, nothing stored). */
export async function replyAsShopper(
  ctx: Ctx,
  user: UserRow,
  input: { ticket_id: number; message: string },
  files: readonly UploadedFile[],
): Promise<TicketReply> {
  const attachments = await toAttachments(files);
  return ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, input.ticket_id, user.id);
    if (!ticket) throw notFound('tickets.notFound');
    const move = allowed(replyMove(ticket, 'shopper', ctx.now));
    await countWrite(tx, user.id);
    const replyId = await insertReply(tx, {
      ticketId: ticket.id,
      author: 'shopper',
      userId: user.id,
      message: input.message,
      createdAt: ctx.now,
    });
    const written = await insertAttachments(tx, ticket.id, replyId, attachments);
    await updateTicket(tx, ticket.id, { ...move, updatedAt: ctx.now });
    const row = { id: replyId, author: 'shopper' as const, authorName: user.name, message: input.message };
    return replyView({ ...row, createdAt: ctx.now }, written, ctx.locale, SHOPPER_ATTACHMENT_PATH);
  });
}

export async function shopperTickets(ctx: Ctx, userId: number, query: TicketPageQuery): Promise<Page<TicketSummary>> {
  const { rows, total } = await findTickets(
    ctx.db,
    { userId, status: query.status },
    { locale: ctx.locale, limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return pageOf(rows.map(ticketSummary), total, query.page, query.per_page);
}

/** POST /ticket-status: resolved from open or answered, closed from anything but closed. */
export async function setShopperTicketStatus(
  ctx: Ctx,
  userId: number,
  body: { ticket_id: number; status: 'resolved' | 'closed' },
): Promise<TicketDetail> {
  await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, body.ticket_id, userId);
    if (!ticket) throw notFound('tickets.notFound');
    const move = allowed(shopperStatusMove(ticket, body.status, ctx.now));
    await updateTicket(tx, ticket.id, { ...move, updatedAt: ctx.now });
  });
  return shopperTicket(ctx, userId, body.ticket_id);
}

/** GET /ticket-attachment/{id}: the bytes of one of the shopper's own tickets' attachments. */
export async function shopperTicketAttachment(ctx: Ctx, userId: number, id: number) {
  const found = await findAttachment(ctx.db, id, userId);
  if (!found) throw notFound('tickets.attachmentNotFound');
  return found;
}
