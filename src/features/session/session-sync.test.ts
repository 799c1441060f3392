import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartQuote } from '#contract';
import { cartTotals } from '#contract/cart';
import { NO_COUPON } from '#contract/cart-basics';
import * as api from '@/features/cart/cart.api';
import { $buyNow, $cart, $guestCart, $userCart } from '@/features/cart/cart.store';
import { line, signIn, signOut } from '@/features/cart/cart.test-helpers';
import { $cartMerge } from '@/features/cart/cart-state';
import * as wishlistApi from '@/features/wishlist/wishlist.api';
import { $pendingWishlist, $wishlist } from '@/features/wishlist/wishlist.store';
import { ApiError } from '@/lib/api/api-client';
import { productCard } from '@/lib/product-card.test-helpers';
import { setToastSink } from '@/lib/toast';
import { syncSession } from './session-sync';
import { sessionSyncPlan, syncPlan } from './sync-plan';

vi.mock('@/features/cart/cart.api', () => ({
  fetchServerCart: vi.fn(),
  modifyServerCart: vi.fn(),
  quoteCart: vi.fn(),
}));
vi.mock('@/features/wishlist/wishlist.api', () => ({ fetchWishlist: vi.fn(), addWishlistItem: vi.fn() }));

const USER = 5;
const texts = { cartToasts: { mergeCapped: 'Lowered: {{items}}', addedToWishlist: 'Added to wishlist' } };
const toasts: string[] = [];
const card = (id: number) =>
  productCard({ id, name: `P${id}`, slug: `p${id}`, image: '', price: 1, sale_price: 1, quantity: 1 });

beforeEach(() => {
  vi.resetAllMocks();
  toasts.length = 0;
  setToastSink((kind, message) => toasts.push(`${kind}: ${message}`));
  signOut();
  $guestCart.set([]);
  $buyNow.set(null);
  $userCart.set(null);
  $wishlist.set(null);
  $pendingWishlist.set(null);
  $cartMerge.set(null);
});
afterEach(() => setToastSink(null));

describe('syncPlan', () => {
  const guest = {
    userId: null,
    guestLines: 2,
    pendingMerge: false,
    cartOwner: null,
    wishlistOwner: null,
    pendingWishlist: null,
  };

  it('has nothing to do for a guest without caches, or a user whose caches are theirs', () => {
    expect(syncPlan(guest)).toBeNull();
    expect(syncPlan({ ...guest, userId: 1, guestLines: 0, cartOwner: 1, wishlistOwner: 1 })).toBeNull();
  });

  it('merges a guest cart after sign-in and loads another user’s caches afresh', () => {
    expect(syncPlan({ ...guest, userId: 1, cartOwner: 2, pendingWishlist: 9 })).toEqual({
      mergeGuestCart: true,
      loadCart: true,
      loadWishlist: true,
      addPendingWishlist: true,
      clearUserCaches: false,
    });
  });

  it('clears a user’s caches once signed out', () => {
    expect(syncPlan({ ...guest, guestLines: 0, wishlistOwner: 3 })?.clearUserCaches).toBe(true);
  });
});

