import type {
  CartItemInput,
  CartLine,
  CartModifyBody,
  CartQuote,
  CartQuoteBody,
  CouponAnswer,
  IdBody,
} from '#contract';
import { apiGet, apiGetAnswer, apiPost } from '@/lib/api/api-client';

/** Cart and coupon calls (spec section 7; shapes in the contract's cart.ts). Cart calls need a signed-in user. */
export const fetchServerCart = () => apiGet<CartLine[]>('/cart-item');

/** Sets each line's qty (absolute); answers the whole cart. */
export const modifyServerCart = (items: CartItemInput[]) =>
  apiPost<CartLine[]>('/cart-item/modify', { cart_items: items } satisfies CartModifyBody);

/** Removes one line by its cart_item_id; answers the whole cart. */
export const deleteServerCartItem = (cartItemId: number) =>
  apiPost<CartLine[]>('/cart-item/delete', { id: cartItemId } satisfies IdBody);

/** Prices any cart (guests too): lines capped by stock or dropped, the coupon checked, the totals. */
export const quoteCart = (body: CartQuoteBody) => apiPost<CartQuote>('/cart-item/quote', body);

/**
 * Checks a coupon or referral code against a cart subtotal; a refusal rejects with the server's reason. Answers the
 * whole envelope: its message is what the shopper is told on success.
 */
export const fetchCoupon = (code: string, total: number) => apiGetAnswer<CouponAnswer>('/coupon', { code, total });
