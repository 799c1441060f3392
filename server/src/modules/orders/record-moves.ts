/**
 * Writes one move of an order or a return, as the state machine (`order-moves.ts`) allows it, with its history row
 * (time and actor). Inside the caller's transaction, the row locked; anything the machine refuses is a 409.
 */
import { PAYMENT_METHOD_IDS } from '#contract';
import type { MessageKey } from '../../i18n/messages';
import { conflict } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { canMoveOrder, canMoveReturn } from './order-moves';
import { type Actor, insertStatusChanges, type OrderRow, type OrderStatus, updateOrder } from './orders.repository';
import { insertReturnHistory, type ReturnRow, type ReturnStatus, updateReturn } from './returns.repository';

type TxCtx = Pick<RequestContext, 'db' | 'now'>;

function refusedMove(from: OrderStatus, to: OrderStatus): MessageKey {
  if (to === 'cancelled') return from === 'cancelled' ? 'orders.alreadyCancelled' : 'orders.cancelTooLate';
  return 'orders.moveRefused';
}

/**
 * Moves the order to `to`: `delivered` stamps delivered_at and makes a cash-on-delivery payment paid (the rider took
 * the money). Answers the row as it now is.
 */
export async function moveOrder(
  ctx: TxCtx,
  order: OrderRow,
  to: OrderStatus,
  by: { actor: Actor; note?: string | null; extra?: Partial<OrderRow> },
): Promise<OrderRow> {
  if (!canMoveOrder(order.status, to)) throw conflict(refusedMove(order.status, to));
  const change: Partial<OrderRow> = { ...by.extra, status: to, updatedAt: ctx.now };
  if (to === 'delivered') {
    change.deliveredAt = ctx.now;
    if (order.paymentMethodId === PAYMENT_METHOD_IDS.cod && order.paymentStatus === 'unpaid') {
      change.paymentStatus = 'paid';
    }
  }
  await updateOrder(ctx.db, order.id, change);
  await insertStatusChanges(ctx.db, [order.id], { status: to, at: ctx.now, actor: by.actor, note: by.note });
  return { ...order, ...change };
}

/** Moves the return to `to` and writes its history. */
export async function moveReturn(
  ctx: TxCtx,
  ret: ReturnRow,
  to: ReturnStatus,
  by: { actor: Actor; note?: string | null },
): Promise<ReturnRow> {
  if (!canMoveReturn(ret.status, to)) throw conflict('orders.returnMoveRefused');
  await updateReturn(ctx.db, ret.id, { status: to, updatedAt: ctx.now });
  await insertReturnHistory(ctx.db, {
    returnId: ret.id,
    status: to,
    actor: by.actor,
    note: by.note,
    createdAt: ctx.now,
  });
  return { ...ret, status: to, updatedAt: ctx.now };
}
