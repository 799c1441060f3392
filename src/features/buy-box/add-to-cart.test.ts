import { describe, expect, it } from 'vitest';
import type { Variant } from '#contract';
import { MAX_LINE_QTY } from '#contract/cart-basics';
import { compareToast, qtyLimit, stepQty, wishlistToast, withStock } from './add-to-cart';
import type { AddToCartTexts } from './buy-box-strings';

const texts: AddToCartTexts = {
  cartToasts: {
    addedToCart: 'Product added to cart',
    amountRefused: "Sorry, you can't add that amount to the cart.",
    qtyInvalid: 'Enter a whole number from 1 to {{max}}.',
    network: 'Could not reach the server. Please try again.',
    addedToCompare: 'Product added to compare',
    compareDuplicate: 'Product has already been in Compare.',
    compareFull: 'You can compare up to {{max}} products. Remove one first.',
    addedToWishlist: 'Product added to wishlist',
    removedFromWishlist: 'Product removed from wishlist',
    signInForWishlist: 'Please sign in to save products to your wishlist.',
  },
};

const variant = (id: number, stock: number): Variant => ({
  id,
  sku: `SKU-${id}`,
  price: 1000,
  sale_price: 900,
  stock,
  options: {},
  color_name: null,
});

describe('quantity stepper', () => {
  it('offers up to the stock, within the retail limit, and never less than 1', () => {
    expect(qtyLimit(3)).toBe(3);
    expect(qtyLimit(5000)).toBe(MAX_LINE_QTY);
    expect(qtyLimit(0)).toBe(1);
  });

  it('steps by one between 1 and the limit', () => {
    expect(stepQty(1, 1, 3)).toBe(2);
    expect(stepQty(3, 1, 3)).toBe(3);
    expect(stepQty(1, -1, 3)).toBe(1);
    expect(stepQty(2, -1, 3)).toBe(1);
  });

  it('brings a typed quantity above the stock back to the stock, and an unreadable one back to 1', () => {
    expect(stepQty(50, -1, 3)).toBe(3);
    expect(stepQty(null, 1, 3)).toBe(1);
    expect(stepQty(null, -1, 3)).toBe(1);
  });
});

describe('messages', () => {
  it('answers each compare result with its toast', () => {
    expect(compareToast('added', texts, 'en')).toEqual({ kind: 'success', text: 'Product added to compare' });
    expect(compareToast('duplicate', texts, 'en')).toEqual({
      kind: 'error',
      text: 'Product has already been in Compare.',
    });
    expect(compareToast('full', texts, 'en')).toEqual({
      kind: 'error',
      text: 'You can compare up to 4 products. Remove one first.',
    });
    expect(compareToast('full', texts, 'bn').text).toBe('You can compare up to ৪ products. Remove one first.');
  });
});

describe('wishlist heart', () => {
  it('says whether the product was added or removed', () => {
    expect(wishlistToast({ ok: true, added: true }, texts)).toEqual({
      kind: 'success',
      text: 'Product added to wishlist',
    });
    expect(wishlistToast({ ok: true, added: false }, texts).text).toBe('Product removed from wishlist');
  });

  it('asks a guest to sign in, and shows a server refusal as is', () => {
    expect(wishlistToast({ ok: false, reason: 'signin' }, texts).text).toBe(texts.cartToasts.signInForWishlist);
    expect(wishlistToast({ ok: false, reason: 'server', message: 'Wishlist full' }, texts)).toEqual({
      kind: 'error',
      text: 'Wishlist full',
    });
    expect(wishlistToast({ ok: false, reason: 'server', message: '' }, texts).text).toBe(texts.cartToasts.network);
  });
});

describe('withStock', () => {
  it("replaces one variant's stock and leaves the others", () => {
    const variants = [variant(1, 10), variant(2, 10)];
    expect(withStock(variants, 2, 1).map((one) => one.stock)).toEqual([10, 1]);
    expect(variants[1]?.stock).toBe(10);
  });
});
