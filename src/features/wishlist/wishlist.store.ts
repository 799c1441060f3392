import type { ProductCard, ProductDetail, Variant } from '#contract';
import { isSafeRedirectPath } from '#contract/redirect';
import { rememberRedirect } from '@/features/auth/auth.store';
import { canAdd, cartProductOf } from '@/features/cart/cart';
import { $cart, addToCart } from '@/features/cart/cart.store';
import type { CartOutcome } from '@/features/cart/cart-outcome';
import { lowestPricedVariant } from '@/features/product/product';
import { failure } from '@/lib/api/outcome';
import { $shopperId } from '@/lib/api/session';
import { loadChunk } from '@/lib/chunk-load';
import { localeFromPath, localePath } from '@/lib/paths';
import { $pendingWishlist, $wishlist, $wishlistIds } from './wishlist-state';

export { $pendingWishlist, $wishlist, $wishlistCount, $wishlistIds, $wishlistItems } from './wishlist-state';

export type WishlistOutcome =
  | { ok: true; added: boolean }
  /** A guest: the product waits in pending_wishlist and the browser is on its way to /login. */
  | { ok: false; reason: 'signin' }
  /** `message` is the server's own; '' when the server could not be reached. */
  | { ok: false; reason: 'server'; message: string };

/** What moving a wished product to the cart adds: its cheapest variant in stock, if any. */
export function variantToMove(variants: readonly Variant[]): Variant | undefined {
  return lowestPricedVariant(variants.filter((variant) => variant.stock > 0));
}

type WishlistApi = typeof import('./wishlist.api');
const api = (): Promise<WishlistApi> => loadChunk(() => import('./wishlist.api'));

async function save(call: (calls: WishlistApi) => Promise<ProductCard[]>, added: boolean): Promise<WishlistOutcome> {
  const userId = $shopperId.get();
  if (userId === null) return { ok: false, reason: 'signin' };
  try {
    $wishlist.set({ owner: userId, items: await call(await api()) });
    return { ok: true, added };
  } catch (error) {
    return failure(error);
  }
}

export const loadWishlist = (): Promise<WishlistOutcome> => save((calls) => calls.fetchWishlist(), false);

export const addToWishlist = (productId: number): Promise<WishlistOutcome> =>
  save((calls) => calls.addWishlistItem(productId), true);

export const removeFromWishlist = (productId: number): Promise<WishlistOutcome> =>
  save((calls) => calls.removeWishlistItem(productId), false);

/** The heart: adds or removes for a signed-in shopper; a guest is asked to sign in first (requestWishlist). */
export function toggleWishlist(productId: number): Promise<WishlistOutcome> {
  if ($shopperId.get() === null) {
    requestWishlist(productId);
    return Promise.resolve({ ok: false, reason: 'signin' });
  }
  return $wishlistIds.get().has(productId) ? removeFromWishlist(productId) : addToWishlist(productId);
}

/** Keeps the product for after sign-in and goes to /login, remembering this page to come back to. */
export function requestWishlist(productId: number): void {
  $pendingWishlist.set(productId);
  const { pathname } = window.location;
  if (isSafeRedirectPath(pathname)) rememberRedirect(pathname);
  window.location.assign(localePath(localeFromPath(pathname), '/login'));
}

/**
 * Spec section 4: move to cart = remove from the wishlist, then add with qty 1 (the cheapest variant in stock).
 * Nothing is removed when the cart would refuse it; a refused add puts the product back.
 */
export async function moveToCart(card: ProductCard): Promise<CartOutcome> {
  let product: ProductDetail;
  try {
    product = (await (await api()).fetchProductDetail(card.id)).product;
  } catch (error) {
    return failure(error);
  }
  const variant = variantToMove(product.variants);
  if (!variant || !canAdd($cart.get().data, variant.id, variant.stock, 1)) return { ok: false, reason: 'amount' };
  const removed = await removeFromWishlist(card.id);
  if (!removed.ok) return removed.reason === 'server' ? removed : { ok: false, reason: 'server', message: '' };
  const added = await addToCart(cartProductOf(product), variant, 1);
  if (!added.ok) await addToWishlist(card.id);
  return added;
}
