/**
 * The cart's bounds and defaults, apart from its arithmetic (cart.ts). The header's counters read them on every page
 * as `#contract/cart-basics`, so the script every page loads does not carry the totals, the checkout split and the
 * rest of the contract (tests/architecture: the storefront loads the contract file by file, never the barrel).
 */

/** Most of one item a single cart line may hold (a retail limit; stock may be lower). */
export const MAX_LINE_QTY = 100;
/** Most distinct lines (variants) one cart may hold. */
export const MAX_CART_LINES = 50;
/** Most products one compare view sets side by side (fits a 320 px phone scrolled sideways). */
export const MAX_COMPARE = 4;
/** Most products one wishlist may hold. */
export const MAX_WISHLIST = 200;
/** Largest cart total a call may carry (taka): far above any cart, well inside integer arithmetic. */
export const MAX_CART_TOTAL = 1_000_000_000;

/** Delivery zones and their per-order fee and promise (the policy pages print the same figures). */
export const DELIVERY = {
  inside_dhaka: { days: [1, 2], fee: 60 },
  outside_dhaka: { days: [3, 5], fee: 120 },
} as const;
export type DeliveryZone = keyof typeof DELIVERY;
export const DELIVERY_ZONES = Object.keys(DELIVERY) as DeliveryZone[];

/** Cart state coupon (spec section 3); all zero is "no coupon". `code` is what the shopper typed, kept to re-check. */
export interface CartCoupon {
  id: number;
  affiliate_id: number;
  amount: number;
  commission: number;
  code?: string;
}

export const NO_COUPON: CartCoupon = { id: 0, affiliate_id: 0, amount: 0, commission: 0 };
