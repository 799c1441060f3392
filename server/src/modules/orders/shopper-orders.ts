/** The signed-in shopper's calls: their orders (filtered, counted, in detail), a line, the reasons, a cancel. */
import type {
  OrderCancelBody,
  OrderCounts,
  OrderDetail,
  OrderItemDetail,
  OrderListEntry,
  Page,
  PaymentMethodId,
  Reason,
} from '#contract';
import { pageOf } from '../../lib/page-of';
import { notFound } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { cancelLockedOrder } from './cancel-order';
import { orderDetails } from './order-details';
import { type OrderNotice, orderMoveNotices, sendNotices } from './order-notices';
import { toOrderSummary } from './order-summaries';
import {
  countUserOrders,
  findItems,
  findNoticeTarget,
  findOrder,
  findOrderPage,
  findUserItem,
  lockCheckoutRow,
  lockOrder,
  type OrderRow,
} from './orders.repository';
import type { OrderListQuery } from './orders.schemas';
import type { OrdersSetup } from './orders-setup';
import { CANCEL_REASONS, RETURN_REASONS, reasonList } from './reasons';

/** GET /order: the shopper's orders, newest first, kept by `status` (a status or a dashboard group). */
export async function listUserOrders(
  ctx: RequestContext,
  userId: number,
  query: OrderListQuery,
): Promise<Page<OrderListEntry>> {
  const { page, per_page: perPage, status } = query;
  const { rows, total } = await findOrderPage(ctx.db, userId, status, perPage, (page - 1) * perPage);
  const items = await findItems(
    ctx.db,
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => ({
    ...toOrderSummary(row, items, ctx.locale),
    checkout_id: row.checkoutId,
    payment_method_id: row.paymentMethodId as PaymentMethodId,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  }));
  return pageOf(data, total, page, perPage);
}

/** GET /order/counts. */
export function countOrders(ctx: RequestContext, userId: number): Promise<OrderCounts> {
  return countUserOrders(ctx.db, userId);
}

/** The order if it is `userId`'s; anyone else's, or none, is the same 404. */
async function ownOrder(ctx: Pick<RequestContext, 'db'>, userId: number, orderId: number): Promise<OrderRow> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.userId !== userId) throw notFound('orders.orderNotFound');
  return order;
}

/** GET /order/{id}. */
export async function userOrderDetail(
  ctx: RequestContext,
  setup: OrdersSetup,
  userId: number,
  orderId: number,
): Promise<OrderDetail> {
  const [found] = await orderDetails(ctx, setup, [await ownOrder(ctx, userId, orderId)]);
  if (!found) throw notFound('orders.orderNotFound');
  return found.detail;
}

/** GET /order-item/{id}: one line of the shopper's own order. */
export async function userOrderItem(
  ctx: RequestContext,
  setup: OrdersSetup,
  userId: number,
  itemId: number,
): Promise<OrderItemDetail> {
  const row = await findUserItem(ctx.db, userId, itemId);
  if (!row) throw notFound('orders.itemNotFound');
  const [found] = await orderDetails(ctx, setup, [row.order]);
  const line = found?.detail.items.find((item) => item.id === itemId);
  if (!found || !line) throw notFound('orders.itemNotFound');
  const { detail } = found;
  return {
    ...line,
    order_id: detail.id,
    invoice_number: detail.invoice_number,
    vendor: detail.vendor,
    status: detail.status,
    payment_status: detail.payment_status,
    delivered_at: detail.delivered_at,
  };
}

export const cancelReasons = (ctx: Pick<RequestContext, 'locale'>): Reason[] => reasonList(CANCEL_REASONS, ctx.locale);
export const returnReasons = (ctx: Pick<RequestContext, 'locale'>): Reason[] => reasonList(RETURN_REASONS, ctx.locale);

interface CancelRequest {
  orderId: number;
  reasonId: number;
  comment?: string;
  note?: string;
  actor: 'shopper' | 'operator';
  /** The shopper's id (their own orders only), or null for the back office. */
  userId: number | null;
}

/**
 * Cancels an order in one transaction, its checkout and then itself locked: a second cancel (even sent at the same
 * moment) finds it cancelled and is a 409, so nothing is given back twice. The SMS goes once it is committed.
 */
export async function cancelOrder(ctx: RequestContext, setup: OrdersSetup, request: CancelRequest): Promise<void> {
  const notices = await ctx.db.transaction(async (tx): Promise<OrderNotice[]> => {
    const inTx = { ...ctx, db: tx };
    const found = await findOrder(tx, request.orderId);
    if (!found || (request.userId !== null && found.userId !== request.userId)) throw notFound('orders.orderNotFound');
    const checkout = await lockCheckoutRow(tx, found.checkoutId);
    const order = await lockOrder(tx, found.id);
    if (!checkout || !order) throw notFound('orders.orderNotFound');
    await cancelLockedOrder(inTx, checkout, order, {
      actor: request.actor,
      note: request.note,
      reasonId: request.reasonId,
      comment: request.comment,
    });
    return orderMoveNotices(await findNoticeTarget(tx, order.id), 'cancelled');
  });
  sendNotices(ctx, setup, notices);
}

/** POST /order-cancel: the shopper's own order, until the rider picks it up. Answers the order as it now is. */
export async function cancelUserOrder(
  ctx: RequestContext,
  setup: OrdersSetup,
  userId: number,
  body: OrderCancelBody,
): Promise<OrderDetail> {
  await cancelOrder(ctx, setup, {
    orderId: body.order_id,
    reasonId: body.reason_id,
    comment: body.comment,
    actor: 'shopper',
    userId,
  });
  return userOrderDetail(ctx, setup, userId, body.order_id);
}
