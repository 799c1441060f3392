import { describe, expect, it } from 'vitest';
import type { CartLine, CartQuote } from '#contract';
import { cartTotals } from '#contract/cart';
import { NO_COUPON } from '#contract/cart-basics';
import { LOW_STOCK_LIMIT } from '@/features/product/product';
import {
  cartAreaRedirect,
  couponFromQuery,
  isBuyNowCheckout,
  quoteChanges,
  stockWarning,
  totalsDiffer,
  variantLabel,
} from './cart-area';

describe('cartAreaRedirect', () => {
  it('sends a logged-out visitor from the shop cart and checkout to the guest pages, prefix and query kept', () => {
    expect(cartAreaRedirect('/shop/cart', false)).toBe('/guest/cart');
    expect(cartAreaRedirect('/bn/shop/cart/?coupon_code=HAAT100', false)).toBe('/bn/guest/cart/?coupon_code=HAAT100');
    expect(cartAreaRedirect('/shop/checkout?buy_now=true#summary', false)).toBe('/guest/checkout?buy_now=true#summary');
    expect(cartAreaRedirect('/bn/shop/checkout', false)).toBe('/bn/guest/checkout');
  });

  it('sends a signed-in shopper from the guest pages to the shop ones', () => {
    expect(cartAreaRedirect('/guest/cart?coupon_code=EID10', true)).toBe('/shop/cart?coupon_code=EID10');
    expect(cartAreaRedirect('/bn/guest/checkout?buy_now=true', true)).toBe('/bn/shop/checkout?buy_now=true');
  });

  it('lets each visitor stay on their own page, and leaves other pages alone', () => {
    expect(cartAreaRedirect('/shop/cart', true)).toBeNull();
    expect(cartAreaRedirect('/bn/guest/cart?coupon_code=X', false)).toBeNull();
    expect(cartAreaRedirect('/shop/wishlist', false)).toBeNull();
    expect(cartAreaRedirect('/shop/cartoon', false)).toBeNull();
    expect(cartAreaRedirect('/guest/cart/extra', true)).toBeNull();
  });
});

describe('isBuyNowCheckout', () => {
  it('is true only for buy_now=true', () => {
    expect(isBuyNowCheckout('?buy_now=true&coupon_code=X')).toBe(true);
    expect(isBuyNowCheckout('?buy_now=1')).toBe(false);
    expect(isBuyNowCheckout('')).toBe(false);
  });
});

describe('couponFromQuery', () => {
  it('reads a trimmed coupon_code, or null when it is absent or blank', () => {
    expect(couponFromQuery('?coupon_code=%20HAAT100%20&x=1')).toBe('HAAT100');
    expect(couponFromQuery('?coupon_code=')).toBeNull();
    expect(couponFromQuery('')).toBeNull();
  });
});

const line = (variantId: number, salePrice: number, qty = 1): CartLine => ({
  id: variantId * 10,
  name: `Product ${variantId}`,
  slug: `product-${variantId}`,
  image: '',
  seller: { id: 1, name: 'Seller' },
  qty,
  price: salePrice,
  sale_price: salePrice,
  sum: salePrice * qty,
  shipping: 0,
  shipping_cost: 0,
  variant_id: variantId,
  cart_item_id: null,
  stock: 10,
  selected_variant: {
    id: variantId,
    sku: '',
    price: salePrice,
    sale_price: salePrice,
    stock: 10,
    options: {},
    color_name: null,
  },
});

describe('quoteChanges', () => {
  it('names the dropped and capped lines by what the browser had, and every unit price the server changed', () => {
    const before = [line(1, 100, 5), line(2, 200), line(3, 1)];
    const items = [line(1, 100, 2), line(3, 350)];
    const quote: CartQuote = {
      items,
      adjustments: [
        { product_id: 10, variant_id: 1, reason: 'stock_capped', requested: 5, qty: 2 },
        { product_id: 20, variant_id: 2, reason: 'unavailable', requested: 1, qty: 0 },
      ],
      coupon: NO_COUPON,
      coupon_message: null,
      totals: cartTotals(items),
    };
    expect(quoteChanges(before, quote)).toEqual([
      { variantId: 1, name: 'Product 1', reason: 'stock_capped', value: 2 },
      { variantId: 2, name: 'Product 2', reason: 'unavailable', value: 0 },
      { variantId: 3, name: 'Product 3', reason: 'price_changed', value: 350 },
    ]);
  });

  it('reports nothing for a cart the server priced as the browser did', () => {
    const lines = [line(1, 100, 2)];
    const quote: CartQuote = {
      items: lines,
      adjustments: [],
      coupon: NO_COUPON,
      coupon_message: null,
      totals: cartTotals(lines),
    };
    expect(quoteChanges(lines, quote)).toEqual([]);
  });
});

describe('totalsDiffer', () => {
  it('is true when any figure differs, false for equal totals', () => {
    const local = cartTotals([line(1, 100, 2)], NO_COUPON, 'inside_dhaka');
    expect(totalsDiffer(local, { ...local })).toBe(false);
    expect(totalsDiffer(local, cartTotals([line(1, 90, 2)], NO_COUPON, 'inside_dhaka'))).toBe(true);
    expect(totalsDiffer(local, cartTotals([line(1, 100, 2)], NO_COUPON, 'outside_dhaka'))).toBe(true);
  });
});

describe('variantLabel', () => {
  it('joins the colour name (else its code) and the size', () => {
    const variant = line(1, 100).selected_variant;
    expect(
      variantLabel({ selected_variant: { ...variant, color_name: 'Navy', options: { color: 'navy', size: 'L' } } }),
    ).toBe('Navy · L');
    expect(variantLabel({ selected_variant: { ...variant, options: { color: 'red' } } })).toBe('red');
    expect(variantLabel({ selected_variant: variant })).toBe('');
  });
});

describe('stockWarning', () => {
  it('marks a line above the stock capped, one with none left unavailable, says few are left at LOW_STOCK_LIMIT or less, else nothing', () => {
    expect(stockWarning({ qty: 3, stock: 2 })).toEqual({ kind: 'capped', available: 2 });
    expect(stockWarning({ qty: 1, stock: 0 })).toEqual({ kind: 'unavailable' });
    expect(stockWarning({ qty: 2, stock: LOW_STOCK_LIMIT })).toEqual({ kind: 'low', left: LOW_STOCK_LIMIT });
    expect(stockWarning({ qty: 2, stock: LOW_STOCK_LIMIT + 1 })).toBeNull();
  });
});
