import { z } from 'zod';
import { bdMobile } from '../../lib/phone/phone';

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Both are needed; an invoice number is HT and digits, whatever the case and spaces around it. */
export const guestOrderQuerySchema = z.object({
  invoice: z.string().trim().min(1).max(20),
  phone: bdMobile,
});
