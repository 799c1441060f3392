import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type Gateway = PaymentRow['gateway'];

export async function insertPayment(db: Database, row: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(row);
}

/** The attempt with our reference at the gateway: bKash's paymentID, or the tran_id we gave SSLCommerz. */
export async function findPaymentByReference(
  db: Database,
  gateway: Gateway,
  reference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.reference, reference)));
  return row;
}

export async function findPaymentById(db: Database, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentByTransaction(
  db: Database,
  gateway: Gateway,
  transactionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.transactionId, transactionId)));
  return row;
}

export async function updatePayment(db: Database, id: number, values: Partial<PaymentRow>): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

/** Marks the attempt rejected with why, unless it is paid (a refused replay never unpays it). */
export async function rejectUnpaidPayment(db: Database, id: number, detail: string, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'rejected', detail, updatedAt: at })
    .where(and(eq(payments.id, id), ne(payments.status, 'paid')));
}
