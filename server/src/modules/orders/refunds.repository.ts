import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, payments, refunds } from '../../db/schema';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundStatus = RefundRow['status'];
const OPEN: RefundStatus[] = ['pending', 'processing', 'failed'];

export async function insertRefund(db: Database, row: typeof refunds.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(refunds).values(row).returning({ id: refunds.id });
  return inserted!.id;
}

export async function findRefund(db: Database, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function lockRefund(db: Database, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

export async function updateRefund(db: Database, id: number, values: Partial<RefundRow>): Promise<void> {
  await db.update(refunds).set(values).where(eq(refunds.id, id));
}

/**
 * Pending refunds to a paid gateway payment, oldest first, locked; rows another instance holds are skipped. A refund
 * with no such payment is left for the back office to see.
 */
export async function lockPendingGatewayRefundIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, 'pending'), eq(refunds.method, 'original'), isNotNull(payments.transactionId)))
    .orderBy(asc(refunds.id))
    .limit(limit)
    .for('update', { of: refunds, skipLocked: true });
  return rows.map((row) => row.id);
}

export async function setRefundsStatus(db: Database, ids: number[], status: RefundStatus, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(refunds).set({ status, updatedAt: at }).where(inArray(refunds.id, ids));
}

/** The refunds with the payment each goes back to and the order's invoice number. */
export function findRefundsWithPayment(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      invoiceNumber: orders.invoiceNumber,
      amount: refunds.amount,
      payment: {
        id: payments.id,
        gateway: payments.gateway,
        reference: payments.reference,
        // Only refunds of payments with a transaction id are claimed (lockPendingGatewayRefundIds).
        transactionId: sql<string>`${payments.transactionId}`,
      },
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(inArray(refunds.id, ids))
    .orderBy(asc(refunds.id));
}

export async function countOpenRefunds(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, OPEN)));
  return row?.open ?? 0;
}

export function findOrderRefunds(db: Database, orderIds: number[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.id));
}

export async function findReturnRefund(db: Database, returnId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.returnId, returnId));
  return row;
}

/** The attempt that paid the checkout (a late second payment carries a detail and is refunded by hand). */
export async function findPaidPaymentId(db: Database, checkoutId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.checkoutId, checkoutId), eq(payments.status, 'paid'), isNull(payments.detail)))
    .orderBy(asc(payments.id))
    .limit(1);
  return row?.id ?? null;
}

/** GET /admin/refunds (by status) or one refund (by id): newest first, with the order's invoice number. */
export async function findRefundPage(
  db: Database,
  by: { status?: RefundStatus; id?: number },
  limit: number,
  offset: number,
) {
  const where = and(
    by.status ? eq(refunds.status, by.status) : undefined,
    by.id === undefined ? undefined : eq(refunds.id, by.id),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ refund: refunds, invoiceNumber: orders.invoiceNumber })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where)
      .orderBy(desc(refunds.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(refunds).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
