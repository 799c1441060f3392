import { describe, expect, it } from 'vitest';
import { type CouponAnswer, cartTotals, couponDiscount, couponFromAnswer } from './cart';
import { DELIVERY, NO_COUPON } from './cart-basics';

const answer = (over: Partial<CouponAnswer>): CouponAnswer => ({
  id: 7,
  amount: 0,
  user_commission: 0,
  code: 'HAAT',
  kind: 'fixed',
  min_total: 0,
  ...over,
});

describe('couponFromAnswer', () => {
  it('keeps a fixed amount truncated to whole taka', () => {
    expect(couponFromAnswer(answer({ amount: 150.9 }))).toEqual({
      id: 7,
      affiliate_id: 0,
      amount: 150,
      commission: 0,
      code: 'HAAT',
    });
  });

  it('stores a user commission as the affiliate and its percentage', () => {
    const coupon = couponFromAnswer(answer({ id: 3, user_commission: 5, kind: 'referral' }));
    expect(coupon).toMatchObject({ id: 0, affiliate_id: 3, amount: 0, commission: 5 });
  });

  it('resets to none for a missing, zero or sub-taka answer', () => {
    expect(couponFromAnswer(null)).toEqual(NO_COUPON);
    expect(couponFromAnswer(answer({ amount: 0 }))).toEqual(NO_COUPON);
    expect(couponFromAnswer(answer({ amount: 0.9 }))).toEqual(NO_COUPON);
  });
});

describe('couponDiscount', () => {
  it('takes a commission as a truncated percentage of the subtotal', () => {
    expect(couponDiscount({ ...NO_COUPON, affiliate_id: 1, commission: 5 }, 1_999)).toBe(99);
    expect(couponDiscount({ ...NO_COUPON, affiliate_id: 1, commission: 2.5 }, 1_000)).toBe(25);
  });

  it('never takes off more than the subtotal', () => {
    expect(couponDiscount({ ...NO_COUPON, id: 1, amount: 500 }, 300)).toBe(300);
    expect(couponDiscount(NO_COUPON, 300)).toBe(0);
  });
});

describe('cartTotals', () => {
  const lines = [
    { qty: 2, sale_price: 1_148, shipping_cost: 0, sum: 1, shipping: 1 },
    { qty: 1, sale_price: 1_960, shipping_cost: 50 },
  ];

  it('adds unit prices times quantities, ignoring stored sums', () => {
    expect(cartTotals(lines)).toEqual({
      item_count: 3,
      subtotal: 4_256,
      shipping: 50,
      delivery_fee: 0,
      discount: 0,
      total: 4_306,
    });
  });

  it('adds the zone fee and takes off the coupon', () => {
    const totals = cartTotals(lines, { ...NO_COUPON, affiliate_id: 2, commission: 5 }, 'outside_dhaka');
    expect(totals.delivery_fee).toBe(DELIVERY.outside_dhaka.fee);
    expect(totals.discount).toBe(212);
    expect(totals.total).toBe(4_256 + 50 + 120 - 212);
  });

  it('charges no delivery for an empty cart', () => {
    expect(cartTotals([], NO_COUPON, 'inside_dhaka')).toMatchObject({ delivery_fee: 0, total: 0 });
  });
});
