import type {
  Page,
  TicketCategory,
  TicketDetail,
  TicketReply,
  TicketStatus,
  TicketStatusBody,
  TicketSummary,
} from '#contract';
import { apiGet, apiGetFile, apiPost } from '@/lib/api/api-client';

export const fetchTicketCategories = (signal?: AbortSignal) =>
  apiGet<TicketCategory[]>('/ticket-categories', undefined, signal);

/** The signed-in shopper's tickets, most recently updated first (needs a verified phone). */
export const fetchTickets = (query: { page: number; status?: TicketStatus }, signal?: AbortSignal) =>
  apiGet<Page<TicketSummary>>('/ticket', query, signal);

/** One of the shopper's tickets with its replies; another shopper's answers 404. */
export const fetchTicket = (id: number, signal?: AbortSignal) =>
  apiGet<TicketDetail>(`/ticket/${id}`, undefined, signal);

/** POST /ticket with `tickets.ts`' ticketForm. */
export const createTicket = (form: FormData) => apiPost<TicketDetail>('/ticket', form);

/** POST /ticket-reply with `tickets.ts`' replyForm. */
export const replyToTicket = (form: FormData) => apiPost<TicketReply>('/ticket-reply', form);

export const setTicketStatus = (body: TicketStatusBody) => apiPost<TicketDetail>('/ticket-status', body);

/** An attachment's bytes (only its ticket's owner and support may have them). */
export const downloadAttachment = (id: number) => apiGetFile(`/ticket-attachment/${id}`);
