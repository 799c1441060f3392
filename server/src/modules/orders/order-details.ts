/**
 * Orders as the shopper's order page and the back office read them (`OrderDetail`): lines with what was returned of
 * them, address with its places named in the request's language, rider, every status step, the returns and refunds,
 * and which actions are open now. Built for a batch of orders with one query per table.
 */
import { nationalMobile, type OrderDetail, type OrderReturn, type PaymentMethodId, type Refund } from '#contract';
import { byLocale } from '../../lib/by-locale';
import type { RequestContext } from '../../plugins/request-context';
import { localizedPlace } from '../geo/geo.service';
import { isCancellable, isWithinReturnWindow, returnUntil } from './order-moves';
import { toOrderItem, toOrderSummary } from './order-summaries';
import {
  type CheckoutRow,
  findCheckouts,
  findHistories,
  findItems,
  findShippers,
  type OrderRow,
} from './orders.repository';
import type { OrdersSetup } from './orders-setup';
import { CANCEL_REASONS, RETURN_REASONS, reasonName } from './reasons';
import { findOrderRefunds, type RefundRow } from './refunds.repository';
import {
  findOrderReturns,
  findReturnHistory,
  findReturnLines,
  type ReturnRow,
  returnedQtyByItem,
} from './returns.repository';

type ReadCtx = Pick<RequestContext, 'db' | 'locale' | 'now'>;

/** A wallet number as the shopper sees it: every digit hidden but the last 3. */
function maskAccount(account: string | null): string | null {
  if (account === null) return null;
  const national = nationalMobile(account) ?? account;
  return `${'•'.repeat(Math.max(0, national.length - 3))}${national.slice(-3)}`;
}

/** Each status once, when it began (notes written at an unchanged status left out). */
export function statusSteps<S extends string>(history: { status: S; at: Date }[]): { status: S; at: string }[] {
  return history
    .filter((step, index) => index === 0 || step.status !== history[index - 1]?.status)
    .map((step) => ({ status: step.status, at: step.at.toISOString() }));
}

export function toRefund(row: RefundRow, account: (value: string | null) => string | null): Refund {
  return {
    id: row.id,
    return_id: row.returnId,
    amount: row.amount,
    method: row.method,
    account: account(row.account),
    status: row.status,
    due_at: row.dueAt.toISOString(),
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}

/** The returns of some orders, in the request's language, each with its lines and history. */
export async function returnsOf(ctx: ReadCtx, rows: ReturnRow[]): Promise<Map<number, OrderReturn>> {
  const ids = rows.map((row) => row.id);
  const [lines, history] = await Promise.all([findReturnLines(ctx.db, ids), findReturnHistory(ctx.db, ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        status: row.status,
        reason: reasonName(RETURN_REASONS, row.reasonId, ctx.locale) ?? '',
        comment: row.comment,
        items: lines
          .filter((line) => line.returnId === row.id)
          .map((line) => ({
            order_item_id: line.orderItemId,
            name: byLocale(ctx.locale, line.nameEn, line.nameBn),
            image: line.image,
            qty: line.qty,
          })),
        amount: row.amount,
        refund_method: row.refundMethod,
        created_at: row.createdAt.toISOString(),
        history: statusSteps(history.filter((step) => step.returnId === row.id)),
      },
    ]),
  );
}

function address(order: OrderRow, ctx: ReadCtx): OrderDetail['address'] {
  const name = (level: 'division' | 'district' | 'upazila', id: number) =>
    localizedPlace(level, id, ctx.locale)?.name ?? '';
  return {
    name: order.customerName,
    phone: order.customerPhone,
    email: order.customerEmail,
    division_id: order.divisionId,
    district_id: order.districtId,
    upazila_id: order.upazilaId,
    division: name('division', order.divisionId),
    district: name('district', order.districtId),
    upazila: name('upazila', order.upazilaId),
    address_line: order.addressLine,
  };
}

/** The orders' details, in the order given, with the checkouts they belong to (the back office reads who placed them). */
export async function orderDetails(
  ctx: ReadCtx,
  setup: Pick<OrdersSetup, 'returnWindowDays'>,
  orders: OrderRow[],
): Promise<{ detail: OrderDetail; checkout: CheckoutRow | undefined }[]> {
  const ids = orders.map((order) => order.id);
  const shipperIds = orders.flatMap((order) => (order.shipperId === null ? [] : [order.shipperId]));
  const [items, histories, checkouts, shippers, returns, returned, refunds] = await Promise.all([
    findItems(ctx.db, ids),
    findHistories(ctx.db, ids),
    findCheckouts(ctx.db, [...new Set(orders.map((order) => order.checkoutId))]),
    findShippers(ctx.db, shipperIds),
    findOrderReturns(ctx.db, ids),
    returnedQtyByItem(ctx.db, ids),
    findOrderRefunds(ctx.db, ids),
  ]);
  const returnShapes = await returnsOf(ctx, returns);
  return orders.map((order) => {
    const checkout = checkouts.find((row) => row.id === order.checkoutId);
    const shipper = shippers.find((row) => row.id === order.shipperId);
    const lines = items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({ ...toOrderItem(item, ctx.locale), returned_qty: returned.get(item.id) ?? 0 }));
    const delivered = order.status === 'delivered';
    const open = isWithinReturnWindow(order.deliveredAt, setup.returnWindowDays, ctx.now);
    const detail: OrderDetail = {
      ...toOrderSummary(order, [], ctx.locale),
      items: lines,
      checkout_id: order.checkoutId,
      payment_method_id: order.paymentMethodId as PaymentMethodId,
      created_at: order.createdAt.toISOString(),
      delivered_at: order.deliveredAt?.toISOString() ?? null,
      wallet: checkout?.wallet ?? null,
      address: address(order, ctx),
      message: order.message,
      shipper: shipper ? { id: shipper.id, name: shipper.name, phone: shipper.phone } : null,
      history: statusSteps(histories.filter((step) => step.orderId === order.id)),
      can_cancel: isCancellable(order.status),
      can_return: delivered && open && lines.some((line) => line.returned_qty < line.qty),
      can_review: delivered,
      return_until: order.deliveredAt && returnUntil(order.deliveredAt, setup.returnWindowDays).toISOString(),
      cancel_reason: reasonName(CANCEL_REASONS, order.cancelReasonId, ctx.locale),
      returns: returns.filter((row) => row.orderId === order.id).flatMap((row) => returnShapes.get(row.id) ?? []),
      refunds: refunds.filter((row) => row.orderId === order.id).map((row) => toRefund(row, maskAccount)),
    };
    return { detail, checkout };
  });
}
