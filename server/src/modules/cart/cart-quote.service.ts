import {
  type CartAdjustment,
  type CartLine,
  type CartQuote,
  cartTotals,
  couponFromAnswer,
  MAX_LINE_QTY,
  NO_COUPON,
  sumByVariant,
} from '#contract';
import { translate } from '../../i18n/locale';
import { AppError } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { checkCoupon } from '../coupons/coupons.service';
import { loadSellableProducts } from '../products/sellable.service';
import type { QuoteCartBody } from './cart.schemas';
import { findOffer, toCartLine } from './cart-lines';

/** The coupon as checked against this subtotal; a refusal is no coupon plus the server's reason. */
async function quoteCoupon(
  ctx: RequestContext,
  userId: number | null,
  code: string | undefined,
  subtotal: number,
): Promise<Pick<CartQuote, 'coupon' | 'coupon_message'>> {
  if (!code) return { coupon: NO_COUPON, coupon_message: null };
  try {
    const answer = await checkCoupon(ctx, { code, total: subtotal, userId });
    return { coupon: couponFromAnswer(answer), coupon_message: null };
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'COUPON_INVALID')) throw error;
    const message = translate(ctx.locale, error.messageKey, error.params);
    return { coupon: NO_COUPON, coupon_message: message };
  }
}

/**
 * POST /cart-item/quote: any cart priced by the server. Repeats of a variant are added up; lines that are not sold
 * (unknown or unpublished product, variant of another product, no stock) are dropped; quantities above the stock
 * (or MAX_LINE_QTY) are lowered; each change is listed in `adjustments`. Totals are the contract's cartTotals.
 */
export async function quoteCart(ctx: RequestContext, userId: number | null, body: QuoteCartBody): Promise<CartQuote> {
  const wanted = sumByVariant(body.cart_items);
  const products = await loadSellableProducts(
    ctx,
    wanted.map((item) => item.product_id),
  );
  const items: CartLine[] = [];
  const adjustments: CartAdjustment[] = [];
  for (const item of wanted) {
    const offer = findOffer(products, item.product_id, item.variant_id);
    const qty = Math.min(item.qty, offer?.variant.stock ?? 0, MAX_LINE_QTY);
    const change = { product_id: item.product_id, variant_id: item.variant_id, requested: item.qty, qty };
    if (!offer || qty === 0) {
      adjustments.push({ ...change, reason: 'unavailable' });
      continue;
    }
    if (qty < item.qty) adjustments.push({ ...change, reason: 'stock_capped' });
    items.push(toCartLine(offer, qty, null));
  }
  const { coupon, coupon_message } = await quoteCoupon(ctx, userId, body.coupon_code, cartTotals(items).subtotal);
  return { items, adjustments, coupon, coupon_message, totals: cartTotals(items, coupon, body.delivery_zone ?? null) };
}
