import { z } from 'zod';
import {
  type AdminOrderPatchBody,
  type AdminRefundPatchBody,
  type AdminReturnPatchBody,
  ORDER_STATUSES,
  RETURN_STATUSES,
} from '#contract';
import { idSchema } from '../../lib/id-schema';
import { plainText } from '../../lib/plain-text';
import { zodMessage } from '../../plugins/http-errors';

const MAX_NOTE_LENGTH = 1000;
const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const adminOrderListQuerySchema = z.object({ status: z.enum(ORDER_STATUSES).optional(), page });
export const adminReturnListQuerySchema = z.object({ status: z.enum(RETURN_STATUSES).optional(), page });
export const adminRefundListQuerySchema = z.object({
  status: z.enum(['pending', 'processing', 'refunded', 'failed']).optional(),
  page,
});

export const adminOrderPatchBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    shipper_id: idSchema.optional(),
    note: plainText(MAX_NOTE_LENGTH).optional(),
    reason_id: z.number().int().min(1).max(32_767).optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.shipper_id !== undefined, {
    path: ['status'],
    ...zodMessage('orders.nothingToChange'),
  }) satisfies z.ZodType<unknown, AdminOrderPatchBody>;

export const adminReturnPatchBodySchema = z
  .object({
    status: z.enum(RETURN_STATUSES).exclude(['requested']),
    note: plainText(MAX_NOTE_LENGTH).optional(),
  })
  .strict() satisfies z.ZodType<unknown, AdminReturnPatchBody>;

export const adminRefundPatchBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('refunded'), reference: z.string().trim().min(1).max(100) }).strict(),
  z.object({ status: z.literal('pending') }).strict(),
]) satisfies z.ZodType<unknown, AdminRefundPatchBody>;
