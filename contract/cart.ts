/**
 * Cart, coupon and wishlist shapes (issue 5), and the one totals function: the storefront's islands and the API's
 * quote both call `cartTotals`, so the two can only disagree when their inputs (prices, stock) do.
 * Money is integer taka throughout.
 */
import { type CartCoupon, DELIVERY, type DeliveryZone, NO_COUPON } from './cart-basics';
import type { Ref, Variant } from './catalogue';

/** One cart line, as the spec names it (section 3), plus what a cart page shows (slug, image, seller). */
export interface CartLine {
  /** Product id. */
  id: number;
  name: string;
  slug: string;
  image: string;
  seller: Pick<Ref, 'id' | 'name'>;
  qty: number;
  /** The variant's regular price per unit. */
  price: number;
  /** The variant's price per unit after the running discount. */
  sale_price: number;
  /** sale_price × qty. */
  sum: number;
  /** shipping_cost × qty. */
  shipping: number;
  /** The product's own shipping charge per unit (bulky goods), on top of the order's delivery fee; usually 0. */
  shipping_cost: number;
  variant_id: number;
  /** The server cart's row id; null for guest lines and quotes. */
  cart_item_id: number | null;
  /** The variant's stock. */
  stock: number;
  selected_variant: Variant;
}

/** What POST /cart-item/modify and /cart-item/quote take per line; qty is the line's new total, not an increment. */
export interface CartItemInput {
  product_id: number;
  variant_id: number;
  qty: number;
}

/**
 * One entry per variant, in the order variants first appear, the quantities of repeats added up (the first entry's
 * other fields kept): two lines of one variant are checked against its stock together, never each on its own.
 */
export function sumByVariant<T extends CartItemInput>(items: readonly T[]): T[] {
  const byVariant = new Map<string, T>();
  for (const item of items) {
    const key = `${item.product_id}:${item.variant_id}`;
    const seen = byVariant.get(key);
    byVariant.set(key, seen ? { ...seen, qty: seen.qty + item.qty } : { ...item });
  }
  return [...byVariant.values()];
}

/** POST /cart-item/modify body: each line's new qty, each variant once; answers the whole cart. */
export interface CartModifyBody {
  cart_items: CartItemInput[];
}

/**
 * GET /coupon?code=…&total=… `data`. A fixed or percent coupon answers its taka `amount` for that cart total (percent
 * coupons need `total`); an approved affiliate's referral code answers `id` = the affiliate's id, amount 0 and
 * `user_commission` = the percentage. Failures are 422 COUPON_INVALID with the reason as message.
 */
export interface CouponAnswer {
  id: number;
  amount: number;
  user_commission: number;
  code: string;
  kind: 'fixed' | 'percent' | 'referral';
  /** Smallest cart total (subtotal) the coupon accepts; 0 for none. */
  min_total: number;
}

/** The spec's coupon transition: fixed amount → id + truncated amount; commission → affiliate; else none. */
export function couponFromAnswer(answer: CouponAnswer | null | undefined): CartCoupon {
  if (!answer) return NO_COUPON;
  const code = answer.code;
  if (answer.user_commission > 0) {
    return { id: 0, affiliate_id: answer.id, amount: 0, commission: answer.user_commission, code };
  }
  const amount = Math.trunc(answer.amount);
  return amount > 0 ? { id: answer.id, affiliate_id: 0, amount, commission: 0, code } : NO_COUPON;
}

/** Taka off a cart of this subtotal: a commission is a percentage of it, truncated; never more than the subtotal. */
export function couponDiscount(coupon: CartCoupon, subtotal: number): number {
  const off = coupon.commission > 0 ? Math.trunc((subtotal * coupon.commission) / 100) : Math.trunc(coupon.amount);
  return Math.max(0, Math.min(off, subtotal));
}

export interface CartTotals {
  /** Units over all lines. */
  item_count: number;
  /** Σ sale_price × qty. */
  subtotal: number;
  /** Σ shipping_cost × qty. */
  shipping: number;
  /** The zone's per-order fee; 0 while no zone is chosen or the cart is empty. */
  delivery_fee: number;
  discount: number;
  total: number;
}

type PricedLine = Pick<CartLine, 'qty' | 'sale_price' | 'shipping_cost'>;

/** The cart's totals, from unit prices and quantities only (a line's stored sum and shipping are not trusted). */
export function cartTotals(
  lines: readonly PricedLine[],
  coupon: CartCoupon = NO_COUPON,
  zone: DeliveryZone | null = null,
): CartTotals {
  let itemCount = 0;
  let subtotal = 0;
  let shipping = 0;
  for (const line of lines) {
    itemCount += line.qty;
    subtotal += line.sale_price * line.qty;
    shipping += line.shipping_cost * line.qty;
  }
  const deliveryFee = zone && itemCount > 0 ? DELIVERY[zone].fee : 0;
  const discount = couponDiscount(coupon, subtotal);
  return {
    item_count: itemCount,
    subtotal,
    shipping,
    delivery_fee: deliveryFee,
    discount,
    total: subtotal + shipping + deliveryFee - discount,
  };
}

/** POST /cart-item/quote body: any cart (a guest's, or one being merged), priced and checked by the server. */
export interface CartQuoteBody {
  cart_items: CartItemInput[];
  coupon_code?: string;
  delivery_zone?: DeliveryZone;
}

/** Why a quoted line differs from what was asked. */
export type CartAdjustmentReason = 'unavailable' | 'stock_capped' | 'price_changed';

export interface CartAdjustment {
  product_id: number;
  variant_id: number;
  reason: CartAdjustmentReason;
  /** The qty asked for and the qty quoted (0 when unavailable). */
  requested: number;
  qty: number;
}

/**
 * POST /cart-item/quote `data`: the lines as the server prices them (unavailable ones left out, quantities capped by
 * stock, never a 422 for either), the coupon as checked against this cart, and `cartTotals` of both.
 */
export interface CartQuote {
  items: CartLine[];
  adjustments: CartAdjustment[];
  coupon: CartCoupon;
  /** Why the coupon was refused (the server's message), when a code was sent and refused. */
  coupon_message: string | null;
  totals: CartTotals;
}

/** POST /wishlist body; `_method: 'DELETE'` removes (spec section 7). GET and POST answer the whole list. */
export interface WishlistBody {
  product_id: number;
  _method?: 'DELETE';
}
