import { describe, expect, it } from 'vitest';
import { DELIVERY, NO_COUPON } from './cart-basics';
import { checkoutQuote, DHAKA_DISTRICT_ID, deliveryZoneOf, splitDiscount } from './checkout';

const line = (sellerId: number, sale_price: number, qty: number, shipping_cost = 0) => ({
  seller: { id: sellerId, name: `Seller ${sellerId}` },
  sale_price,
  qty,
  shipping_cost,
});

describe('deliveryZoneOf', () => {
  it('delivers Dhaka district inside Dhaka and every other district outside', () => {
    expect(deliveryZoneOf(DHAKA_DISTRICT_ID)).toBe('inside_dhaka');
    expect(deliveryZoneOf(1)).toBe('outside_dhaka');
  });
});

describe('splitDiscount', () => {
  it('splits in proportion and the parts add up to the discount exactly', () => {
    const parts = splitDiscount(100, [1, 1, 1]);
    expect(parts).toEqual([34, 33, 33]);
    expect(splitDiscount(99, [300, 100])).toEqual([75, 24]);
  });

  it('gives the remainder to the largest weight first', () => {
    expect(splitDiscount(10, [1, 2])).toEqual([3, 7]);
  });

  it('is all zero with no discount or nothing to weigh', () => {
    expect(splitDiscount(0, [5, 5])).toEqual([0, 0]);
    expect(splitDiscount(10, [0, 0])).toEqual([0, 0]);
  });
});

describe('checkoutQuote', () => {
  it('makes one package per seller, each with the zone fee, in the order sellers first appear', () => {
    const quote = checkoutQuote([line(2, 500, 1), line(1, 200, 2, 10), line(2, 100, 3)], NO_COUPON, 'outside_dhaka');
    expect(quote.packages.map((pack) => pack.vendor.id)).toEqual([2, 1]);
    expect(quote.packages[0].totals).toMatchObject({
      subtotal: 800,
      delivery_fee: DELIVERY.outside_dhaka.fee,
      total: 920,
    });
    expect(quote.packages[1].totals).toMatchObject({ subtotal: 400, shipping: 20, total: 540 });
    expect(quote.grand_total).toBe(1_460);
  });

  it('checks the coupon against the whole subtotal and splits its taka over the packages', () => {
    const coupon = { ...NO_COUPON, affiliate_id: 4, commission: 10 };
    const quote = checkoutQuote([line(1, 300, 1), line(2, 700, 1)], coupon, 'inside_dhaka');
    expect(quote.discount).toBe(100);
    expect(quote.packages.map((pack) => pack.totals.discount)).toEqual([30, 70]);
    expect(quote.grand_total).toBe(1_000 + 2 * DELIVERY.inside_dhaka.fee - 100);
  });
});
