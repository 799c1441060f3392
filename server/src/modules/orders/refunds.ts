/**
 * Refunds: money owed back for a cancelled prepaid order or a received return. `original` refunds go back through
 * the gateway the order was paid at (the payments module's refund worker claims them here and reports the outcome);
 * wallet refunds are sent by the back office by hand and recorded with its reference.
 */
import { formatPrice, REFUND_DUE_DAYS } from '#contract';
import { notFound } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { dueAfter } from './order-moves';
import { noticeOf, type OrderNotice, sendNotices } from './order-notices';
import { findNoticeTarget, lockOrder, updateOrder } from './orders.repository';
import type { OrdersSetup } from './orders-setup';
import { moveReturn } from './record-moves';
import {
  countOpenRefunds,
  findRefund,
  findRefundsWithPayment,
  insertRefund,
  lockPendingGatewayRefundIds,
  lockRefund,
  type RefundRow,
  setRefundsStatus,
  updateRefund,
} from './refunds.repository';
import { lockReturn } from './returns.repository';

type TxCtx = Pick<RequestContext, 'db' | 'now'>;
/** What settling a refund needs: the database, the clock, the log, and where the shopper's SMS goes. */
export type RefundCtx = Pick<RequestContext, 'db' | 'now' | 'log'> & Pick<OrdersSetup, 'sms'>;

/** A refund the gateway is asked to make: the amount, and the payment it goes back to. */
export interface RefundToMake {
  id: number;
  orderId: number;
  invoiceNumber: string;
  amount: number;
  payment: { id: number; gateway: 'bkash' | 'sslcommerz'; reference: string; transactionId: string };
}

/** Records money owed on an order (inside the caller's transaction, the order locked): due in REFUND_DUE_DAYS. */
export async function owe(
  ctx: TxCtx,
  refund: Pick<RefundRow, 'orderId' | 'returnId' | 'amount' | 'method' | 'account' | 'paymentId'>,
): Promise<void> {
  await insertRefund(ctx.db, {
    ...refund,
    status: 'pending',
    dueAt: dueAfter(ctx.now, REFUND_DUE_DAYS),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await updateOrder(ctx.db, refund.orderId, { paymentStatus: 'refund_pending', updatedAt: ctx.now });
}

/** Claims up to `limit` pending `original` refunds (status → processing), skipping rows another instance holds, in one transaction. */
export function claimGatewayRefunds(ctx: Pick<RequestContext, 'db' | 'now'>, limit: number): Promise<RefundToMake[]> {
  return ctx.db.transaction(async (tx) => {
    const ids = await lockPendingGatewayRefundIds(tx, limit);
    await setRefundsStatus(tx, ids, 'processing', ctx.now);
    return findRefundsWithPayment(tx, ids);
  });
}

/**
 * Marks a refund made (inside the caller's transaction, its order locked): `refunded` with the reference, its return
 * `refunded`, the order's payment `refunded` once none of its refunds is open. Answers the SMS to send.
 */
export async function settleLockedRefund(
  ctx: TxCtx,
  refund: RefundRow,
  reference: string | null,
  actor: 'gateway' | 'operator',
): Promise<OrderNotice[]> {
  if (refund.status === 'refunded') return [];
  await updateRefund(ctx.db, refund.id, { status: 'refunded', reference, refundedAt: ctx.now, updatedAt: ctx.now });
  if (refund.returnId !== null) {
    const ret = await lockReturn(ctx.db, refund.returnId);
    if (ret && ret.status !== 'refunded') await moveReturn(ctx, ret, 'refunded', { actor });
  }
  if ((await countOpenRefunds(ctx.db, refund.orderId)) === 0) {
    await updateOrder(ctx.db, refund.orderId, { paymentStatus: 'refunded', updatedAt: ctx.now });
  }
  const target = await findNoticeTarget(ctx.db, refund.orderId);
  if (!target) return [];
  return [noticeOf(target, 'orders.smsRefunded', { amount: formatPrice(refund.amount, target.locale) })];
}

/**
 * Money went back: refund `refunded` (reference, refunded_at), its return → `refunded`, the order's payment_status
 * `refunded` once none of its refunds is open, SMS to the shopper. Idempotent: a refund already made stays as it is.
 */
export async function settleRefund(
  ctx: RefundCtx,
  refundId: number,
  reference: string,
  actor: 'gateway' | 'operator',
): Promise<void> {
  const notices = await ctx.db.transaction(async (tx) => {
    const found = await findRefund(tx, refundId);
    if (!found) throw notFound('orders.refundNotFound');
    await lockOrder(tx, found.orderId);
    const refund = await lockRefund(tx, refundId);
    return refund ? settleLockedRefund({ ...ctx, db: tx }, refund, reference, actor) : [];
  });
  sendNotices(ctx, ctx, notices);
}

/** The gateway refused or failed: refund `failed` with the detail (the back office retries it). */
export async function failRefund(
  ctx: Pick<RequestContext, 'db' | 'now' | 'log'>,
  refundId: number,
  detail: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    if (!refund || refund.status === 'refunded') return;
    await updateRefund(tx, refundId, { status: 'failed', detail, updatedAt: ctx.now });
  });
  ctx.log.warn({ refundId, detail }, 'refund failed: the back office retries it');
}
