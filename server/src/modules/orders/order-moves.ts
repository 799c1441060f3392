/**
 * The one state machine of orders and returns: which move is allowed, and how long a delivered order may be returned.
 * Pure: the services read the row, ask here, then write the move and its history.
 */
import type { OrderStatus, ReturnStatus } from '#contract';

/** Each order status and the statuses it may move to. */
const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['picked_up', 'cancelled'],
  picked_up: ['on_the_way'],
  on_the_way: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Each return status and the statuses it may move to. */
const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  rejected: [],
  received: ['refunded'],
  refunded: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_MOVES[from].includes(to);

export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus): boolean => RETURN_MOVES[from].includes(to);

/** Until the rider picks the package up. */
export const isCancellable = (status: OrderStatus): boolean => canMoveOrder(status, 'cancelled');

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for: `days` whole days after delivery. */
export function returnUntil(deliveredAt: Date, days: number): Date {
  return new Date(deliveredAt.getTime() + days * DAY_MS);
}

export function isWithinReturnWindow(deliveredAt: Date | null, days: number, now: Date): boolean {
  return deliveredAt !== null && now <= returnUntil(deliveredAt, days);
}

/** Days after `now` a refund is due at the latest. */
export function dueAfter(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
