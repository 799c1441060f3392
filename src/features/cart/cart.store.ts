import { computed } from 'nanostores';
import type { CartLine, CartQuote, Variant } from '#contract';
import { cartTotals, couponFromAnswer } from '#contract/cart';
import { NO_COUPON } from '#contract/cart-basics';
import { failure, unreachable } from '@/lib/api/outcome';
import { $shopperId } from '@/lib/api/session';
import { addLine, type CartProduct, canAdd, cartItemInputs, makeLine, removeLine, setLineQty } from './cart';
import { parseQty, recalculate } from './cart-line';
import type { CartOutcome } from './cart-outcome';
import { $buyNow, $cart, $coupon, $deliveryZone, $guestCart, $serverCartShown, $userCart } from './cart-state';

export {
  $buyNow,
  $cart,
  $cartCount,
  $coupon,
  $deliveryZone,
  $guestCart,
  $userCart,
} from './cart-state';

import { loadChunk } from '@/lib/chunk-load';

/** Spec section 4: while a buy-now item exists it overrides the cart list and its totals. */
export const $cartTotals = computed([$cart, $deliveryZone], ({ data, singleData, coupon }, zone) =>
  cartTotals(singleData ? [singleData] : data, coupon, zone),
);

// The API client loads on the first action, not with the header counters that import this store.
const api = () => loadChunk(() => import('./cart.api'));

/**
 * A signed-in shopper's server cart, synced first (guest cart merged) if it is not the one shown yet; null when
 * that failed (changing lines of an unknown server cart could overwrite its quantities).
 */
async function serverCart(): Promise<CartLine[] | null> {
  if (!$serverCartShown.get()) await (await loadChunk(() => import('./cart-sync'))).syncServerCart();
  return $serverCartShown.get() ? ($userCart.get()?.lines ?? []) : null;
}

export async function addToCart(product: CartProduct, variant: Variant, amount = 1): Promise<CartOutcome> {
  const qty = parseQty(amount);
  if (qty === null) return { ok: false, reason: 'qty' };
  const line = makeLine(product, variant, qty);
  const userId = $shopperId.get();
  if (userId === null) return setGuestLines(addLine($guestCart.get(), line, qty));
  const current = await serverCart();
  if (!current) return unreachable;
  const lines = addLine(current, line, qty);
  if (!lines) return { ok: false, reason: 'amount' };
  return saveServerLines(userId, lines, variant.id);
}

/** Sets a line's qty (a typed or stepped value: parseQty rules; never above the line's known stock). */
export async function changeQty(variantId: number, qty: unknown): Promise<CartOutcome> {
  const wanted = parseQty(qty);
  if (wanted === null) return { ok: false, reason: 'qty' };
  const userId = $shopperId.get();
  const current = userId === null ? $guestCart.get() : await serverCart();
  if (!current) return unreachable;
  const line = current.find((candidate) => candidate.variant_id === variantId);
  if (!line || !canAdd([], variantId, line.stock, wanted)) return { ok: false, reason: 'amount' };
  const lines = setLineQty(current, variantId, wanted);
  return userId === null ? setGuestLines(lines) : saveServerLines(userId, lines, variantId);
}

export async function removeFromCart(variantId: number): Promise<CartOutcome> {
  const userId = $shopperId.get();
  if (userId === null) return setGuestLines(removeLine($guestCart.get(), variantId));
  const before = await serverCart();
  if (!before) return unreachable;
  const line = before.find((candidate) => candidate.variant_id === variantId);
  if (!line) return { ok: true };
  $userCart.set({ owner: userId, lines: removeLine(before, variantId) });
  try {
    const { deleteServerCartItem, fetchServerCart } = await api();
    const id = line.cart_item_id ?? (await fetchServerCart()).find((row) => row.variant_id === variantId)?.cart_item_id;
    if (id) $userCart.set({ owner: userId, lines: await deleteServerCartItem(id) });
    return { ok: true };
  } catch (error) {
    $userCart.set({ owner: userId, lines: before });
    return failure(error);
  }
}

