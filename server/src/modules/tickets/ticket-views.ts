/** Ticket rows as the contract's shapes, for the shopper's calls and the back office's alike. */
import type { Locale, TicketAttachment, TicketDetail, TicketReply, TicketSummary } from '#contract';
import type { Database } from '../../db/database';
import { translate } from '../../i18n/locale';
import {
  type AttachmentListRow,
  findAttachmentList,
  findReplies,
  type ReplyRow,
  type TicketListRow,
} from './tickets.repository';

/** Where an attachment downloads from: the shopper's call or the back office's. */
export type AttachmentPath = (id: number) => string;

export const SHOPPER_ATTACHMENT_PATH: AttachmentPath = (id) => `/api/v1/ticket-attachment/${id}`;

export function ticketSummary(row: TicketListRow): TicketSummary {
  const { ticket } = row;
  return {
    id: ticket.id,
    subject: ticket.subject,
    category: { id: ticket.categoryId, name: row.categoryName },
    priority: ticket.priority,
    status: ticket.status,
    order:
      ticket.orderId !== null && row.invoiceNumber ? { id: ticket.orderId, invoice_number: row.invoiceNumber } : null,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
  };
}

const attachmentOf = (row: AttachmentListRow, path: AttachmentPath): TicketAttachment => ({
  id: row.id,
  name: row.name,
  type: row.type,
  size: row.size,
  url: path(row.id),
});

function replyOf(row: ReplyRow, attachments: TicketAttachment[], locale: Locale): TicketReply {
  return {
    id: row.id,
    author: row.author,
    author_name: row.author === 'support' ? translate(locale, 'tickets.supportName') : (row.authorName ?? ''),
    message: row.message,
    attachments,
    created_at: row.createdAt.toISOString(),
  };
}

/** The ticket with its own message and attachments, then its replies (each with its attachments), oldest first. */
export async function ticketDetail(
  db: Database,
  row: TicketListRow,
  locale: Locale,
  path: AttachmentPath,
): Promise<TicketDetail> {
  // One query after another: inside a transaction the connection runs one at a time on PostgreSQL.
  const replies = await findReplies(db, row.ticket.id);
  const attachments = await findAttachmentList(db, row.ticket.id);
  const of = (replyId: number | null) =>
    attachments.filter((file) => file.replyId === replyId).map((file) => attachmentOf(file, path));
  return {
    ...ticketSummary(row),
    message: row.ticket.message,
    attachments: of(null),
    replies: replies.map((reply) => replyOf(reply, of(reply.id), locale)),
  };
}

/** A reply just written, with the attachments written with it. */
export const replyView = (
  row: ReplyRow,
  files: readonly AttachmentListRow[],
  locale: Locale,
  path: AttachmentPath,
): TicketReply =>
  replyOf(
    row,
    files.map((file) => attachmentOf(file, path)),
    locale,
  );
