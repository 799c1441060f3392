import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartQuote } from '#contract';
import { cartTotals } from '#contract/cart';
import { NO_COUPON } from '#contract/cart-basics';
import * as api from './cart.api';
import {
  $buyNow,
  $cart,
  $cartCount,
  $cartTotals,
  $coupon,
  $deliveryZone,
  $guestCart,
  $userCart,
  addToCart,
  applyCoupon,
  buyNow,
  changeQty,
  clearCart,
  clearGuestCart,
  loadServerCart,
  refreshCart,
  removeFromCart,
} from './cart.store';
import { apiFailure, line, product, signIn, signOut, variant } from './cart.test-helpers';

vi.mock('./cart.api', () => ({
  fetchServerCart: vi.fn(),
  modifyServerCart: vi.fn(),
  deleteServerCartItem: vi.fn(),
  quoteCart: vi.fn(),
  fetchCoupon: vi.fn(),
}));

const USER = 5;

beforeEach(() => {
  vi.resetAllMocks();
  signOut();
  $guestCart.set([]);
  $buyNow.set(null);
  $userCart.set(null);
  $coupon.set(NO_COUPON);
  $deliveryZone.set('inside_dhaka');
});

describe('guest cart', () => {
  it('adding the same item twice gives one line of qty 2 with sum and shipping recalculated', async () => {
    expect(await addToCart(product, variant(1))).toEqual({ ok: true });
    expect(await addToCart(product, variant(1))).toEqual({ ok: true });
    expect($cart.get().data).toEqual([expect.objectContaining({ variant_id: 1, qty: 2, sum: 2000, shipping: 100 })]);
    expect($cartCount.get()).toBe(2);
    expect($cartTotals.get()).toMatchObject({ subtotal: 2000, shipping: 100, delivery_fee: 60, total: 2160 });
  });

  it('refuses an amount above stock or an invalid quantity, leaving the cart as it was', async () => {
    await addToCart(product, variant(1, { stock: 2 }), 2);
    expect(await addToCart(product, variant(1, { stock: 2 }))).toEqual({ ok: false, reason: 'amount' });
    expect(await addToCart(product, variant(2, { stock: 0 }))).toEqual({ ok: false, reason: 'amount' });
    expect(await addToCart(product, variant(3), 1.5)).toEqual({ ok: false, reason: 'qty' });
    expect($guestCart.get().map(({ variant_id, qty }) => [variant_id, qty])).toEqual([[1, 2]]);
  });

  it('changes and removes lines locally, never calling the server', async () => {
    await addToCart(product, variant(1));
    expect(await changeQty(1, '৪')).toEqual({ ok: true });
    expect($guestCart.get()[0]).toMatchObject({ qty: 4, sum: 4000 });
    expect(await changeQty(1, 6)).toEqual({ ok: false, reason: 'amount' });
    expect(await changeQty(1, 0)).toEqual({ ok: false, reason: 'qty' });
    expect(await removeFromCart(1)).toEqual({ ok: true });
    expect($guestCart.get()).toEqual([]);
    expect(api.modifyServerCart).not.toHaveBeenCalled();
  });

  it('clearGuestCart (the seam for the guest order) empties guest_cart and guest_buy_now', async () => {
    await addToCart(product, variant(1));
    buyNow(product, variant(2));
    clearGuestCart();
    expect($guestCart.get()).toEqual([]);
    expect($buyNow.get()).toBeNull();
  });
});

describe('buy now', () => {
  it('sets one item aside that overrides the cart list and totals', async () => {
    await addToCart(product, variant(1), 3);
    expect(buyNow(product, variant(2, { sale_price: 500 }), 2)).toEqual({ ok: true });
    expect($cart.get().singleData).toMatchObject({ variant_id: 2, qty: 2, sum: 1000 });
    expect($cart.get().data).toHaveLength(1);
    expect($cartTotals.get()).toMatchObject({ item_count: 2, subtotal: 1000 });
  });

  it('checks the stock against an empty cart', async () => {
    await addToCart(product, variant(1, { stock: 2 }), 2);
    expect(buyNow(product, variant(1, { stock: 2 }), 2)).toEqual({ ok: true });
    expect(buyNow(product, variant(1, { stock: 0 }))).toEqual({ ok: false, reason: 'amount' });
    expect(buyNow(product, variant(1), 0)).toEqual({ ok: false, reason: 'qty' });
  });

  it('loading the server cart replaces the cart and clears the buy-now item', async () => {
    signIn(USER);
    $userCart.set({ owner: USER, lines: [line(1, 1)] });
    buyNow(product, variant(2));
    vi.mocked(api.fetchServerCart).mockResolvedValue([{ ...line(3, 2), cart_item_id: 30 }]);
    expect(await loadServerCart()).toEqual({ ok: true });
    expect($cart.get()).toMatchObject({ data: [{ variant_id: 3, qty: 2 }], singleData: null });
  });
});

