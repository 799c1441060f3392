import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type ORDER_FILTERS, type OrderFilter, PAYMENT_METHOD_IDS } from '#contract';
import type { Database } from '../../db/database';
import { type ACTORS, checkouts, orderItems, orderStatusHistory, orders, reviews, shippers } from '../../db/schema';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'invoiceNumber'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
export type PaymentStatus = CheckoutRow['paymentStatus'];
export type OrderStatus = OrderRow['status'];
/** Who moved an order or a return. */
export type Actor = (typeof ACTORS)[number];
type ShipperRow = typeof shippers.$inferSelect;
type OrderGroup = (typeof ORDER_FILTERS)[number];

export async function insertCheckout(db: Database, checkout: typeof checkouts.$inferInsert): Promise<void> {
  await db.insert(checkouts).values(checkout);
}

/** Inserts a checkout's orders (one per vendor) and answers each one's id by its vendor's. */
export async function insertOrders(db: Database, rows: NewOrder[]): Promise<Map<number, number>> {
  const inserted = await db.insert(orders).values(rows).returning({ id: orders.id, vendorId: orders.vendorId });
  return new Map(inserted.map((row) => [row.vendorId, row.id]));
}

export async function insertOrderItems(db: Database, rows: (NewOrderItem & { orderId: number })[]): Promise<void> {
  await db.insert(orderItems).values(rows);
}

export async function insertStatusChanges(
  db: Database,
  orderIds: number[],
  change: { status: OrderStatus; at: Date; actor: Actor; note?: string | null },
): Promise<void> {
  if (orderIds.length === 0) return;
  const { status, at, actor, note = null } = change;
  await db
    .insert(orderStatusHistory)
    .values(orderIds.map((orderId) => ({ orderId, status, note, actor, createdAt: at })));
}

export async function findOrder(db: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order locked until the transaction ends (a cancel, a move, a return take turns). */
export async function lockOrder(db: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrder(db: Database, id: number, values: Partial<OrderRow>): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

/** Who hears about an order: its checkout's phone and language. */
export async function findNoticeTarget(db: Database, orderId: number) {
  const [row] = await db
    .select({
      orderId: orders.id,
      invoiceNumber: orders.invoiceNumber,
      phone: checkouts.phone,
      locale: checkouts.locale,
    })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The variants and quantities of an order's lines (to give stock back). */
export function findOrderTakes(db: Database, orderId: number) {
  return db
    .select({ variantId: orderItems.variantId, qty: sql<number>`sum(${orderItems.qty})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.variantId);
}

export function findShippers(db: Database, ids?: number[]): Promise<ShipperRow[]> {
  const query = db.select().from(shippers);
  return (ids ? query.where(inArray(shippers.id, ids.length > 0 ? ids : [0])) : query).orderBy(asc(shippers.id));
}

export async function findCheckout(db: Database, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

/** The checkout with its row locked until the transaction ends (payment confirmations and expiry take turns). */
export async function lockCheckoutRow(db: Database, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
  return row;
}

export async function updateCheckout(db: Database, id: string, values: Partial<CheckoutRow>): Promise<void> {
  await db.update(checkouts).set(values).where(eq(checkouts.id, id));
}

export async function lowerCheckoutTotal(db: Database, id: string, amount: number, at: Date): Promise<void> {
  await db
    .update(checkouts)
    .set({ grandTotal: sql`${checkouts.grandTotal} - ${amount}`, updatedAt: at })
    .where(eq(checkouts.id, id));
}

/** Changes the checkout's orders that are not cancelled (a cancelled order keeps its payment state). */
export async function updateLiveCheckoutOrders(
  db: Database,
  checkoutId: string,
  values: Partial<OrderRow>,
): Promise<void> {
  await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.checkoutId, checkoutId), ne(orders.status, 'cancelled')));
}

export function findCheckoutOrders(db: Database, checkoutIds: string[]): Promise<OrderRow[]> {
  if (checkoutIds.length === 0) return Promise.resolve([]);
  return db.select().from(orders).where(inArray(orders.checkoutId, checkoutIds)).orderBy(asc(orders.id));
}

export function findItems(db: Database, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

export function findHistory(db: Database, orderId: number) {
  return db
    .select({ status: orderStatusHistory.status, at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}

/** The histories of several orders, oldest first. */
export function findHistories(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      at: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.id));
}

export function findCheckouts(db: Database, ids: string[]): Promise<CheckoutRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(checkouts).where(inArray(checkouts.id, ids));
}

/** The line with its order, if the order is `userId`'s. */
export async function findUserItem(db: Database, userId: number, itemId: number) {
  const [row] = await db
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, itemId), eq(orders.userId, userId)));
  return row;
}

/** Unpaid online checkouts past their expiry, locked; rows another instance holds are skipped, not waited for. */
export async function lockExpiredCheckoutIds(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(isNotNull(checkouts.expiresAt), lte(checkouts.expiresAt, now)))
    .orderBy(asc(checkouts.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** The rows GET /order?status=… keeps: one status, or one of the dashboard's groups (`ORDER_FILTERS`). */
function orderFilterCondition(filter: OrderFilter): SQL {
  switch (filter) {
    case 'to_pay':
      return and(
        eq(orders.paymentMethodId, PAYMENT_METHOD_IDS.online),
        inArray(orders.paymentStatus, ['pending', 'failed', 'cancelled']),
        ne(orders.status, 'cancelled'),
      ) as SQL;
    case 'to_ship':
      return inArray(orders.status, ['pending', 'confirmed', 'processing']);
    case 'to_receive':
      return inArray(orders.status, ['picked_up', 'on_the_way']);
    case 'to_review':
      return and(
        eq(orders.status, 'delivered'),
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and not exists (
          select 1 from ${reviews} where ${reviews.orderItemId} = ${orderItems.id} and ${reviews.kind} = 'product'))`,
      ) as SQL;
    default:
      return eq(orders.status, filter);
  }
}

/** A page of orders, newest first: one shopper's (`userId`), or everyone's (null), kept by `filter`. */
export async function findOrderPage(
  db: Database,
  userId: number | null,
  filter: OrderFilter | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    userId === null ? undefined : eq(orders.userId, userId),
    filter ? orderFilterCondition(filter) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The dashboard's four numbers of one shopper, in one query. */
export async function countUserOrders(db: Database, userId: number): Promise<Record<OrderGroup, number>> {
  const counted = (group: OrderGroup) => sql<number>`(count(*) filter (where ${orderFilterCondition(group)}))::int`;
  const [row] = await db
    .select({
      to_pay: counted('to_pay'),
      to_ship: counted('to_ship'),
      to_receive: counted('to_receive'),
      to_review: counted('to_review'),
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  return row ?? { to_pay: 0, to_ship: 0, to_receive: 0, to_review: 0 };
}

/** The order with this invoice number, if `phone` is the shopper's or the recipient's. */
export async function findOrderByInvoice(db: Database, invoice: string, phone: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(and(eq(orders.invoiceNumber, invoice), or(eq(checkouts.phone, phone), eq(orders.customerPhone, phone))));
  return row?.order;
}
