import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, RETURN_STATUSES } from '#contract';
import { canMoveOrder, canMoveReturn, isWithinReturnWindow, returnUntil } from './order-moves';

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
