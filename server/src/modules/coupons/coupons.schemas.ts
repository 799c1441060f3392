import { z } from 'zod';
import { MAX_CART_TOTAL } from '#contract';
import { MAX_COUPON_CODE_LENGTH } from './coupons.service';

export const couponQuerySchema = z.object({
  code: z.string().trim().min(1).max(MAX_COUPON_CODE_LENGTH),
  /** The cart total the coupon is checked against; 0 when not sent (a percent coupon then answers 0). */
  total: z.coerce.number().int().min(0).max(MAX_CART_TOTAL).default(0),
});
