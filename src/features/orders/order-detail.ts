import type { Locale, OrderDetail, OrderListEntry, OrderStatus } from '#contract';
import { ORDER_STATUSES } from '#contract/checkout';
import { isOpenOnlinePayment, paymentPagePath } from '@/features/payments/payments';
import { localePath } from '@/lib/paths';
import { orderPath } from './order-list';

/** What a shopper may do with an order now, besides printing it. */
export type OrderAction = 'pay' | 'cancel' | 'return' | 'review';

type ActionFacts = Pick<
  OrderDetail,
  'status' | 'payment_method_id' | 'payment_status' | 'can_cancel' | 'can_return' | 'can_review'
>;

/** Whether an order may be paid now: its online payment is open and the order still going (a cancelled one is released). */
export function mayPay(order: Pick<OrderListEntry, 'status' | 'payment_method_id' | 'payment_status'>): boolean {
  return order.status !== 'cancelled' && isOpenOnlinePayment(order.payment_method_id, order.payment_status);
}

/** Only the actions allowed now: the API decides cancel, return and review; paying follows mayPay. */
export function orderActions(order: ActionFacts): OrderAction[] {
  const actions: OrderAction[] = [];
  if (mayPay(order)) actions.push('pay');
  if (order.can_cancel) actions.push('cancel');
  if (order.can_return) actions.push('return');
  if (order.can_review) actions.push('review');
  return actions;
}

/** Where an action's link goes: the payment page, the cancel or return form, or the review form (`/user/write-review/{id}`). */
export function actionPath(
  action: OrderAction,
  order: Pick<OrderDetail, 'id' | 'checkout_id'>,
  locale: Locale,
): string {
  if (action === 'pay') return paymentPagePath(order.checkout_id, locale);
  if (action === 'review') return localePath(locale, `/user/write-review/${order.id}`);
  return orderPath(locale, order.id, action);
}

export interface TimelineStep {
  status: OrderStatus;
  /** When it happened; null for a step still to come. */
  at: string | null;
}

const FLOW = ORDER_STATUSES.filter((status) => status !== 'cancelled');

/**
 * Every status the order went through with its time, oldest first, then (while it is still on its way) the steps
 * still to come without one. A cancelled order ends where it was cancelled.
 */
export function timeline(order: Pick<OrderDetail, 'history' | 'status'>): TimelineStep[] {
  const done: TimelineStep[] = order.history.map(({ status, at }) => ({ status, at }));
  if (order.status === 'cancelled') return done;
  const reached = new Set(order.history.map(({ status }) => status));
  const ahead = FLOW.slice(FLOW.indexOf(order.status) + 1).filter((status) => !reached.has(status));
  return [...done, ...ahead.map((status) => ({ status, at: null }))];
}
