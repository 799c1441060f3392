import type { Locale, Variant } from '#contract';
import { MAX_COMPARE, MAX_LINE_QTY } from '#contract/cart-basics';
import type { CartProduct } from '@/features/cart/cart';
import type { WishlistOutcome } from '@/features/wishlist/wishlist.store';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';
import type { ToastMessage } from '@/lib/toast';
import type { AddToCartTexts } from './buy-box-strings';

/** What AddToCart.astro hands the browser in its JSON script element. */
export interface AddToCartData {
  locale: Locale;
  product: CartProduct;
  /** Absent when the page's variant picker carries them (a product with options): 24 variants are 3,500 characters. */
  variants?: Variant[];
  /** The variant shown when no variant picker says otherwise. */
  selected: number;
  /** The spec's buy-now address (/shop/checkout?buy_now=true); a guest is sent to the guest checkout instead. */
  checkoutPath: string;
  texts: AddToCartTexts;
}

/** Most the stepper offers: the variant's stock within the retail limit, and never below 1. */
export function qtyLimit(stock: number): number {
  return Math.max(1, Math.min(stock, MAX_LINE_QTY));
}

/** The stepper's next quantity; an unreadable field starts again from 1. */
export function stepQty(qty: number | null, delta: 1 | -1, stock: number): number {
  if (qty === null) return 1;
  return Math.min(Math.max(qty + delta, 1), qtyLimit(stock));
}

export function compareToast(
  result: 'added' | 'duplicate' | 'full',
  { cartToasts }: AddToCartTexts,
  locale: Locale,
): ToastMessage {
  if (result === 'added') return { kind: 'success', text: cartToasts.addedToCompare };
  if (result === 'duplicate') return { kind: 'error', text: cartToasts.compareDuplicate };
  return { kind: 'error', text: fill(cartToasts.compareFull, { max: formatNumber(MAX_COMPARE, locale) }) };
}

/** The heart's answer: added or removed, or the server's message; a guest is on the way to sign in. */
export function wishlistToast(outcome: WishlistOutcome, { cartToasts }: AddToCartTexts): ToastMessage {
  if (outcome.ok) {
    return { kind: 'success', text: outcome.added ? cartToasts.addedToWishlist : cartToasts.removedFromWishlist };
  }
  if (outcome.reason === 'signin') return { kind: 'success', text: cartToasts.signInForWishlist };
  return { kind: 'error', text: outcome.message || cartToasts.network };
}

/** The variants with the stock a server refusal reported for one of them (the shopper sees the real stock). */
export function withStock(variants: Variant[], variantId: number, stock: number): Variant[] {
  return variants.map((variant) => (variant.id === variantId ? { ...variant, stock } : variant));
}
