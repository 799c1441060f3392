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

/** A checkout id from the URL; any string is looked up (an unknown one is 404), within reason. */
export const checkoutParamsSchema = z.object({ checkout_id: z.string().min(1).max(100) });

/** bKash's return: `callbackURL?paymentID=…&status=success|failure|cancel`. */
export const bkashCallbackQuerySchema = z.object({
  paymentID: z.string().min(1).max(100),
  status: z.enum(['success', 'failure', 'cancel']),
});

/** SSLCommerz's IPN and browser returns: form fields, all strings (the signature says which count). */
export const sslcommerzFieldsSchema = z.record(z.string().max(100), z.string().max(2000));
