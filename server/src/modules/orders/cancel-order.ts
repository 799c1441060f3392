/**
 * Cancelling an order, by its shopper, the back office or an unpaid payment's expiry: one code path, so stock, coupon
 * uses and refunds are given back once. The checkout is locked first, then the order (payment confirmations lock the
 * checkout too, so a payment and a cancel take turns).
 */
import { PAYMENT_METHOD_IDS } from '#contract';
import type { RequestContext } from '../../plugins/request-context';
import { reverseOrderCommissions } from '../affiliates/affiliates.service';
import { releaseRedemptions } from '../coupons/coupons.service';
import { returnStock } from '../products/stock.service';
import {
  type Actor,
  type CheckoutRow,
  findCheckoutOrders,
  findOrderTakes,
  lowerCheckoutTotal,
  type OrderRow,
  type PaymentStatus,
  updateCheckout,
} from './orders.repository';
import { moveOrder } from './record-moves';
import { owe } from './refunds';
import { findPaidPaymentId } from './refunds.repository';

type TxCtx = Pick<RequestContext, 'db' | 'now'>;

const AWAITING_GATEWAY = new Set<PaymentStatus>(['pending', 'failed', 'cancelled']);

/** An online payment not made yet (it may still be, until the checkout expires). */
const isAwaitingOnlinePayment = (row: Pick<OrderRow, 'paymentMethodId' | 'paymentStatus'>) =>
  row.paymentMethodId === PAYMENT_METHOD_IDS.online && AWAITING_GATEWAY.has(row.paymentStatus);

interface CancelBy {
  actor: Actor;
  note?: string | null;
  reasonId?: number;
  comment?: string | null;
}

/**
 * Cancels `order` (inside the caller's transaction, its checkout and itself locked; the state machine refuses an
 * order already cancelled or picked up): its stock goes back and its pending partner commissions are reversed; a
 * paid order is owed a refund of its total to the payment; an unpaid online order leaves its checkout's total (a
 * later payment asks for the rest); the last live order of a checkout frees its coupon use and stops its expiry.
 * Cash on delivery needs nothing more.
 */
export async function cancelLockedOrder(
  ctx: TxCtx,
  checkout: CheckoutRow,
  order: OrderRow,
  by: CancelBy,
): Promise<void> {
  await moveOrder(ctx, order, 'cancelled', {
    actor: by.actor,
    note: by.note,
    extra: { cancelReasonId: by.reasonId ?? null, cancelComment: by.comment ?? null },
  });
  await returnStock(ctx, await findOrderTakes(ctx.db, order.id));
  await reverseOrderCommissions(ctx, order.id);
  const awaiting = isAwaitingOnlinePayment(order);
  if (order.paymentStatus === 'paid' && order.total > 0) {
    const paymentId = await findPaidPaymentId(ctx.db, checkout.id);
    await owe(ctx, {
      orderId: order.id,
      returnId: null,
      amount: order.total,
      method: 'original',
      account: null,
      paymentId,
    });
  } else if (awaiting) {
    await lowerCheckoutTotal(ctx.db, checkout.id, order.total, ctx.now);
  }
  const live = (await findCheckoutOrders(ctx.db, [checkout.id])).filter((row) => row.status !== 'cancelled');
  if (live.length === 0) {
    await releaseRedemptions(ctx, checkout.id);
    if (awaiting) await updateCheckout(ctx.db, checkout.id, { expiresAt: null, updatedAt: ctx.now });
  }
}
