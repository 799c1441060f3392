import { z } from 'zod';
import { type AdminTicketReplyFields, type AdminTicketStatusBody, TICKET_STATUSES } from '#contract';
import { ticketMessageSchema } from '../tickets/tickets.service';

export const adminTicketListQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  /** `overdue=true`: only the open tickets past the answer target. */
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminTicketReplyBodySchema = z.object({
  message: ticketMessageSchema,
}) satisfies z.ZodType<unknown, AdminTicketReplyFields>;

export const adminTicketStatusBodySchema = z.object({ status: z.enum(TICKET_STATUSES) }).strict() satisfies z.ZodType<
  unknown,
  AdminTicketStatusBody
>;
