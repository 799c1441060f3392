import { $cartMerge, $guestCart, $userCart } from '@/features/cart/cart-state';
import { $pendingWishlist, $wishlist } from '@/features/wishlist/wishlist-state';
import { $shopperId } from '@/lib/api/session';

/** What the browser holds that the session sync looks at. */
export interface SyncState {
  userId: number | null;
  guestLines: number;
  /** A merge of this user's that did not reach the server yet. */
  pendingMerge: boolean;
  cartOwner: number | null;
  wishlistOwner: number | null;
  pendingWishlist: number | null;
}

export interface SyncPlan {
  /** Signed in with a guest cart (or an unfinished merge of one): merge it into the server cart. */
  mergeGuestCart: boolean;
  /** Signed in, and the cached server cart is missing or another user's. */
  loadCart: boolean;
  loadWishlist: boolean;
  /** A heart pressed as a guest, to add now that they are signed in. */
  addPendingWishlist: boolean;
  /** Signed out while a user's caches remain: forget them. */
  clearUserCaches: boolean;
}

/** What the session sync has to do, or null when nothing (then the header loads nothing more). */
export function syncPlan(state: SyncState): SyncPlan | null {
  const { userId } = state;
  const signedIn = userId !== null;
  const plan: SyncPlan = {
    mergeGuestCart: signedIn && (state.guestLines > 0 || state.pendingMerge),
    loadCart: signedIn && state.cartOwner !== userId,
    loadWishlist: signedIn && state.wishlistOwner !== userId,
    addPendingWishlist: signedIn && state.pendingWishlist !== null,
    clearUserCaches: !signedIn && (state.cartOwner !== null || state.wishlistOwner !== null),
  };
  return Object.values(plan).some(Boolean) ? plan : null;
}

/** The plan for the stores as they are now. */
export function sessionSyncPlan(): SyncPlan | null {
  return syncPlan({
    userId: $shopperId.get(),
    guestLines: $guestCart.get().length,
    pendingMerge: $cartMerge.get()?.owner === $shopperId.get(),
    cartOwner: $userCart.get()?.owner ?? null,
    wishlistOwner: $wishlist.get()?.owner ?? null,
    pendingWishlist: $pendingWishlist.get(),
  });
}
