/**
 * The back office's reads and moves (the admin module's routes call these): any shopper's orders, the riders, the
 * returns and the refunds. Every move goes through the same state machine and cancel as the shopper's, by `operator`.
 */
import type {
  AdminOrder,
  AdminOrderPatchBody,
  AdminRefund,
  AdminRefundPatchBody,
  AdminReturn,
  OrderStatus,
  Page,
  ReturnStatus,
  Shipper,
} from '#contract';
import { pageOf } from '../../lib/page-of';
import { conflict, fieldFailure, notFound } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { orderDetails, returnsOf, toRefund } from './order-details';
import { type OrderNotice, orderMoveNotices, sendNotices } from './order-notices';
import {
  findNoticeTarget,
  findOrder,
  findOrderPage,
  findShippers,
  insertStatusChanges,
  lockOrder,
  type OrderRow,
  updateOrder,
} from './orders.repository';
import type { OrdersSetup } from './orders-setup';
import { CANCEL_REASONS, isReason } from './reasons';
import { moveOrder } from './record-moves';
import { settleLockedRefund } from './refunds';
import {
  findRefund,
  findRefundPage,
  lockRefund,
  type RefundRow,
  type RefundStatus,
  updateRefund,
} from './refunds.repository';
import { decideReturn } from './returns';
import { findReturnPage, type ReturnRow } from './returns.repository';
import { cancelOrder } from './shopper-orders';

const ADMIN_PER_PAGE = 20;

type ListQuery<S> = { status?: S; page: number };

async function adminOrders(ctx: RequestContext, setup: OrdersSetup, rows: OrderRow[]): Promise<AdminOrder[]> {
  const details = await orderDetails(ctx, setup, rows);
  return details.map(({ detail, checkout }, index) => {
    const row = rows[index];
    return {
      ...detail,
      customer: {
        user_id: row?.userId ?? null,
        name: row?.customerName ?? '',
        phone: checkout?.phone ?? '',
        guest: checkout?.isGuest ?? false,
      },
    };
  });
}

/** GET /admin/orders: every order, newest first, by status. */
export async function listAdminOrders(
  ctx: RequestContext,
  setup: OrdersSetup,
  query: ListQuery<OrderStatus>,
): Promise<Page<AdminOrder>> {
  const offset = (query.page - 1) * ADMIN_PER_PAGE;
  const { rows, total } = await findOrderPage(ctx.db, null, query.status, ADMIN_PER_PAGE, offset);
  return pageOf(await adminOrders(ctx, setup, rows), total, query.page, ADMIN_PER_PAGE);
}

/** GET /admin/orders/{id}. */
export async function adminOrder(ctx: RequestContext, setup: OrdersSetup, orderId: number): Promise<AdminOrder> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound('orders.orderNotFound');
  const [answer] = await adminOrders(ctx, setup, [order]);
  if (!answer) throw notFound('orders.orderNotFound');
  return answer;
}

/** GET /admin/shippers. */
export async function listShippers(ctx: RequestContext): Promise<Shipper[]> {
  return (await findShippers(ctx.db)).map(({ id, name, phone }) => ({ id, name, phone }));
}

/**
 * PATCH /admin/orders/{id}: a rider assigned (noted in the history) and/or the next status, in one transaction; a
 * package is picked up only with a rider. Cancelling needs a reason and does what a shopper's cancel does.
 */
export async function patchAdminOrder(
  ctx: RequestContext,
  setup: OrdersSetup,
  orderId: number,
  body: AdminOrderPatchBody,
): Promise<AdminOrder> {
  if (body.status === 'cancelled') {
    if (body.reason_id === undefined) throw fieldFailure('reason_id', 'orders.cancelReasonRequired');
    if (!isReason(CANCEL_REASONS, body.reason_id)) throw fieldFailure('reason_id', 'orders.reasonUnknown');
    await cancelOrder(ctx, setup, {
      orderId,
      reasonId: body.reason_id,
      note: body.note,
      actor: 'operator',
      userId: null,
    });
    return adminOrder(ctx, setup, orderId);
  }
  const notices = await ctx.db.transaction(async (tx): Promise<OrderNotice[]> => {
    const inTx = { ...ctx, db: tx };
    let order = await lockOrder(tx, orderId);
    if (!order) throw notFound('orders.orderNotFound');
    if (body.shipper_id !== undefined) {
      const [shipper] = await findShippers(tx, [body.shipper_id]);
      if (!shipper) throw fieldFailure('shipper_id', 'orders.shipperNotFound');
      await updateOrder(tx, order.id, { shipperId: shipper.id, updatedAt: ctx.now });
      const note = `rider ${shipper.name} (${shipper.phone})`;
      await insertStatusChanges(tx, [order.id], { status: order.status, at: ctx.now, actor: 'operator', note });
      order = { ...order, shipperId: shipper.id };
    }
    if (body.status === undefined) return [];
    if (body.status === 'picked_up' && order.shipperId === null) {
      throw fieldFailure('shipper_id', 'orders.riderRequired');
    }
    await moveOrder(inTx, order, body.status, { actor: 'operator', note: body.note });
    return orderMoveNotices(await findNoticeTarget(tx, order.id), body.status);
  });
  sendNotices(ctx, setup, notices);
  return adminOrder(ctx, setup, orderId);
}

