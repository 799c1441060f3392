import { z } from 'zod';
import { ORDER_FILTERS, ORDER_STATUSES, type OrderCancelBody, type OrderReturnBody, WALLETS } from '#contract';
import { idSchema } from '../../lib/id-schema';
import { bdMobile } from '../../lib/phone/phone';
import { plainText } from '../../lib/plain-text';
import { zodMessage } from '../../plugins/http-errors';
import { CANCEL_REASONS, isReason, RETURN_REASONS } from './reasons';

const MAX_COMMENT_LENGTH = 1000;
const MAX_PER_PAGE = 50;
const MAX_RETURN_LINES = 50;
const MAX_RETURN_QTY = 1000;

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(10),
  status: z.enum([...ORDER_STATUSES, ...ORDER_FILTERS]).optional(),
});

/** Both are needed; an invoice number is HT and digits, whatever the case and spaces around it. */
export const guestOrderQuerySchema = z.object({
  invoice: z.string().trim().min(1).max(20),
  phone: bdMobile,
});

const commentSchema = plainText(MAX_COMMENT_LENGTH);

const reasonId = (reasons: typeof CANCEL_REASONS) =>
  z
    .number()
    .int()
    .refine((id) => isReason(reasons, id), zodMessage('orders.reasonUnknown'));

export const orderCancelBodySchema = z.object({
  order_id: idSchema,
  reason_id: reasonId(CANCEL_REASONS),
  comment: commentSchema.optional(),
}) satisfies z.ZodType<unknown, OrderCancelBody>;

const returnLineSchema = z.object({
  order_item_id: idSchema,
  qty: z.number().int().min(1).max(MAX_RETURN_QTY),
});

export const orderReturnBodySchema = z.object({
  order_id: idSchema,
  reason_id: reasonId(RETURN_REASONS),
  items: z
    .array(returnLineSchema)
    .min(1)
    .max(MAX_RETURN_LINES)
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, index) => {
        if (seen.has(item.order_item_id)) {
          const path = [index, 'order_item_id'];
          ctx.addIssue({ code: 'custom', input: item, path, ...zodMessage('orders.returnItemTwice') });
        }
        seen.add(item.order_item_id);
      });
    }),
  comment: commentSchema.optional(),
  refund_method: z
    .object({ type: z.enum(['original', ...WALLETS]), account: bdMobile.optional() })
    .superRefine((method, ctx) => {
      if (method.type !== 'original' && !method.account) {
        ctx.addIssue({
          code: 'custom',
          input: method,
          path: ['account'],
          ...zodMessage('orders.refundAccountRequired'),
        });
      }
    })
    .optional(),
}) satisfies z.ZodType<unknown, OrderReturnBody>;

export type OrderReturnInput = z.output<typeof orderReturnBodySchema>;
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
