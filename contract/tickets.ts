/**
 * Help-support tickets (issue 14). Statuses: open → answered (support replied) → resolved → closed. A shopper's
 * reply reopens an answered or resolved ticket; a closed one stays closed. Attachments are JPEG, PNG, WebP or PDF,
 * recognised by their content, downloaded only by their owner and support.
 */

export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATUSES = ['open', 'answered', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What a shopper may set through POST /ticket-status. */
export const TICKET_SHOPPER_STATUSES = ['resolved', 'closed'] as const;
export type TicketShopperStatus = (typeof TICKET_SHOPPER_STATUSES)[number];

export const TICKET_SUBJECT_MAX_LENGTH = 150;
export const TICKET_MESSAGE_MAX_LENGTH = 5000;

/** The only attachment types, as recognised from the file's content. */
export const TICKET_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type TicketAttachmentType = (typeof TICKET_ATTACHMENT_TYPES)[number];
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_ATTACHMENTS_MAX = 3;

/** Hours within which support should first answer a complaint (Digital Commerce Operation Guidelines 2021). */
export const TICKET_ANSWER_HOURS = 72;

export const TICKET_PAGE_SIZE = 10;

/** GET /ticket-categories `data` entries. */
export interface TicketCategory {
  id: number;
  name: string;
}

export interface TicketAttachment {
  id: number;
  /** The name it was uploaded with (shown, and given back on download). */
  name: string;
  type: TicketAttachmentType;
  size: number;
  /** The API path that downloads it (`/api/v1/ticket-attachment/{id}`), with the Bearer token. */
  url: string;
}

export interface TicketReply {
  id: number;
  author: 'shopper' | 'support';
  /** The shopper's name, or the support team's name in the reader's language. */
  author_name: string;
  message: string;
  attachments: TicketAttachment[];
  created_at: string;
}

/** GET /ticket `data` entries (a Page), most recently updated first. */
export interface TicketSummary {
  id: number;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  order: { id: number; invoice_number: string } | null;
  created_at: string;
  updated_at: string;
}

/** GET /ticket/{id} `data`: the ticket's own message and attachments, then the replies, oldest first. */
export interface TicketDetail extends TicketSummary {
  message: string;
  attachments: TicketAttachment[];
  replies: TicketReply[];
}

/** POST /ticket (multipart/form-data): these fields plus up to TICKET_ATTACHMENTS_MAX `attachments[]` files. */
export interface CreateTicketFields {
  subject: string;
  category_id: number;
  priority: TicketPriority;
  message: string;
  order_id?: number;
}

/** POST /ticket-reply (multipart/form-data, or JSON without files): `data` is the new TicketReply. */
export interface TicketReplyFields {
  ticket_id: number;
  message: string;
}

/** POST /ticket-status body; `data` is the TicketDetail. */
export interface TicketStatusBody {
  ticket_id: number;
  status: TicketShopperStatus;
}
