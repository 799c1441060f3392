import { describe, expect, it } from 'vitest';
import type { CartAdjustment } from '#contract';
import { couponDiscount, couponFromAnswer } from '#contract/cart';
import { MAX_CART_LINES, MAX_LINE_QTY } from '#contract/cart-basics';
import { addLine, blockedLines, canAdd, cappedNames, lineStatus, mergeForSignIn, removeLine, setLineQty } from './cart';
import { line } from './cart.test-helpers';

describe('canAdd (spec section 5)', () => {
  it('refuses when stock is 0, whatever the cart holds', () => {
    expect(canAdd([], 1, 0)).toBe(false);
  });

  it('needs stock ≥ the qty already in the cart + the amount (default 1)', () => {
    const lines = [line(1, 3)];
    expect(canAdd(lines, 1, 5, 2)).toBe(true);
    expect(canAdd(lines, 1, 5, 3)).toBe(false);
    expect(canAdd(lines, 1, 4)).toBe(true);
    expect(canAdd(lines, 1, 3)).toBe(false);
    expect(canAdd(lines, 2, 1)).toBe(true);
  });

  it('refuses amounts that are not whole numbers ≥ 1, and lines above the retail limit', () => {
    expect(canAdd([], 1, 5, 0)).toBe(false);
    expect(canAdd([], 1, 5, -1)).toBe(false);
    expect(canAdd([], 1, 5, 1.5)).toBe(false);
    expect(canAdd([], 1, 1000, 101)).toBe(false);
  });
});

describe('addLine (spec section 4)', () => {
  it('raises the qty of the same item and recalculates sum and shipping', () => {
    const once = addLine([], line(1, 1)) ?? [];
    const twice = addLine(once, line(1, 1)) ?? [];
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ qty: 2, sum: 2000, shipping: 100 });
  });

  it('appends another variant as a new line with qty = the amount', () => {
    const lines = addLine([line(1, 1)], line(2, 9), 3) ?? [];
    expect(lines.map(({ variant_id, qty, sum }) => [variant_id, qty, sum])).toEqual([
      [1, 1, 1000],
      [2, 3, 3000],
    ]);
  });

  it('answers null when canAdd refuses or the cart has MAX_CART_LINES lines', () => {
    expect(addLine([line(1, 5)], line(1, 1))).toBeNull();
    const full = Array.from({ length: MAX_CART_LINES }, (_, index) => line(index + 1, 1));
    expect(addLine(full, line(999, 1))).toBeNull();
    expect(addLine(full, line(1, 1))?.[0]?.qty).toBe(2);
  });

  it('keeps the server cart item id of a raised line', () => {
    const synced = { ...line(1, 1), cart_item_id: 44 };
    expect(addLine([synced], line(1, 1))?.[0]?.cart_item_id).toBe(44);
  });
});

describe('setLineQty and removeLine', () => {
  it('set a line qty with sums recalculated, and remove a line by variant', () => {
    const lines = [line(1, 1), line(2, 1)];
    expect(setLineQty(lines, 2, 4)[1]).toMatchObject({ qty: 4, sum: 4000, shipping: 200 });
    expect(removeLine(lines, 1).map((kept) => kept.variant_id)).toEqual([2]);
  });
});

describe('mergeForSignIn', () => {
  it('adds the guest qty to the server qty per variant and keeps new guest lines', () => {
    const server = [{ ...line(1, 2), cart_item_id: 10 }, line(3, 1)];
    const guest = [line(1, 3), line(2, 1)];
    expect(mergeForSignIn(server, guest)).toEqual([
      { product_id: 7, variant_id: 1, qty: 5 },
      { product_id: 7, variant_id: 2, qty: 1 },
    ]);
  });

  it('keeps the sum within the retail limit and the cart within MAX_CART_LINES', () => {
    expect(mergeForSignIn([line(1, 90)], [line(1, 30)])[0]?.qty).toBe(100);
    const server = Array.from({ length: MAX_CART_LINES - 1 }, (_, index) => line(index + 100, 1));
    expect(mergeForSignIn(server, [line(1, 1), line(2, 1), line(100, 1)]).map((input) => input.variant_id)).toEqual([
      1, 100,
    ]);
  });
});

describe('cappedNames', () => {
  it('names lines the server lowered or dropped, once each', () => {
    const adjustment = (variantId: number, reason: CartAdjustment['reason']): CartAdjustment => ({
      product_id: 7,
      variant_id: variantId,
      reason,
      requested: 5,
      qty: 2,
    });
    const lines = [line(1, 1), { ...line(2, 1), name: 'Saree' }, { ...line(3, 1), name: 'Shoes' }];
    const adjustments = [adjustment(1, 'stock_capped'), adjustment(2, 'unavailable'), adjustment(3, 'price_changed')];
    expect(cappedNames(adjustments, lines)).toEqual(['Panjabi', 'Saree']);
  });
});

describe('coupons (spec sections 4 and 5, through the contract)', () => {
  const answer = { id: 4, amount: 150.9, user_commission: 0, code: 'SAVE150', kind: 'fixed' as const, min_total: 0 };

  it('a fixed amount stores its id and the truncated amount', () => {
    expect(couponFromAnswer(answer)).toEqual({ id: 4, affiliate_id: 0, amount: 150, commission: 0, code: 'SAVE150' });
  });

  it('a referral code stores the affiliate and commission; the discount is that share of the total, truncated', () => {
    const referral = couponFromAnswer({ ...answer, id: 9, amount: 0, user_commission: 5, kind: 'referral' });
    expect(referral).toMatchObject({ id: 0, affiliate_id: 9, amount: 0, commission: 5 });
    expect(couponDiscount(referral, 1999)).toBe(99);
  });

  it('a failed or zero result is no coupon (0)', () => {
    expect(couponFromAnswer(null)).toMatchObject({ id: 0, affiliate_id: 0, amount: 0, commission: 0 });
    expect(couponFromAnswer({ ...answer, amount: 0.4 })).toMatchObject({ id: 0, amount: 0 });
  });
});

describe('lineStatus (a cart line after the stock changed)', () => {
  it('is unavailable with no stock left, whatever the qty', () => {
    expect(lineStatus({ qty: 3, stock: 0 })).toEqual({ kind: 'unavailable' });
    expect(lineStatus({ qty: 1, stock: -1 })).toEqual({ kind: 'unavailable' });
  });

  it('is capped at the stock when fewer are left than the line holds, and never above MAX_LINE_QTY', () => {
    expect(lineStatus({ qty: 3, stock: 1 })).toEqual({ kind: 'capped', available: 1 });
    expect(lineStatus({ qty: 10, stock: 9 })).toEqual({ kind: 'capped', available: 9 });
    expect(lineStatus({ qty: MAX_LINE_QTY + 5, stock: MAX_LINE_QTY + 2 })).toEqual({
      kind: 'capped',
      available: MAX_LINE_QTY,
    });
  });

  it('is ok when the stock covers the qty, exactly or more', () => {
    expect(lineStatus({ qty: 3, stock: 3 })).toEqual({ kind: 'ok' });
    expect(lineStatus({ qty: 1, stock: 500 })).toEqual({ kind: 'ok' });
  });

  it('blockedLines keeps the lines checkout would refuse, in their order', () => {
    const lines = [line(1, 2, { stock: 5 }), line(2, 3, { stock: 1 }), line(3, 1, { stock: 0 })];
    expect(blockedLines(lines).map((blocked) => blocked.variant_id)).toEqual([2, 3]);
    expect(blockedLines([line(1, 2, { stock: 2 })])).toEqual([]);
  });
});
