import { z } from 'zod';
import {
  type CreateTicketFields,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITIES,
  TICKET_SHOPPER_STATUSES,
  TICKET_STATUSES,
  TICKET_SUBJECT_MAX_LENGTH,
  type TicketReplyFields,
  type TicketStatusBody,
} from '#contract';
import { formIdSchema, idSchema } from '../../lib/id-schema';
import { withNameRules } from '../../lib/name-text';
import { zodMessage } from '../../plugins/http-errors';

/**
 * A ticket's text: trimmed, NFC, 1 to `max` characters after that; U+0000 refused on its field (PostgreSQL's text
 * cannot hold it). Kept as plain text: the storefront shows it escaped, links and all.
 */
const ticketText = (max: number) =>
  z
    .string()
    .trim()
    .transform((value) => value.normalize('NFC'))
    .refine((value) => !value.includes('\u0000'), zodMessage('errors.textControl'))
    .refine((value) => value.length > 0, zodMessage('tickets.textRequired'))
    .refine((value) => value.length <= max, zodMessage('tickets.textTooLong', { max }));

/** A form sends an unchosen optional select as an empty string: that is none. */
const optionalId = z.preprocess(
  (value: number | undefined) => ((value as unknown) === '' ? undefined : value),
  formIdSchema.optional(),
);

/** POST /ticket's fields, from a multipart form (strings) or JSON (numbers): ids are either. */
export const createTicketBodySchema = z.object({
  subject: withNameRules(ticketText(TICKET_SUBJECT_MAX_LENGTH)),
  category_id: formIdSchema,
  priority: z.enum(TICKET_PRIORITIES),
  message: ticketText(TICKET_MESSAGE_MAX_LENGTH),
  order_id: optionalId,
}) satisfies z.ZodType<unknown, CreateTicketFields>;

export type CreateTicketInput = z.output<typeof createTicketBodySchema>;

export const ticketMessageSchema = ticketText(TICKET_MESSAGE_MAX_LENGTH);

export const ticketReplyBodySchema = z.object({
  ticket_id: formIdSchema,
  message: ticketMessageSchema,
}) satisfies z.ZodType<unknown, TicketReplyFields>;

export const ticketStatusBodySchema = z.object({
  ticket_id: idSchema,
  status: z.enum(TICKET_SHOPPER_STATUSES),
}) satisfies z.ZodType<unknown, TicketStatusBody>;

export const ticketPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(TICKET_PAGE_SIZE),
  status: z.enum(TICKET_STATUSES).optional(),
});

export type TicketPageQuery = z.output<typeof ticketPageQuerySchema>;
