import { $buyNow, $cartMerge, $guestCart, $userCart } from '@/features/cart/cart-state';
import type { SyncTexts } from '@/features/cart/cart-strings';
import { pageSyncTexts, SYNC_LOCK, syncCart } from '@/features/cart/cart-sync';
import { $pendingWishlist, $wishlist, addToWishlist, loadWishlist } from '@/features/wishlist/wishlist.store';
import { $shopperId } from '@/lib/api/session';
import { oneAtATime } from '@/lib/one-at-a-time';
import { toast } from '@/lib/toast';
import { sessionSyncPlan } from './sync-plan';

/**
 * Brings the browser's cart and wishlist in line with who is signed in (see sync-plan.ts), one run at a time across
 * the site's tabs, sharing the cart's lock (SYNC_LOCK).
 */
export function syncSession(texts = pageSyncTexts()): Promise<void> {
  return oneAtATime(SYNC_LOCK, () => run(texts));
}

async function run(texts: SyncTexts | undefined): Promise<void> {
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
    if (added.ok && texts) toast.success(texts.cartToasts.addedToWishlist);
    // Kept for the next page only when the server could not be reached.
    if (added.ok || (added.reason === 'server' && added.message)) $pendingWishlist.set(null);
  }
}

/** Forgets a signed-out user's cart, buy-now item and wishlist (another person may use this browser next). */
function clearUserCaches(): void {
  $userCart.set(null);
  $cartMerge.set(null);
  $buyNow.set(null);
  $wishlist.set(null);
}
