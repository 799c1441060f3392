import { z } from 'zod';
import { MAX_CART_TOTAL } from '#contract';
import { zodMessage } from '../../plugins/http-errors';

const isWholeTaka = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) <= MAX_CART_TOTAL;

/**
 * GET /payment-methods?total=…: the checkout's grand total in whole taka (ASCII digits). Absent means 0; '', -1, 1.5,
 * 'abc', 1e3 or a repeated `total` get one translated message.
 */
export const paymentMethodsQuerySchema = z.object({
  total: z.custom<string>(isWholeTaka, zodMessage('payments.totalFormat')).transform(Number).default(0),
});