describe('syncSession', () => {
  it('merges the guest cart: quantities summed, capped by the quote, one modify, guest copy cleared, toast', async () => {
    $guestCart.set([line(1, 3), { ...line(2, 1), name: 'Saree' }]);
    $buyNow.set(line(4, 1));
    signIn(USER);
    vi.mocked(api.fetchServerCart).mockResolvedValue([{ ...line(1, 2), cart_item_id: 10 }]);
    const quoted = [line(1, 4), line(2, 1)];
    const quote: CartQuote = {
      items: quoted,
      adjustments: [{ product_id: 7, variant_id: 1, reason: 'stock_capped', requested: 5, qty: 4 }],
      coupon: NO_COUPON,
      coupon_message: null,
      totals: cartTotals(quoted),
    };
    vi.mocked(api.quoteCart).mockResolvedValue(quote);
    const merged = [
      { ...line(1, 4), cart_item_id: 10 },
      { ...line(2, 1), cart_item_id: 11 },
    ];
    vi.mocked(api.modifyServerCart).mockResolvedValue(merged);
    vi.mocked(wishlistApi.fetchWishlist).mockResolvedValue([]);

    await syncSession(texts);

    expect(api.quoteCart).toHaveBeenCalledWith({
      cart_items: [
        { product_id: 7, variant_id: 1, qty: 5 },
        { product_id: 7, variant_id: 2, qty: 1 },
      ],
    });
    expect(api.modifyServerCart).toHaveBeenCalledWith([
      { product_id: 7, variant_id: 1, qty: 4 },
      { product_id: 7, variant_id: 2, qty: 1 },
    ]);
    expect($cart.get()).toMatchObject({ data: merged, singleData: null });
    expect($guestCart.get()).toEqual([]);
    expect(toasts).toEqual(['error: Lowered: Panjabi']);
    expect(sessionSyncPlan()).toBeNull();
  });

  it('sends an unfinished merge again as the same absolute quantities, never adding the guest cart twice', async () => {
    const items = [{ product_id: 7, variant_id: 1, qty: 4 }];
    $cartMerge.set({ owner: USER, items });
    signIn(USER);
    const lines = [{ ...line(1, 4), cart_item_id: 10 }];
    vi.mocked(api.modifyServerCart).mockResolvedValue(lines);
    vi.mocked(api.fetchServerCart).mockResolvedValue(lines);
    vi.mocked(wishlistApi.fetchWishlist).mockResolvedValue([]);

    await syncSession(texts);

    expect(api.modifyServerCart).toHaveBeenCalledTimes(1);
    expect(api.modifyServerCart).toHaveBeenCalledWith(items);
    expect(api.quoteCart).not.toHaveBeenCalled();
    expect($cartMerge.get()).toBeNull();
    expect($cart.get().data).toEqual(lines);
  });

  it('caps a merge by a fresh quote when stock fell after the first one', async () => {
    $guestCart.set([line(1, 3)]);
    signIn(USER);
    vi.mocked(api.fetchServerCart).mockResolvedValue([]);
    const quote = (lines: ReturnType<typeof line>[]): CartQuote => ({
      items: lines,
      adjustments: [],
      coupon: NO_COUPON,
      coupon_message: null,
      totals: cartTotals(lines),
    });
    vi.mocked(api.quoteCart)
      .mockResolvedValueOnce(quote([line(1, 3)]))
      .mockResolvedValueOnce(quote([line(1, 2)]));
    const refusal = new ApiError(422, { success: false, message: 'Sorry', code: 'OUT_OF_STOCK' });
    vi.mocked(api.modifyServerCart)
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce([line(1, 2)]);
    vi.mocked(wishlistApi.fetchWishlist).mockResolvedValue([]);

    await syncSession(texts);

    expect(vi.mocked(api.modifyServerCart).mock.calls.map(([items]) => items[0]?.qty)).toEqual([3, 2]);
    expect($cart.get().data).toEqual([line(1, 2)]);
    expect([$guestCart.get(), $cartMerge.get()]).toEqual([[], null]);
  });

  it('keeps the guest cart when the merge fails, for the next page to try again', async () => {
    $guestCart.set([line(1, 1)]);
    signIn(USER);
    vi.mocked(api.fetchServerCart).mockRejectedValue(new TypeError('fetch failed'));
    vi.mocked(wishlistApi.fetchWishlist).mockResolvedValue([]);
    await syncSession(texts);
    expect($guestCart.get()).toHaveLength(1);
    expect($userCart.get()).toBeNull();
  });

  it('adds the product a guest wished for once they have signed in', async () => {
    $pendingWishlist.set(12);
    $userCart.set({ owner: USER, lines: [] });
    signIn(USER);
    vi.mocked(wishlistApi.fetchWishlist).mockResolvedValue([card(3)]);
    vi.mocked(wishlistApi.addWishlistItem).mockResolvedValue([card(12), card(3)]);
    await syncSession(texts);
    expect(api.fetchServerCart).not.toHaveBeenCalled();
    expect(wishlistApi.addWishlistItem).toHaveBeenCalledWith(12);
    expect($wishlist.get()?.items.map(({ id }) => id)).toEqual([12, 3]);
    expect($pendingWishlist.get()).toBeNull();
    expect(toasts).toEqual(['success: Added to wishlist']);
  });

  it('forgets the user’s cart, buy-now item and wishlist after sign-out', async () => {
    $userCart.set({ owner: USER, lines: [line(1, 1)] });
    $wishlist.set({ owner: USER, items: [card(3)] });
    $buyNow.set(line(2, 1));
    await syncSession(texts);
    expect([$userCart.get(), $wishlist.get(), $buyNow.get()]).toEqual([null, null, null]);
  });
});
