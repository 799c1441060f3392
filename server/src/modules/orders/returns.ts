/**
 * Returns: a shopper returns some units of some delivered lines of their order within the return window; the back
 * office approves or rejects it, marks it received (stock back, refund owed) and, for a wallet refund it sent by
 * hand, refunded. Each change in one transaction with the order locked, so two returns of one order take turns.
 */
import { type OrderDetail, PAYMENT_METHOD_IDS } from '#contract';
import { priceLessDiscountShare } from '../../lib/discount-share';
import { conflict, type FieldMessage, fieldFailure, notFound, validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { lowerReturnedCommissions } from '../affiliates/affiliates.service';
import { returnStock } from '../products/stock.service';
import { isWithinReturnWindow } from './order-moves';
import { type OrderNotice, returnMoveNotices, sendNotices } from './order-notices';
import {
  findItems,
  findNoticeTarget,
  findOrder,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository';
import type { OrderReturnInput } from './orders.schemas';
import type { OrdersSetup } from './orders-setup';
import { moveReturn } from './record-moves';
import { owe, settleLockedRefund } from './refunds';
import { findPaidPaymentId, findReturnRefund } from './refunds.repository';
import {
  findReturn,
  findReturnLines,
  insertReturn,
  insertReturnHistory,
  insertReturnItems,
  lockReturn,
  type ReturnRow,
  type ReturnStatus,
  returnedQtyByItem,
} from './returns.repository';
import { userOrderDetail } from './shopper-orders';

type RefundChoice = Pick<ReturnRow, 'refundMethod' | 'refundAccount'>;

/** Online orders go back to their payment; cash on delivery orders to a wallet number the shopper gives. */
function refundChoice(order: OrderRow, method: OrderReturnInput['refund_method']): RefundChoice {
  if (order.paymentMethodId === PAYMENT_METHOD_IDS.online) {
    if (method && method.type !== 'original') throw fieldFailure('refund_method.type', 'orders.refundOriginalOnly');
    return { refundMethod: 'original', refundAccount: null };
  }
  if (!method || method.type === 'original' || !method.account) {
    throw fieldFailure('refund_method.type', 'orders.refundWalletRequired');
  }
  return { refundMethod: method.type, refundAccount: method.account };
}

/** Each unit asked for exists and is not returned yet; else a 422 naming the lines. */
function checkQuantities(asked: OrderReturnInput['items'], lines: OrderItemRow[], returned: Map<number, number>): void {
  const errors: Record<string, FieldMessage[]> = {};
  asked.forEach((item, index) => {
    const line = lines.find((row) => row.id === item.order_item_id);
    if (!line) {
      errors[`items.${index}.order_item_id`] = [{ key: 'orders.returnItemNotInOrder' }];
      return;
    }
    const left = line.qty - (returned.get(line.id) ?? 0);
    if (item.qty > left) errors[`items.${index}.qty`] = [{ key: 'orders.returnTooMany', params: { left } }];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** POST /order-return: answers the order with its new return. */
export async function requestReturn(
  ctx: RequestContext,
  setup: OrdersSetup,
  userId: number,
  body: OrderReturnInput,
): Promise<OrderDetail> {
  await ctx.db.transaction(async (tx) => {
    const found = await findOrder(tx, body.order_id);
    if (!found || found.userId !== userId) throw notFound('orders.orderNotFound');
    const order = await lockOrder(tx, found.id);
    if (!order) throw notFound('orders.orderNotFound');
    if (order.status !== 'delivered') throw conflict('orders.notDelivered');
    if (!isWithinReturnWindow(order.deliveredAt, setup.returnWindowDays, ctx.now)) {
      throw conflict('orders.returnWindowClosed', { days: setup.returnWindowDays });
    }
    const lines = await findItems(tx, [order.id]);
    checkQuantities(body.items, lines, await returnedQtyByItem(tx, [order.id]));
    const refund = refundChoice(order, body.refund_method);
    const price = body.items.reduce(
      (sum, item) => sum + (lines.find((line) => line.id === item.order_item_id)?.unitPrice ?? 0) * item.qty,
      0,
    );
    const returnId = await insertReturn(tx, {
      orderId: order.id,
      userId,
      reasonId: body.reason_id,
      comment: body.comment ?? null,
      status: 'requested',
      ...refund,
      amount: priceLessDiscountShare(order, price),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await insertReturnItems(
      tx,
      returnId,
      body.items.map((item) => ({ orderItemId: item.order_item_id, qty: item.qty })),
    );
    await insertReturnHistory(tx, { returnId, status: 'requested', actor: 'shopper', createdAt: ctx.now });
  });
  return userOrderDetail(ctx, setup, userId, body.order_id);
}

/**
 * The return received (inside the transaction, order and return locked): its units back in stock, the partner
 * commission of its lines lowered pro rata, and its amount owed to the shopper by the method they chose.
 */
async function receive(ctx: Pick<RequestContext, 'db' | 'now'>, order: OrderRow, ret: ReturnRow): Promise<void> {
  const lines = await findReturnLines(ctx.db, [ret.id]);
  await returnStock(
    ctx,
    lines.map((line) => ({ variantId: line.variantId, qty: line.qty })),
  );
  await lowerReturnedCommissions(ctx, order.id);
  if (ret.amount > 0) {
    const original = ret.refundMethod === 'original';
    await owe(ctx, {
      orderId: order.id,
      returnId: ret.id,
      amount: ret.amount,
      method: ret.refundMethod,
      account: ret.refundAccount,
      paymentId: original ? await findPaidPaymentId(ctx.db, order.checkoutId) : null,
    });
  }
}

/**
 * PATCH /admin/returns/{id}: approved or rejected (SMS), received (stock back, refund owed), or refunded — only a
 * wallet refund, which the back office sends by hand (the gateway's refunds settle themselves). Answers the return.
 */
export async function decideReturn(
  ctx: RequestContext,
  setup: OrdersSetup,
  returnId: number,
  change: { status: Exclude<ReturnStatus, 'requested'>; note?: string },
): Promise<ReturnRow> {
  const { notices, ret } = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const found = await findReturn(tx, returnId);
    if (!found) throw notFound('orders.returnNotFound');
    const order = await lockOrder(tx, found.orderId);
    const locked = await lockReturn(tx, returnId);
    if (!order || !locked) throw notFound('orders.returnNotFound');
    const by = { actor: 'operator' as const, note: change.note };
    let notices: OrderNotice[] = [];
    if (change.status === 'refunded') {
      if (locked.refundMethod === 'original') throw conflict('orders.walletRefundOnly');
      const refund = await findReturnRefund(tx, locked.id);
      if (locked.status !== 'received' || !refund) throw conflict('orders.returnMoveRefused');
      notices = await settleLockedRefund(inTx, refund, change.note ?? null, 'operator');
    } else {
      await moveReturn(inTx, locked, change.status, by);
      if (change.status === 'received') await receive(inTx, order, locked);
      notices = returnMoveNotices(await findNoticeTarget(tx, order.id), change.status);
    }
    return { notices, ret: await findReturn(tx, returnId) };
  });
  sendNotices(ctx, setup, notices);
  if (!ret) throw notFound('orders.returnNotFound');
  return ret;
}
