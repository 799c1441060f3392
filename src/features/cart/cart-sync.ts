import type { CartItemInput, CartLine } from '#contract';
import { fill } from '@/features/auth/auth';
import { $pendingWishlist, $wishlist, addToWishlist, loadWishlist } from '@/features/wishlist/wishlist.store';
import { ApiError } from '@/lib/api/api-client';
import { toast } from '@/lib/toast';
import { cappedNames, cartItemInputs, mergeForSignIn } from './cart';
import { fetchServerCart, modifyServerCart, quoteCart } from './cart.api';
import { $buyNow, $guestCart, $shopperId, $userCart } from './cart.store';
import { $cartMerge } from './cart-merge';
import { clearUserCaches, sessionSyncPlan } from './sync-plan';

/** The cartToasts the sync may show, rendered by the header into `script[data-session-sync]`. */
export interface SessionSyncTexts {
  mergeCapped: string;
  addedToWishlist: string;
}

function pageTexts(): SessionSyncTexts | undefined {
  const json =
    typeof document === 'undefined' ? null : document.querySelector('script[data-session-sync]')?.textContent;
  return json ? JSON.parse(json) : undefined;
}

let running: Promise<void> | undefined;

/**
 * Brings the browser's cart and wishlist in line with who is signed in (see sync-plan.ts). One run at a time per
 * tab, and across tabs through a Web Lock: two tabs merging the same guest cart would add it twice.
 */
export function syncSession(texts = pageTexts()): Promise<void> {
  running ??= withLock(() => run(texts)).finally(() => {
    running = undefined;
  });
  return running;
}

async function withLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  await (locks ? locks.request('haat-session-sync', task) : task());
}

async function run(texts: SessionSyncTexts | undefined): Promise<void> {
  for (const store of [$guestCart, $userCart, $cartMerge, $wishlist, $pendingWishlist]) store.reload();
  const plan = sessionSyncPlan();
  const userId = $shopperId.get();
  if (!plan) return;
  if (plan.clearUserCaches) clearUserCaches();
  if (userId === null) return;
  if (plan.mergeGuestCart || plan.loadCart) {
    // Offline or refused: the guest cart (or the unfinished merge) stays stored, and the next page tries again.
    await syncCart(userId, texts).catch(() => undefined);
  }
  if (plan.loadWishlist) await loadWishlist();
  const pending = $pendingWishlist.get();
  if (plan.addPendingWishlist && pending !== null) {
    const added = await addToWishlist(pending);
    if (added.ok && texts) toast.success(texts.addedToWishlist);
    // Kept for the next page only when the server could not be reached.
    if (added.ok || (added.reason === 'server' && added.message)) $pendingWishlist.set(null);
  }
}

/**
 * Loads the server cart, first merging the guest cart into it: quantities added per variant, capped by stock (the
 * quote), sent as absolute quantities through $cartMerge (see cart-merge.ts); capped items are named in a toast.
 */
async function syncCart(userId: number, texts: SessionSyncTexts | undefined): Promise<void> {
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
  if (capped.length > 0 && texts) toast.error(fill(texts.mergeCapped, { items: capped.join(', ') }));
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
