import { describe, expect, it } from 'vitest';
import { priceLessDiscountShare } from './discount-share';

describe('priceLessDiscountShare', () => {
  it('is the price when the order had no discount', () => {
    expect(priceLessDiscountShare({ subTotal: 1000, discount: 0 }, 400)).toBe(400);
  });

  it('takes off the lines’ share of the discount, rounded up, so the parts never add up to more than was paid', () => {
    const order = { subTotal: 300, discount: 100 };
    const parts = [100, 100, 100].map((price) => priceLessDiscountShare(order, price));
    expect(parts).toEqual([66, 66, 66]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBeLessThanOrEqual(order.subTotal - order.discount);
  });
});
