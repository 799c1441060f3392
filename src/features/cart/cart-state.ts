import { computed } from 'nanostores';
import type { CartCoupon, CartItemInput, CartLine, DeliveryZone } from '#contract';
import { DELIVERY_ZONES, MAX_CART_LINES, MAX_LINE_QTY, NO_COUPON } from '#contract/cart-basics';
import { $shopperId } from '@/lib/api/session';
import { storedValue } from '@/lib/stored-list';
import { sanitizeStoredLine, sanitizeStoredLines } from './cart-line';

/**
 * The cart's state alone, without its actions: what the header counters need on every page (cart.store.ts
 * re-exports all of it with the actions, for islands and the product page).
 */

/** The signed-in shopper's server cart as last answered, kept to show it at once on the next page. */
export interface UserCart {
  owner: number;
  lines: CartLine[];
}

/** Where the guest cart and the buy-now item are kept: also read by the cart pages' head (cart-area-scripts.ts). */
export const GUEST_CART_KEY = 'guest_cart';
export const BUY_NOW_KEY = 'guest_buy_now';

export const $guestCart = storedValue<CartLine[]>(GUEST_CART_KEY, [], sanitizeStoredLines);
/** The buy-now item (spec: singleData), for guests and signed-in shoppers alike. */
export const $buyNow = storedValue<CartLine | null>(BUY_NOW_KEY, null, sanitizeStoredLine);
export const $userCart = storedValue<UserCart | null>('user_cart', null, (value) => {
  const cache = value as Partial<UserCart> | null;
  return Number.isSafeInteger(cache?.owner)
    ? { owner: cache?.owner as number, lines: sanitizeStoredLines(cache?.lines) }
    : null;
});
export const $coupon = storedValue<CartCoupon>('cart_coupon', NO_COUPON, sanitizeCoupon);
export const $deliveryZone = storedValue<DeliveryZone>('delivery_zone', 'inside_dhaka', (value) =>
  DELIVERY_ZONES.includes(value as DeliveryZone) ? (value as DeliveryZone) : 'inside_dhaka',
);

/**
 * Whether the server cart is the one shown: signed in, the cache is this user's, and no guest cart waits to be
 * merged (the session sync merges it; until then the guest lines stay visible).
 */
export const $serverCartShown = computed(
  [$shopperId, $userCart, $guestCart],
  (userId, userCart, guest) => userId !== null && userCart?.owner === userId && guest.length === 0,
);

export const $cart = computed(
  [$serverCartShown, $userCart, $guestCart, $buyNow, $coupon],
  (serverShown, userCart, guest, singleData, coupon) => ({
    data: serverShown && userCart ? userCart.lines : guest,
    singleData,
    coupon,
  }),
);

/** Units in the cart list (the header counter). */
export const $cartCount = computed($cart, ({ data }) => data.reduce((count, line) => count + line.qty, 0));

function sanitizeCoupon(value: unknown): CartCoupon {
  const stored = (value ?? {}) as Partial<CartCoupon>;
  const counts = [stored.id, stored.affiliate_id, stored.amount, stored.commission];
  if (!counts.every((count) => Number.isSafeInteger(count) && (count as number) >= 0)) return NO_COUPON;
  const coupon = stored as CartCoupon;
  const code = typeof stored.code === 'string' ? stored.code : undefined;
  return {
    id: coupon.id,
    affiliate_id: coupon.affiliate_id,
    amount: coupon.amount,
    commission: Math.min(coupon.commission, 100),
    code,
  };
}

/**
 * A sign-in merge on its way to the server: the absolute quantities the server cart is to take, stored (and the
 * guest cart cleared) before they are sent. A shopper who leaves the page mid-merge gets the same quantities sent
 * again on the next page, which cannot add the guest cart twice as merging it again would.
 */
export interface CartMerge {
  owner: number;
  items: CartItemInput[];
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isQty = (value: unknown) => isId(value) && value <= MAX_LINE_QTY;

function sanitizeCartMerge(value: unknown): CartMerge | null {
  const merge = value as Partial<CartMerge> | null;
  if (!isId(merge?.owner) || !Array.isArray(merge.items)) return null;
  const items = merge.items
    .filter(
      (item: Partial<CartItemInput> | null) => isId(item?.product_id) && isId(item?.variant_id) && isQty(item?.qty),
    )
    .slice(0, MAX_CART_LINES);
  return { owner: merge.owner, items };
}

export const $cartMerge = storedValue<CartMerge | null>('cart_merge', null, sanitizeCartMerge);
