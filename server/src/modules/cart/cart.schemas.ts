import { z } from 'zod';
import {
  type CartModifyBody,
  type CartQuoteBody,
  DELIVERY_ZONES,
  type DeliveryZone,
  type IdBody,
  MAX_CART_LINES,
  MAX_LINE_QTY,
} from '#contract';
import { idSchema } from '../../lib/id-schema';
import { zodMessage } from '../../plugins/http-errors';
import { MAX_COUPON_CODE_LENGTH } from '../coupons/coupons.service';

/** A quote may carry a guest cart and a server cart being merged, repeated variants included. */
const MAX_QUOTE_ENTRIES = 2 * MAX_CART_LINES;

const isLineQty = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QTY;

/** A whole number of units, 1..MAX_LINE_QTY; 0, -1, 1.5, 1e20 or "abc" all get the same translated message. */
const qtySchema = z.custom<number>(isLineQty, zodMessage('cart.qtyRange', { max: MAX_LINE_QTY }));

export const cartItemSchema = z.object({ product_id: idSchema, variant_id: idSchema, qty: qtySchema });

export type CartItem = z.output<typeof cartItemSchema>;

/** Each variant once: the qty is the line's new total, so a repeat would be ambiguous. */
function eachVariantOnce(items: CartItem[], ctx: z.RefinementCtx): void {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.variant_id)) {
      ctx.addIssue({ code: 'custom', input: item, path: [index, 'variant_id'], ...zodMessage('cart.duplicateLine') });
    }
    seen.add(item.variant_id);
  });
}

export const modifyCartBodySchema = z.object({
  cart_items: z.array(cartItemSchema).min(1).max(MAX_CART_LINES).superRefine(eachVariantOnce),
}) satisfies z.ZodType<unknown, CartModifyBody>;

export const deleteCartItemBodySchema = z.object({ id: idSchema }) satisfies z.ZodType<unknown, IdBody>;

export const quoteCartBodySchema = z.object({
  cart_items: z.array(cartItemSchema).max(MAX_QUOTE_ENTRIES),
  /** Empty means no coupon. */
  coupon_code: z.string().trim().max(MAX_COUPON_CODE_LENGTH).optional(),
  delivery_zone: z.enum(DELIVERY_ZONES as [DeliveryZone, ...DeliveryZone[]]).optional(),
}) satisfies z.ZodType<unknown, CartQuoteBody>;

export type QuoteCartBody = z.output<typeof quoteCartBodySchema>;