async function adminReturns(ctx: RequestContext, rows: { ret: ReturnRow; invoiceNumber: string }[]) {
  const shapes = await returnsOf(
    ctx,
    rows.map((row) => row.ret),
  );
  return rows.flatMap(({ ret, invoiceNumber }): AdminReturn[] => {
    const shape = shapes.get(ret.id);
    if (!shape) return [];
    return [{ ...shape, order_id: ret.orderId, invoice_number: invoiceNumber, refund_account: ret.refundAccount }];
  });
}

/** GET /admin/returns: newest first, by status. */
export async function listAdminReturns(
  ctx: RequestContext,
  query: ListQuery<ReturnStatus>,
): Promise<Page<AdminReturn>> {
  const offset = (query.page - 1) * ADMIN_PER_PAGE;
  const { rows, total } = await findReturnPage(ctx.db, query.status, ADMIN_PER_PAGE, offset);
  return pageOf(await adminReturns(ctx, rows), total, query.page, ADMIN_PER_PAGE);
}

/** PATCH /admin/returns/{id}. */
export async function patchAdminReturn(
  ctx: RequestContext,
  setup: OrdersSetup,
  returnId: number,
  change: { status: Exclude<ReturnStatus, 'requested'>; note?: string },
): Promise<AdminReturn> {
  const ret = await decideReturn(ctx, setup, returnId, change);
  const order = await findOrder(ctx.db, ret.orderId);
  const [answer] = await adminReturns(ctx, [{ ret, invoiceNumber: order?.invoiceNumber ?? '' }]);
  if (!answer) throw notFound('orders.returnNotFound');
  return answer;
}

const unmasked = (account: string | null) => account;

function toAdminRefund({ refund, invoiceNumber }: { refund: RefundRow; invoiceNumber: string }): AdminRefund {
  return {
    ...toRefund(refund, unmasked),
    order_id: refund.orderId,
    invoice_number: invoiceNumber,
    detail: refund.detail,
    reference: refund.reference,
  };
}

/** GET /admin/refunds: newest first, by status, the accounts unmasked. */
export async function listAdminRefunds(
  ctx: RequestContext,
  query: ListQuery<RefundStatus>,
): Promise<Page<AdminRefund>> {
  const offset = (query.page - 1) * ADMIN_PER_PAGE;
  const { rows, total } = await findRefundPage(ctx.db, { status: query.status }, ADMIN_PER_PAGE, offset);
  return pageOf(rows.map(toAdminRefund), total, query.page, ADMIN_PER_PAGE);
}

/**
 * PATCH /admin/refunds/{id}: a refund the back office made by hand (a wallet transfer, or a gateway refund it found
 * made in the gateway's panel after the worker's answer was lost) is recorded with its reference, as the gateway's
 * would be; a failed refund, or one left `processing` that the panel shows was not made, goes back to `pending` for
 * the gateway worker to try again.
 */
export async function patchAdminRefund(
  ctx: RequestContext,
  setup: OrdersSetup,
  refundId: number,
  body: AdminRefundPatchBody,
): Promise<AdminRefund> {
  const notices = await ctx.db.transaction(async (tx): Promise<OrderNotice[]> => {
    const found = await findRefund(tx, refundId);
    if (!found) throw notFound('orders.refundNotFound');
    await lockOrder(tx, found.orderId);
    const refund = await lockRefund(tx, refundId);
    if (!refund) throw notFound('orders.refundNotFound');
    if (body.status === 'pending') {
      if (refund.status !== 'failed' && refund.status !== 'processing') throw conflict('orders.refundMoveRefused');
      await updateRefund(tx, refund.id, { status: 'pending', updatedAt: ctx.now });
      return [];
    }
    if (refund.method === 'original' && refund.status === 'pending') throw conflict('orders.walletRefundOnly');
    if (refund.status === 'refunded') throw conflict('orders.refundMoveRefused');
    return settleLockedRefund({ ...ctx, db: tx }, refund, body.reference, 'operator');
  });
  sendNotices(ctx, setup, notices);
  const [row] = (await findRefundPage(ctx.db, { id: refundId }, 1, 0)).rows;
  if (!row) throw notFound('orders.refundNotFound');
  return toAdminRefund(row);
}
