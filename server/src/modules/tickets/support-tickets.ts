/**
 * Help-support tickets, the back office's side (behind ADMIN_TOKEN): every shopper's tickets with who wrote them
 * and whether they are overdue (open and unanswered for over TICKET_ANSWER_HOURS, by the request's clock), support's
 * replies and status changes. A reply or a move is put on the shopper's live stream inside its transaction; a reply
 * also texts the shopper, in their language, once it has committed.
 */
import type { AdminTicket, AdminTicketSummary, Page, TicketStatus } from '#contract';
import type { Config } from '../../config';
import { translate } from '../../i18n/locale';
import { publishLive } from '../../lib/live/publish-live';
import { pageOf } from '../../lib/page-of';
import { sendAfterAnswer } from '../../lib/sms/send-after-answer';
import type { SmsProvider } from '../../lib/sms/sms-provider';
import { notFound } from '../../plugins/http-errors';
import type { UploadedFile } from '../../plugins/multipart';
import type { RequestContext } from '../../plugins/request-context';
import { toAttachments } from './ticket-attachments';
import { allowed, isOverdue, overdueSince, replyMove, supportStatusMove } from './ticket-status';
import { type AttachmentPath, ticketDetail, ticketSummary } from './ticket-views';
import {
  findAttachment,
  findTicket,
  findTickets,
  insertAttachments,
  insertReply,
  lockTicket,
  type TicketListRow,
  updateTicket,
} from './tickets.repository';

/** What support's calls keep for the app's life: where the shoppers' SMS go, and the site their links point to. */
export interface TicketsSetup {
  sms: SmsProvider;
  siteUrl: Config['siteUrl'];
}

type Ctx = Pick<RequestContext, 'db' | 'locale' | 'now'>;

const ADMIN_ATTACHMENT_PATH: AttachmentPath = (id) => `/api/v1/admin/ticket-attachment/${id}`;

function backOfficeFacts(row: TicketListRow, now: Date) {
  return {
    customer: { user_id: row.ticket.userId, name: row.customerName, phone: row.customerPhone },
    awaiting_since: row.ticket.awaitingSince?.toISOString() ?? null,
    overdue: isOverdue(row.ticket, now),
  };
}

export interface AdminTicketQuery {
  status?: TicketStatus;
  overdue?: boolean;
  page: number;
}

const ADMIN_PAGE_SIZE = 20;

/** GET /admin/tickets: most recently updated first; `overdue` keeps the open ones past the answer target. */
export async function adminTickets(ctx: Ctx, query: AdminTicketQuery): Promise<Page<AdminTicketSummary>> {
  const { rows, total } = await findTickets(
    ctx.db,
    { status: query.status, ...(query.overdue && { waitingSince: overdueSince(ctx.now) }) },
    { locale: ctx.locale, limit: ADMIN_PAGE_SIZE, offset: (query.page - 1) * ADMIN_PAGE_SIZE },
  );
  const data = rows.map((row) => ({ ...ticketSummary(row), ...backOfficeFacts(row, ctx.now) }));
  return pageOf(data, total, query.page, ADMIN_PAGE_SIZE);
}

async function ticketRow(ctx: Ctx, id: number): Promise<TicketListRow> {
  const row = await findTicket(ctx.db, { id }, ctx.locale);
  if (!row) throw notFound('tickets.notFound');
  return row;
}

const adminView = async (ctx: Ctx, row: TicketListRow): Promise<AdminTicket> => ({
  ...(await ticketDetail(ctx.db, row, ctx.locale, ADMIN_ATTACHMENT_PATH)),
  ...backOfficeFacts(row, ctx.now),
});

/** GET /admin/tickets/{id}. */
export async function adminTicket(ctx: Ctx, id: number): Promise<AdminTicket> {
  return adminView(ctx, await ticketRow(ctx, id));
}

/** The SMS telling a shopper that support has answered, in their language, with the ticket's page. */
function sendReplyNotice(ctx: Pick<RequestContext, 'log'>, setup: TicketsSetup, row: TicketListRow): void {
  if (!row.customerPhone) return;
  const locale = row.customerLocale;
  const url = `${setup.siteUrl}${locale === 'bn' ? '/bn' : ''}/user/help-support/${row.ticket.id}`;
  const text = translate(locale, 'tickets.smsSupportReplied', { id: row.ticket.id, url });
  sendAfterAnswer(setup.sms, ctx.log, { to: row.customerPhone, text }, { ticketId: row.ticket.id });
}

/** POST /admin/tickets/{id}/reply: the ticket becomes answered; the shopper hears of it live and by SMS. */
export async function supportReply(
  ctx: Pick<RequestContext, 'db' | 'locale' | 'now' | 'log'>,
  setup: TicketsSetup,
  id: number,
  message: string,
  files: readonly UploadedFile[],
): Promise<AdminTicket> {
  const attachments = await toAttachments(files);
  await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw notFound('tickets.notFound');
    const move = allowed(replyMove(ticket, 'support', ctx.now));
    const replyId = await insertReply(tx, { ticketId: id, author: 'support', message, createdAt: ctx.now });
    await insertAttachments(tx, id, replyId, attachments);
    await updateTicket(tx, id, { ...move, updatedAt: ctx.now });
    await publishLive(tx, [ticket.userId], { type: 'ticket', ticket_id: id, status: move.status });
  });
  const row = await ticketRow(ctx, id);
  sendReplyNotice(ctx, setup, row);
  return adminView(ctx, row);
}

/** POST /admin/tickets/{id}/status: any other status, except that a closed ticket stays closed. */
export async function setSupportTicketStatus(ctx: Ctx, id: number, status: TicketStatus): Promise<AdminTicket> {
  await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw notFound('tickets.notFound');
    const move = allowed(supportStatusMove(ticket, status, ctx.now));
    await updateTicket(tx, id, { ...move, updatedAt: ctx.now });
    await publishLive(tx, [ticket.userId], { type: 'ticket', ticket_id: id, status: move.status });
  });
  return adminTicket(ctx, id);
}

/** GET /admin/ticket-attachment/{id}: any ticket's attachment. */
export async function adminTicketAttachment(ctx: Ctx, id: number) {
  const found = await findAttachment(ctx.db, id);
  if (!found) throw notFound('tickets.attachmentNotFound');
  return found;
}