describe('signed-in cart', () => {
  beforeEach(() => {
    signIn(USER);
    $userCart.set({ owner: USER, lines: [{ ...line(1, 1), cart_item_id: 10 }] });
  });

  it('sends the new absolute qty and takes the server answer', async () => {
    const answer = [{ ...line(1, 2, { sale_price: 900 }), cart_item_id: 10 }];
    vi.mocked(api.modifyServerCart).mockResolvedValue(answer);
    expect(await addToCart(product, variant(1))).toEqual({ ok: true });
    expect(api.modifyServerCart).toHaveBeenCalledWith([{ product_id: 7, variant_id: 1, qty: 2 }]);
    expect($cart.get().data).toEqual(answer);
  });

  it('reverts a refused add and reports the server message and the real stock', async () => {
    const refusal = apiFailure(422, {
      success: false,
      code: 'OUT_OF_STOCK',
      message: "Sorry, you can't add that amount to the cart.",
      errors: { 'cart_items.0.qty': ['শুধু ১ টি স্টকে আছে'] },
    });
    vi.mocked(api.modifyServerCart).mockRejectedValue(refusal);
    expect(await addToCart(product, variant(1))).toEqual({
      ok: false,
      reason: 'server',
      message: "Sorry, you can't add that amount to the cart.",
      stock: 1,
    });
    expect($cart.get().data).toEqual([expect.objectContaining({ qty: 1, stock: 1, cart_item_id: 10 })]);
  });

  it('answers an empty message when the server cannot be reached', async () => {
    vi.mocked(api.modifyServerCart).mockRejectedValue(new TypeError('fetch failed'));
    expect(await changeQty(1, 3)).toEqual({ ok: false, reason: 'server', message: '' });
    expect($cart.get().data[0]?.qty).toBe(1);
  });

  it('removes a line by its cart item id', async () => {
    vi.mocked(api.deleteServerCartItem).mockResolvedValue([]);
    expect(await removeFromCart(1)).toEqual({ ok: true });
    expect(api.deleteServerCartItem).toHaveBeenCalledWith(10);
    expect($cart.get().data).toEqual([]);
  });

  it('shows the guest cart, not another user’s cache', () => {
    $guestCart.set([line(4, 1)]);
    $userCart.set({ owner: 99, lines: [line(1, 9)] });
    expect($cart.get().data.map((shown) => shown.variant_id)).toEqual([4]);
  });

  it('clearCart empties the cart, the buy-now item and the coupon', () => {
    $coupon.set({ ...NO_COUPON, id: 1, amount: 50 });
    buyNow(product, variant(2));
    clearCart();
    expect($cart.get()).toEqual({ data: [], singleData: null, coupon: NO_COUPON });
  });
});