/** Spec section 4: loading the cart from the server replaces the cart and clears the buy-now item. */
export async function loadServerCart(): Promise<CartOutcome> {
  const userId = $shopperId.get();
  if (userId === null) return { ok: true };
  try {
    const lines = await (await api()).fetchServerCart();
    $userCart.set({ owner: userId, lines });
    $buyNow.set(null);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Buy now: canAdd against an empty cart; the caller then goes to /shop/checkout?buy_now=true. */
export function buyNow(product: CartProduct, variant: Variant, qty = 1): CartOutcome {
  const amount = parseQty(qty);
  if (amount === null) return { ok: false, reason: 'qty' };
  if (!canAdd([], variant.id, variant.stock, amount)) return { ok: false, reason: 'amount' };
  $buyNow.set(makeLine(product, variant, amount));
  return { ok: true };
}

/** Sets the buy-now item aside for good: the cart page shows the cart's own lines and totals. */
export function dropBuyNow(): void {
  $buyNow.set(null);
}

/** Spec section 4: clearing empties the cart (the local state; the server empties its own cart on an order). */
export function clearCart(): void {
  const userId = $shopperId.get();
  if (userId === null) clearGuestCart();
  else {
    $userCart.set({ owner: userId, lines: [] });
    $buyNow.set(null);
  }
  $coupon.set(NO_COUPON);
}

/** Empties guest_cart and guest_buy_now: the seam for the guest order (a later issue) to call once it is placed. */
export function clearGuestCart(): void {
  $guestCart.set([]);
  $buyNow.set(null);
}

/** Checks a code against the current subtotal; a refusal resets the coupon to none and answers the server's reason. */
export async function applyCoupon(code: string): Promise<CartOutcome> {
  const typed = code.trim();
  if (!typed) return { ok: false, reason: 'server', message: '' };
  try {
    const answer = await (await api()).fetchCoupon(typed, $cartTotals.get().subtotal);
    $coupon.set(couponFromAnswer(answer.data));
    return { ok: true, message: answer.message };
  } catch (error) {
    $coupon.set(NO_COUPON);
    return failure(error);
  }
}

export function removeCoupon(): void {
  $coupon.set(NO_COUPON);
}

/**
 * Prices the active lines (the buy-now item, else the cart) on the server and takes its prices and stock, and its
 * checked coupon. The buy-now item takes the quote's repair (dropped when unavailable, its qty capped); the cart, a
 * guest's as a signed-in shopper's, keeps its quantities, and a line above its stock is marked (lineStatus) until
 * the shopper reduces or removes it. Rejects with ApiError when the call fails.
 */
export async function refreshCart(): Promise<CartQuote> {
  const { data, singleData, coupon } = $cart.get();
  const active = singleData ? [singleData] : data;
  const quote = await (await api()).quoteCart({
    cart_items: cartItemInputs(active),
    coupon_code: coupon.code,
    delivery_zone: $deliveryZone.get(),
  });
  if (coupon.code) $coupon.set(quote.coupon);
  const userId = $shopperId.get();
  if (singleData) $buyNow.set(quote.items[0] ?? null);
  else if ($serverCartShown.get() && userId !== null) {
    $userCart.set({ owner: userId, lines: withQuotedPrices(data, quote.items) });
  } else $guestCart.set(withQuotedPrices(data, quote.items));
  return quote;
}

/** The lines with the quote's prices and stock, each keeping its qty; a line the quote left out has none left. */
function withQuotedPrices(lines: CartLine[], quoted: CartLine[]): CartLine[] {
  return lines.map((line) => {
    const fresh = quoted.find((candidate) => candidate.variant_id === line.variant_id);
    if (!fresh) return { ...line, stock: 0 };
    return recalculate({ ...fresh, qty: line.qty, cart_item_id: line.cart_item_id });
  });
}

function setGuestLines(lines: CartLine[] | null): CartOutcome {
  if (!lines) return { ok: false, reason: 'amount' };
  $guestCart.set(lines);
  return { ok: true };
}

/** Optimistic: shows `lines` at once, sends the changed line's absolute qty, takes the server's cart or reverts. */
async function saveServerLines(userId: number, lines: CartLine[], variantId: number): Promise<CartOutcome> {
  const before = $userCart.get();
  $userCart.set({ owner: userId, lines });
  try {
    const changed = cartItemInputs(lines.filter((line) => line.variant_id === variantId));
    $userCart.set({ owner: userId, lines: await (await api()).modifyServerCart(changed) });
    return { ok: true };
  } catch (error) {
    const outcome = failure(error);
    const { stock } = outcome;
    const reverted = before?.owner === userId ? before.lines : [];
    const withStock = reverted.map((line) =>
      line.variant_id === variantId && stock !== undefined ? { ...line, stock } : line,
    );
    $userCart.set({ owner: userId, lines: withStock });
    return outcome;
  }
}
