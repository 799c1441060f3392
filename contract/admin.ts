/**
 * The back office's API (`/api/v1/admin/…`, behind `Authorization: Bearer <ADMIN_TOKEN>`) as `npm run admin` and the
 * operator's own tools read it. The spec shows no back office; these are our own calls (issue 13).
 */
import type { OrderStatus } from './checkout';
import type { OrderDetail, OrderReturn, Refund, ReturnStatus } from './orders';
import type { ReviewKind } from './reviews';
import type { TicketDetail, TicketStatus, TicketSummary } from './tickets';

/** GET /admin/orders `data` entries and GET /admin/orders/{id}: any shopper's order, with who placed it. */
export interface AdminOrder extends OrderDetail {
  customer: { user_id: number | null; name: string; phone: string; guest: boolean };
}

/** PATCH /admin/orders/{id}: the next status (the one state machine decides), and/or the rider. */
export interface AdminOrderPatchBody {
  status?: OrderStatus;
  shipper_id?: number;
  /** Written to the history beside the move. */
  note?: string;
  /** Required to cancel: one of GET /order-cancel/reason. */
  reason_id?: number;
}

/** GET /admin/returns `data` entries. */
export interface AdminReturn extends OrderReturn {
  order_id: number;
  invoice_number: string;
  refund_account: string | null;
}

/** PATCH /admin/returns/{id}. */
export interface AdminReturnPatchBody {
  status: Exclude<ReturnStatus, 'requested'>;
  note?: string;
}

/** GET /admin/refunds `data` entries: the account unmasked, and why a failed one failed. */
export interface AdminRefund extends Refund {
  order_id: number;
  invoice_number: string;
  detail: string | null;
  reference: string | null;
}

/** PATCH /admin/refunds/{id}: a wallet refund sent by hand (`refunded` with its reference), or a failed one retried. */
export type AdminRefundPatchBody = { status: 'refunded'; reference: string } | { status: 'pending' };

/** GET /admin/reviews `data` entries. */
export interface AdminReview {
  id: number;
  kind: ReviewKind;
  rating: number;
  review: string;
  author: string;
  hidden: boolean;
  created_at: string;
  order_id: number | null;
  subject: { id: number; name: string };
}

/** PATCH /admin/reviews/{id}. */
export interface AdminReviewPatchBody {
  hidden: boolean;
}

/** Who wrote a ticket, as the back office sees them. */
export interface AdminTicketCustomer {
  user_id: number;
  name: string;
  phone: string | null;
}

/** GET /admin/tickets `data` entries. `overdue`: open and unanswered for over TICKET_ANSWER_HOURS. */
export interface AdminTicketSummary extends TicketSummary {
  customer: AdminTicketCustomer;
  /** Since when the shopper has waited for an answer (null unless open). */
  awaiting_since: string | null;
  overdue: boolean;
}

/** GET /admin/tickets/{id}: the whole thread; attachments download from `/api/v1/admin/ticket-attachment/{id}`. */
export interface AdminTicket extends TicketDetail {
  customer: AdminTicketCustomer;
  awaiting_since: string | null;
  overdue: boolean;
}

/** POST /admin/tickets/{id}/reply (JSON, or multipart/form-data with up to TICKET_ATTACHMENTS_MAX `attachments[]`). */
export interface AdminTicketReplyFields {
  message: string;
}

/** POST /admin/tickets/{id}/status: any other status, except that a closed ticket stays closed. */
export interface AdminTicketStatusBody {
  status: TicketStatus;
}
