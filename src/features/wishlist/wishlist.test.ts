import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetailsResponse } from '#contract';
import * as cartApi from '@/features/cart/cart.api';
import { $guestCart, $userCart } from '@/features/cart/cart.store';
import { line, signIn, signOut, variant } from '@/features/cart/cart.test-helpers';
import { productCard } from '@/lib/product-card.test-helpers';
import { sanitizeWishlist, withoutDuplicates } from './wishlist';
import * as api from './wishlist.api';
import {
  $pendingWishlist,
  $wishlist,
  $wishlistCount,
  $wishlistIds,
  moveToCart,
  requestWishlist,
  toggleWishlist,
  variantToMove,
} from './wishlist.store';

vi.mock('./wishlist.api', () => ({
  fetchWishlist: vi.fn(),
  addWishlistItem: vi.fn(),
  removeWishlistItem: vi.fn(),
  fetchProductDetail: vi.fn(),
}));
vi.mock('@/features/cart/cart.api', () => ({ modifyServerCart: vi.fn() }));

const USER = 5;
const card = (id: number) =>
  productCard({ id, name: `P${id}`, slug: `p${id}`, image: '', price: 10, sale_price: 9, quantity: 3 });

beforeEach(() => {
  vi.resetAllMocks();
  signIn(USER);
  $wishlist.set({ owner: USER, items: [card(1)] });
  $userCart.set({ owner: USER, lines: [] });
  $guestCart.set([]);
  $pendingWishlist.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('wishlist rules', () => {
  it('holds a product once, also when the stored list repeats it', () => {
    expect(withoutDuplicates([card(1), card(2), card(1)]).map(({ id }) => id)).toEqual([1, 2]);
    expect(sanitizeWishlist({ owner: USER, items: [card(1), card(1), { id: 'x' }] })?.items).toHaveLength(1);
    expect(sanitizeWishlist('{')).toBeNull();
  });

  it('moves the cheapest variant in stock', () => {
    const variants = [
      variant(1, { sale_price: 100, stock: 0 }),
      variant(2, { sale_price: 300 }),
      variant(3, { sale_price: 200 }),
    ];
    expect(variantToMove(variants)?.id).toBe(3);
    expect(variantToMove([variant(1, { stock: 0 })])).toBeUndefined();
  });

  it('shows another user’s cached list as empty', () => {
    $wishlist.set({ owner: 99, items: [card(1)] });
    expect($wishlistCount.get()).toBe(0);
  });
});

describe('toggleWishlist', () => {
  it('adds a product not in the list and removes one that is, taking the server list', async () => {
    vi.mocked(api.addWishlistItem).mockResolvedValue([card(2), card(1)]);
    expect(await toggleWishlist(2)).toEqual({ ok: true, added: true });
    expect([...$wishlistIds.get()]).toEqual([2, 1]);
    vi.mocked(api.removeWishlistItem).mockResolvedValue([card(1)]);
    expect(await toggleWishlist(2)).toEqual({ ok: true, added: false });
    expect(api.removeWishlistItem).toHaveBeenCalledWith(2);
  });

  it('keeps a guest’s product for after sign-in and sends them to login, remembering the page', async () => {
    signOut();
    const assign = vi.fn();
    const remembered = new Map<string, string>();
    vi.stubGlobal('window', { location: { pathname: '/bn/product/7', assign } });
    vi.stubGlobal('sessionStorage', { setItem: (key: string, value: string) => remembered.set(key, value) });
    expect(await toggleWishlist(7)).toEqual({ ok: false, reason: 'signin' });
    expect($pendingWishlist.get()).toBe(7);
    expect([...remembered.values()]).toEqual(['/bn/product/7']);
    expect(assign).toHaveBeenCalledWith('/bn/login');
    expect(api.addWishlistItem).not.toHaveBeenCalled();
  });

  it('requestWishlist does not remember a page it could not safely come back to', () => {
    const setItem = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/product/<7>', assign: vi.fn() } });
    vi.stubGlobal('sessionStorage', { setItem });
    requestWishlist(7);
    expect(setItem).not.toHaveBeenCalled();
  });
});

describe('moveToCart (remove, then add with qty 1)', () => {
  const details = (stock: number) =>
    ({
      product: { ...card(1), seller: { id: 3, name: 'Aarong' }, variants: [variant(4, { stock })] },
    }) as unknown as ProductDetailsResponse;

  it('removes the product from the wishlist, then adds qty 1 of its cheapest variant in stock', async () => {
    const calls: string[] = [];
    vi.mocked(api.fetchProductDetail).mockResolvedValue(details(3));
    vi.mocked(api.removeWishlistItem).mockImplementation(async () => {
      calls.push('remove');
      return [];
    });
    vi.mocked(cartApi.modifyServerCart).mockImplementation(async (items) => {
      calls.push(`add ${JSON.stringify(items)}`);
      return [{ ...line(4, 1), cart_item_id: 1 }];
    });
    expect(await moveToCart(card(1))).toEqual({ ok: true });
    expect(calls).toEqual(['remove', 'add [{"product_id":1,"variant_id":4,"qty":1}]']);
    expect($wishlistCount.get()).toBe(0);
  });

  it('removes nothing when the cart would refuse the product', async () => {
    vi.mocked(api.fetchProductDetail).mockResolvedValue(details(0));
    expect(await moveToCart(card(1))).toEqual({ ok: false, reason: 'amount' });
    expect(api.removeWishlistItem).not.toHaveBeenCalled();
  });
});
