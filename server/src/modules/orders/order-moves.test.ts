import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, RETURN_STATUSES } from '#contract';
import { canMoveOrder, canMoveReturn, isWithinReturnWindow, returnUntil } from './order-moves';
import { returnAmount } from './returns';

const ALLOWED_ORDER_MOVES = new Set([
  'pending→confirmed',
  'confirmed→processing',
  'processing→picked_up',
  'picked_up→on_the_way',
  'on_the_way→delivered',
  'pending→cancelled',
  'confirmed→cancelled',
  'processing→cancelled',
]);

const ALLOWED_RETURN_MOVES = new Set([
  'requested→approved',
  'requested→rejected',
  'approved→received',
  'received→refunded',
]);

const pairs = <S extends string>(statuses: readonly S[]) =>
  statuses.flatMap((from) => statuses.map((to) => [from, to] as const));

describe('the order state machine', () => {
  it.each(pairs(ORDER_STATUSES))('%s → %s is allowed only if it is in the table', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(ALLOWED_ORDER_MOVES.has(`${from}→${to}`));
  });
});

describe('the return state machine', () => {
  it.each(pairs(RETURN_STATUSES))('%s → %s is allowed only if it is in the table', (from, to) => {
    expect(canMoveReturn(from, to)).toBe(ALLOWED_RETURN_MOVES.has(`${from}→${to}`));
  });
});

describe('the return window', () => {
  const delivered = new Date('2026-11-10T08:30:00Z');

  it('ends 7 days to the minute after delivery', () => {
    expect(returnUntil(delivered, 7).toISOString()).toBe('2026-11-17T08:30:00.000Z');
  });

  it('is open on its last moment and closed just after', () => {
    expect(isWithinReturnWindow(delivered, 7, new Date('2026-11-17T08:30:00Z'))).toBe(true);
    expect(isWithinReturnWindow(delivered, 7, new Date('2026-11-17T08:30:00.001Z'))).toBe(false);
  });

  it('is closed for an order not delivered', () => {
    expect(isWithinReturnWindow(null, 7, delivered)).toBe(false);
  });
});

describe('returnAmount', () => {
  it('is the price when the order had no discount', () => {
    expect(returnAmount({ subTotal: 1000, discount: 0 }, 400)).toBe(400);
  });

  it('takes off the lines’ share of the discount, rounded up, so refunds never add up to more than was paid', () => {
    const order = { subTotal: 300, discount: 100 };
    const parts = [100, 100, 100].map((price) => returnAmount(order, price));
    expect(parts).toEqual([66, 66, 66]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBeLessThanOrEqual(order.subTotal - order.discount);
  });
});
