import { describe, expect, it } from 'vitest';
import { cardPricing, effectiveDiscount, salePrice, selectedVariant } from './pricing';

describe('salePrice', () => {
  it('takes the floor of a percent off', () => {
    expect(salePrice(999, { type: 'percent', value: 15 })).toBe(850); // 999 - floor(149.85)
    expect(salePrice(1000, { type: 'percent', value: 10 })).toBe(900);
    expect(salePrice(1, { type: 'percent', value: 50 })).toBe(1); // floor(0.5) = 0 off
  });

  it('takes flat taka off, never below zero', () => {
    expect(salePrice(1200, { type: 'flat', value: 200 })).toBe(1000);
    expect(salePrice(150, { type: 'flat', value: 200 })).toBe(0);
  });

  it('leaves the price alone without a discount', () => {
    expect(salePrice(1960, { type: null, value: 0 })).toBe(1960);
  });
});

describe('effectiveDiscount', () => {
  const endsAt = new Date('2030-01-01T00:00:00Z');

  it('uses a running flash sale percent instead of the own discount', () => {
    expect(effectiveDiscount({ type: 'flat', value: 100 }, { discountPercent: 20, endsAt })).toEqual({
      type: 'percent',
      value: 20,
      flashSaleEndsAt: endsAt,
    });
  });

  it('keeps the own discount otherwise, and reports no discount as null/0', () => {
    expect(effectiveDiscount({ type: 'flat', value: 100 }, null)).toEqual({
      type: 'flat',
      value: 100,
      flashSaleEndsAt: null,
    });
    expect(effectiveDiscount({ type: null, value: 7 }, null)).toEqual({ type: null, value: 0, flashSaleEndsAt: null });
  });
});

describe('cardPricing', () => {
  it('derives discount and a rounded percentage from the lowest price', () => {
    expect(cardPricing(1148, { type: 'percent', value: 15 })).toEqual({
      price: 1148,
      sale_price: 976, // 1148 - floor(172.2)
      discount: 172,
      discount_type: 'percent',
      discount_value: 15,
      discount_percentage: 15, // round(14.98)
    });
    expect(cardPricing(1200, { type: 'flat', value: 250 }).discount_percentage).toBe(21); // round(20.83)
    expect(cardPricing(1960, { type: null, value: 0 })).toMatchObject({ sale_price: 1960, discount_percentage: 0 });
  });
});

describe('selectedVariant', () => {
  it('picks the cheapest, then one in stock, then the lowest id', () => {
    const variants = [
      { id: 4, price: 500, stock: 3 },
      { id: 2, price: 400, stock: 0 },
      { id: 3, price: 400, stock: 5 },
      { id: 1, price: 400, stock: 5 },
    ];
    expect(selectedVariant(variants)?.id).toBe(1);
    expect(selectedVariant(variants.slice(0, 2))?.id).toBe(2);
    expect(selectedVariant([])).toBeUndefined();
  });
});
