import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderItems, orderReturnHistory, orderReturnItems, orderReturns, orders } from '../../db/schema';
import type { Actor } from './orders.repository';

export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnStatus = ReturnRow['status'];

export async function insertReturn(db: Database, row: typeof orderReturns.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(orderReturns).values(row).returning({ id: orderReturns.id });
  return inserted!.id;
}

export async function insertReturnItems(
  db: Database,
  returnId: number,
  items: { orderItemId: number; qty: number }[],
): Promise<void> {
  await db.insert(orderReturnItems).values(items.map((item) => ({ returnId, ...item })));
}

export async function insertReturnHistory(
  db: Database,
  row: { returnId: number; status: ReturnStatus; actor: Actor; note?: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(orderReturnHistory).values(row);
}

export async function findReturn(db: Database, id: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  return row;
}

export async function lockReturn(db: Database, id: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
  return row;
}

export async function updateReturn(db: Database, id: number, values: Partial<ReturnRow>): Promise<void> {
  await db.update(orderReturns).set(values).where(eq(orderReturns.id, id));
}

export function findOrderReturns(db: Database, orderIds: number[]): Promise<ReturnRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderReturns).where(inArray(orderReturns.orderId, orderIds)).orderBy(asc(orderReturns.id));
}

/** The returns' lines with the order line's names and image. */
export function findReturnLines(db: Database, returnIds: number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      returnId: orderReturnItems.returnId,
      orderItemId: orderReturnItems.orderItemId,
      qty: orderReturnItems.qty,
      variantId: orderItems.variantId,
      nameEn: orderItems.nameEn,
      nameBn: orderItems.nameBn,
      image: orderItems.image,
    })
    .from(orderReturnItems)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
    .where(inArray(orderReturnItems.returnId, returnIds))
    .orderBy(asc(orderReturnItems.orderItemId));
}

export function findReturnHistory(db: Database, returnIds: number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      returnId: orderReturnHistory.returnId,
      status: orderReturnHistory.status,
      at: orderReturnHistory.createdAt,
    })
    .from(orderReturnHistory)
    .where(inArray(orderReturnHistory.returnId, returnIds))
    .orderBy(asc(orderReturnHistory.id));
}

/** Units of each line in returns not rejected, by order line id. */
export async function returnedQtyByItem(db: Database, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderItemId: orderReturnItems.orderItemId, qty: sql<number>`sum(${orderReturnItems.qty})::int` })
    .from(orderReturnItems)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
    .where(and(inArray(orderReturns.orderId, orderIds), ne(orderReturns.status, 'rejected')))
    .groupBy(orderReturnItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.qty]));
}

/** GET /admin/returns: newest first, with the order's invoice number. */
export async function findReturnPage(db: Database, status: ReturnStatus | undefined, limit: number, offset: number) {
  const where = status ? eq(orderReturns.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ret: orderReturns, invoiceNumber: orders.invoiceNumber })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(where)
      .orderBy(desc(orderReturns.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orderReturns).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
