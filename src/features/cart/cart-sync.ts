import type { CartItemInput, CartLine } from '#contract';
import { fill } from '@/i18n/fill';
import { ApiError } from '@/lib/api/api-client';
import { $shopperId } from '@/lib/api/session';
import { oneAtATime } from '@/lib/one-at-a-time';
import { toast } from '@/lib/toast';
import { cappedNames, cartItemInputs, mergeForSignIn } from './cart';
import { fetchServerCart, modifyServerCart, quoteCart } from './cart.api';
import { $buyNow, $cartMerge, $guestCart, $serverCartShown, $userCart } from './cart-state';
import type { SyncTexts } from './cart-strings';

/** The sign-in sync's toasts as the header rendered them on this page (none outside a browser page). */
export function pageSyncTexts(): SyncTexts | undefined {
  const json =
    typeof document === 'undefined' ? null : document.querySelector('script[data-session-sync]')?.textContent;
  return json ? JSON.parse(json) : undefined;
}

/**
 * The one lock of every sign-in sync (this cart's and the session's in features/session): two runs merging the same
 * guest cart, in one tab or two, would add it twice.
 */
export const SYNC_LOCK = 'haat-session-sync';

/**
 * Makes a signed-in shopper's server cart the one shown before the cart changes or loads it: merges a waiting guest
 * cart, or loads the server cart in place of another user's cache. Offline or refused, it leaves things as they
 * were (the guest cart stays stored) for the next call to try again.
 */
export function syncServerCart(texts = pageSyncTexts()): Promise<void> {
  return oneAtATime(SYNC_LOCK, async () => {
    for (const store of [$guestCart, $userCart, $cartMerge]) store.reload();
    const userId = $shopperId.get();
    if (userId !== null && !$serverCartShown.get()) await syncCart(userId, texts).catch(() => undefined);
  });
}

/**
 * Loads the server cart, first merging the guest cart into it: quantities added per variant, capped by stock (the
 * quote), sent as absolute quantities through $cartMerge (see cart-state.ts); capped items are named in a toast.
 */
export async function syncCart(userId: number, texts: SyncTexts | undefined): Promise<void> {
  const unfinished = $cartMerge.get();
  if (unfinished?.owner === userId && unfinished.items.length > 0) await setServerQuantities(unfinished.items);
  let lines = await fetchServerCart();
  const guest = $guestCart.get();
  let capped: string[] = [];
  if (guest.length > 0) {
    const quote = await quoteCart({ cart_items: mergeForSignIn(lines, guest) });
    capped = cappedNames(quote.adjustments, guest);
    const items = cartItemInputs(quote.items);
    $cartMerge.set({ owner: userId, items });
    $guestCart.set([]);
    if (items.length > 0) lines = await setServerQuantities(items);
  }
  $cartMerge.set(null);
  // Spec section 4: loading the server cart replaces the cart and clears the buy-now item.
  $userCart.set({ owner: userId, lines });
  $buyNow.set(null);
  if (capped.length > 0 && texts) toast.error(fill(texts.cartToasts.mergeCapped, { items: capped.join(', ') }));
}

/** Stock that fell since the quote is capped by a fresh quote, rather than refusing the merge on every page. */
async function setServerQuantities(items: CartItemInput[]): Promise<CartLine[]> {
  try {
    return await modifyServerCart(items);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 422)) throw error;
    const quote = await quoteCart({ cart_items: items });
    return quote.items.length > 0 ? modifyServerCart(cartItemInputs(quote.items)) : fetchServerCart();
  }
}
