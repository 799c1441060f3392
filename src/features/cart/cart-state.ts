import { computed } from 'nanostores';
import { type CartCoupon, type CartLine, DELIVERY_ZONES, type DeliveryZone, NO_COUPON } from '#contract';
import { $shopperId } from '@/lib/api/session';
import { storedValue } from '@/lib/stored-list';
import { sanitizeStoredLine, sanitizeStoredLines } from './cart';

/**
 * The cart's state alone, without its actions: what the header counters need on every page (cart.store.ts
 * re-exports all of it with the actions, for islands and the product page).
 */

/** The signed-in shopper's server cart as last answered, kept to show it at once on the next page. */
export interface UserCart {
  owner: number;
  lines: CartLine[];
}

export const $guestCart = storedValue<CartLine[]>('guest_cart', [], sanitizeStoredLines);
/** The buy-now item (spec: singleData), for guests and signed-in shoppers alike. */
export const $buyNow = storedValue<CartLine | null>('guest_buy_now', null, sanitizeStoredLine);
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