describe('a signed-in shopper whose guest cart waits to be merged', () => {
  it('has the guest cart merged into the server cart before adding, never adding to an unknown cart', async () => {
    $guestCart.set([line(1, 2)]);
    signIn(USER);
    vi.mocked(api.fetchServerCart).mockResolvedValue([]);
    const quote: CartQuote = {
      items: [line(1, 2)],
      adjustments: [],
      coupon: NO_COUPON,
      coupon_message: null,
      totals: cartTotals([line(1, 2)]),
    };
    vi.mocked(api.quoteCart).mockResolvedValue(quote);
    vi.mocked(api.modifyServerCart)
      .mockResolvedValueOnce([{ ...line(1, 2), cart_item_id: 10 }])
      .mockResolvedValueOnce([
        { ...line(1, 2), cart_item_id: 10 },
        { ...line(2, 1), cart_item_id: 11 },
      ]);
    expect(await addToCart(product, variant(2))).toEqual({ ok: true });
    expect(vi.mocked(api.modifyServerCart).mock.calls).toEqual([
      [[{ product_id: 7, variant_id: 1, qty: 2 }]],
      [[{ product_id: 7, variant_id: 2, qty: 1 }]],
    ]);
    expect($guestCart.get()).toEqual([]);
    expect($cart.get().data.map(({ variant_id, qty }) => [variant_id, qty])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});

describe('coupons', () => {
  beforeEach(async () => {
    await addToCart(product, variant(1), 2);
  });

  it('applies a fixed coupon for the current subtotal, amount truncated', async () => {
    vi.mocked(api.fetchCoupon).mockResolvedValue({
      success: true,
      message: 'Coupon applied',
      data: { id: 3, amount: 120.7, user_commission: 0, code: 'SAVE120', kind: 'fixed', min_total: 0 },
    });
    expect(await applyCoupon(' save120 ')).toEqual({ ok: true, message: 'Coupon applied' });
    expect(api.fetchCoupon).toHaveBeenCalledWith('save120', 2000);
    expect($coupon.get()).toMatchObject({ id: 3, amount: 120 });
    expect($cartTotals.get()).toMatchObject({ discount: 120, total: 2000 + 100 + 60 - 120 });
  });

  it('a referral code gives its commission share of the subtotal, truncated', async () => {
    vi.mocked(api.fetchCoupon).mockResolvedValue({
      success: true,
      message: 'Coupon applied',
      data: { id: 8, amount: 0, user_commission: 7, code: 'FRIEND', kind: 'referral', min_total: 0 },
    });
    await applyCoupon('FRIEND');
    expect($coupon.get()).toMatchObject({ affiliate_id: 8, commission: 7 });
    expect($cartTotals.get().discount).toBe(140);
  });

  it('a refused code resets the coupon to none and answers the server reason', async () => {
    $coupon.set({ ...NO_COUPON, id: 1, amount: 50 });
    const refusal = apiFailure(422, { success: false, code: 'COUPON_INVALID', message: 'This coupon has expired.' });
    vi.mocked(api.fetchCoupon).mockRejectedValue(refusal);
    expect(await applyCoupon('OLD')).toEqual({ ok: false, reason: 'server', message: 'This coupon has expired.' });
    expect($coupon.get()).toEqual(NO_COUPON);
  });
});

describe('refreshCart', () => {
  const quoteOf = (items: CartQuote['items']): CartQuote => ({
    items,
    adjustments: [],
    coupon: NO_COUPON,
    coupon_message: null,
    totals: cartTotals(items),
  });

  it('repairs a tampered guest cart from the server prices, marking what the server left out as having none left', async () => {
    $guestCart.set([line(1, 2, { sale_price: 1 }), line(2, 1)]);
    vi.mocked(api.quoteCart).mockResolvedValue(quoteOf([line(1, 2)]));
    const quote = await refreshCart();
    expect(api.quoteCart).toHaveBeenCalledWith({
      cart_items: [
        { product_id: 7, variant_id: 1, qty: 2 },
        { product_id: 7, variant_id: 2, qty: 1 },
      ],
      coupon_code: undefined,
      delivery_zone: 'inside_dhaka',
    });
    expect($guestCart.get()).toEqual([
      expect.objectContaining({ variant_id: 1, sale_price: 1000, sum: 2000 }),
      expect.objectContaining({ variant_id: 2, qty: 1, stock: 0 }),
    ]);
    expect(quote.totals.subtotal).toBe(2000);
  });

  it('keeps a guest line’s qty above a stock that fell, with the new stock, for the page to mark it', async () => {
    $guestCart.set([line(1, 3)]);
    vi.mocked(api.quoteCart).mockResolvedValue(quoteOf([line(1, 1, { stock: 1 })]));
    await refreshCart();
    expect($guestCart.get()).toEqual([expect.objectContaining({ variant_id: 1, qty: 3, stock: 1, sum: 3000 })]);
  });

  it('takes the quote’s repair for the buy-now item: capped to the stock', async () => {
    $buyNow.set(line(1, 3));
    vi.mocked(api.quoteCart).mockResolvedValue(quoteOf([line(1, 1, { stock: 1 })]));
    await refreshCart();
    expect($buyNow.get()).toMatchObject({ variant_id: 1, qty: 1, stock: 1 });
  });

  it('keeps the server cart quantities and ids, taking new prices and stock', async () => {
    signIn(USER);
    $userCart.set({ owner: USER, lines: [{ ...line(1, 4), cart_item_id: 10 }] });
    vi.mocked(api.quoteCart).mockResolvedValue(quoteOf([line(1, 2, { sale_price: 800, stock: 2 })]));
    await refreshCart();
    expect($cart.get().data[0]).toMatchObject({ qty: 4, cart_item_id: 10, sale_price: 800, stock: 2, sum: 3200 });
  });

  it('replaces a sent coupon with the checked one', async () => {
    $guestCart.set([line(1, 1)]);
    $coupon.set({ ...NO_COUPON, id: 3, amount: 500, code: 'BIG' });
    vi.mocked(api.quoteCart).mockResolvedValue({ ...quoteOf([line(1, 1)]), coupon_message: 'Needs Tk 2,000' });
    await refreshCart();
    expect($coupon.get()).toEqual(NO_COUPON);
  });
});
