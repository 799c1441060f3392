import { computed } from 'nanostores';
import { $shopperId } from '@/lib/api/session';
import { storedValue } from '@/lib/stored-list';
import { sanitizeWishlist, type WishlistCache } from './wishlist';

/** The wishlist's state alone (the header counter's import); wishlist.store.ts re-exports it with the actions. */
export const $wishlist = storedValue<WishlistCache | null>('wishlist', null, sanitizeWishlist);
/** A guest's heart press, added by the session sync once they have signed in. */
export const $pendingWishlist = storedValue<number | null>('pending_wishlist', null, (value) =>
  Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : null,
);

/** The signed-in shopper's wished products (none for a guest or another user's cache). */
export const $wishlistItems = computed([$wishlist, $shopperId], (cache, userId) =>
  cache && userId !== null && cache.owner === userId ? cache.items : [],
);
export const $wishlistIds = computed(
  $wishlistItems,
  (items): ReadonlySet<number> => new Set(items.map(({ id }) => id)),
);
export const $wishlistCount = computed($wishlistItems, (items) => items.length);
