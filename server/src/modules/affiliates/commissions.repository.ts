/**
 * The commission ledger and the withdrawals, and what they read of the orders (this module imports no orders code:
 * it reads the orders, their lines and returns here). Private to the module.
 */
import { and, count, desc, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '#contract';
import type { Database } from '../../db/database';
import {
  affiliateCommissions,
  affiliates,
  affiliateWithdrawals,
  orderItems,
  orderReturnItems,
  orderReturns,
  orders,
  products,
} from '../../db/schema';

export type CommissionRow = typeof affiliateCommissions.$inferSelect;
export type WithdrawalRow = typeof affiliateWithdrawals.$inferSelect;

/** Returns still open: until received or rejected, a line may come back, so its commission waits. */
const OPEN_RETURN_STATUSES = ['requested', 'approved'] as const;
/** Returns whose units are back. */
const RECEIVED_RETURN_STATUSES = ['received', 'refunded'] as const;

/** Each line of the checkout's orders, with its order's totals and its product's category. */
export async function findCheckoutLines(db: Database, checkoutId: string) {
  return db
    .select({
      orderId: orders.id,
      subTotal: orders.subTotal,
      discount: orders.discount,
      customerPhone: orders.customerPhone,
      orderItemId: orderItems.id,
      price: orderItems.total,
      categoryId: products.categoryId,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(orderItems.id);
}

export async function insertCommissions(db: Database, rows: (typeof affiliateCommissions.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(affiliateCommissions).values(rows);
}

/** The order's pending commissions become `reversed`, their whole amount moved to reversed_amount. */
export async function reversePendingOfOrder(db: Database, orderId: number, now: Date): Promise<void> {
  await db
    .update(affiliateCommissions)
    .set({
      status: 'reversed',
      reversedAmount: sql`${affiliateCommissions.reversedAmount} + ${affiliateCommissions.amount}`,
      amount: 0,
      updatedAt: now,
    })
    .where(and(eq(affiliateCommissions.orderId, orderId), eq(affiliateCommissions.status, 'pending')));
}

/** The order's pending commissions with their line's units and the units received back so far. */
export async function findPendingWithReturns(db: Database, orderId: number) {
  const returned = db
    .select({
      orderItemId: orderReturnItems.orderItemId,
      qty: sql<number>`sum(${orderReturnItems.qty})::int`.as('returned_qty'),
    })
    .from(orderReturnItems)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
    .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.status, RECEIVED_RETURN_STATUSES)))
    .groupBy(orderReturnItems.orderItemId)
    .as('returned');
  return db
    .select({
      id: affiliateCommissions.id,
      amount: affiliateCommissions.amount,
      reversedAmount: affiliateCommissions.reversedAmount,
      qty: orderItems.qty,
      returned: sql<number>`coalesce(${returned.qty}, 0)`.mapWith(Number),
    })
    .from(affiliateCommissions)
    .innerJoin(orderItems, eq(orderItems.id, affiliateCommissions.orderItemId))
    .leftJoin(returned, eq(returned.orderItemId, affiliateCommissions.orderItemId))
    .where(and(eq(affiliateCommissions.orderId, orderId), eq(affiliateCommissions.status, 'pending')));
}

export async function updateCommission(db: Database, id: number, change: Partial<CommissionRow>): Promise<void> {
  await db.update(affiliateCommissions).set(change).where(eq(affiliateCommissions.id, id));
}

/**
 * Pending commissions of delivered orders delivered before `deliveredBefore` with no return still open, locked
 * (skipping rows another instance holds, so two runs never clash), then approved. Answers how many.
 */
export async function approvePendingDeliveredBefore(db: Database, deliveredBefore: Date, now: Date): Promise<number> {
  const due = await db
    .select({ id: affiliateCommissions.id })
    .from(affiliateCommissions)
    .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
    .where(
      and(
        eq(affiliateCommissions.status, 'pending'),
        eq(orders.status, 'delivered'),
        lt(orders.deliveredAt, deliveredBefore),
        notExists(
          db
            .select({ id: orderReturns.id })
            .from(orderReturns)
            .where(and(eq(orderReturns.orderId, orders.id), inArray(orderReturns.status, OPEN_RETURN_STATUSES))),
        ),
      ),
    )
    .for('update', { of: affiliateCommissions, skipLocked: true });
  if (due.length === 0) return 0;
  await db
    .update(affiliateCommissions)
    .set({ status: 'approved', updatedAt: now })
    .where(
      inArray(
        affiliateCommissions.id,
        due.map((row) => row.id),
      ),
    );
  return due.length;
}

/** The partner's commission by state: amounts per status, and everything reversed (whole or in part). */
export async function commissionTotals(db: Database, affiliateId: number) {
  return db
    .select({
      status: affiliateCommissions.status,
      amount: sql<number>`coalesce(sum(${affiliateCommissions.amount}), 0)`.mapWith(Number),
      reversed: sql<number>`coalesce(sum(${affiliateCommissions.reversedAmount}), 0)`.mapWith(Number),
      available:
        sql<number>`coalesce(sum(${affiliateCommissions.amount}) filter (where ${affiliateCommissions.withdrawalId} is null), 0)`.mapWith(
          Number,
        ),
    })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliateId, affiliateId))
    .groupBy(affiliateCommissions.status);
}

/** How far each order's live commissions have come: 3 paid, 2 approved, 1 pending, 0 all reversed. */
const STAGE = sql<number>`max(case ${affiliateCommissions.status} when 'paid' then 3 when 'approved' then 2 when 'pending' then 1 else 0 end)`;

/** The partner's referred orders, newest first, each with its lines' base and commission summed. */
export async function findReferredOrders(db: Database, affiliateId: number, limit: number) {
  return db
    .select({
      orderId: orders.id,
      invoiceNumber: orders.invoiceNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      base: sql<number>`sum(${affiliateCommissions.baseAmount})`.mapWith(Number),
      commission: sql<number>`sum(${affiliateCommissions.amount})`.mapWith(Number),
      stage: STAGE.mapWith(Number),
    })
    .from(affiliateCommissions)
    .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
    .where(eq(affiliateCommissions.affiliateId, affiliateId))
    .groupBy(orders.id)
    .orderBy(desc(orders.id))
    .limit(limit);
}

/** The partner's approved commissions no withdrawal has claimed, locked for the claim. */
export async function lockClaimable(db: Database, affiliateId: number) {
  return db
    .select({ id: affiliateCommissions.id, amount: affiliateCommissions.amount })
    .from(affiliateCommissions)
    .where(
      and(
        eq(affiliateCommissions.affiliateId, affiliateId),
        eq(affiliateCommissions.status, 'approved'),
        isNull(affiliateCommissions.withdrawalId),
      ),
    )
    .for('update');
}

export async function claimCommissions(db: Database, ids: number[], withdrawalId: number, now: Date): Promise<void> {
  await db
    .update(affiliateCommissions)
    .set({ withdrawalId, updatedAt: now })
    .where(inArray(affiliateCommissions.id, ids));
}

/** The withdrawal's commissions become `paid`. */
export async function payClaimed(db: Database, withdrawalId: number, now: Date): Promise<void> {
  await db
    .update(affiliateCommissions)
    .set({ status: 'paid', updatedAt: now })
    .where(eq(affiliateCommissions.withdrawalId, withdrawalId));
}

/** The withdrawal's commissions are unclaimed again (still approved), for a later request. */
export async function releaseClaimed(db: Database, withdrawalId: number, now: Date): Promise<void> {
  await db
    .update(affiliateCommissions)
    .set({ withdrawalId: null, updatedAt: now })
    .where(eq(affiliateCommissions.withdrawalId, withdrawalId));
}

export async function insertWithdrawal(db: Database, values: typeof affiliateWithdrawals.$inferInsert) {
  const [row] = await db.insert(affiliateWithdrawals).values(values).returning();
  if (!row) throw new Error('withdrawal not inserted');
  return row;
}

export async function findOpenWithdrawal(db: Database, affiliateId: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(affiliateWithdrawals)
    .where(and(eq(affiliateWithdrawals.affiliateId, affiliateId), eq(affiliateWithdrawals.status, 'requested')));
  return row;
}

export async function findWithdrawals(db: Database, affiliateId: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(affiliateWithdrawals)
    .where(eq(affiliateWithdrawals.affiliateId, affiliateId))
    .orderBy(desc(affiliateWithdrawals.id));
}

export async function lockWithdrawal(db: Database, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(affiliateWithdrawals).where(eq(affiliateWithdrawals.id, id)).for('update');
  return row;
}

export async function updateWithdrawal(db: Database, id: number, change: Partial<WithdrawalRow>): Promise<void> {
  await db.update(affiliateWithdrawals).set(change).where(eq(affiliateWithdrawals.id, id));
}

const withdrawalPartner = { id: affiliates.id, name: affiliates.name, phone: affiliates.phone };

/** Newest first, one page, with each partner; `status` narrows it. */
export async function findWithdrawalPage(
  db: Database,
  { status, page, perPage }: { status?: WithdrawalStatus; page: number; perPage: number },
) {
  const where = status ? eq(affiliateWithdrawals.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ withdrawal: affiliateWithdrawals, partner: withdrawalPartner })
      .from(affiliateWithdrawals)
      .innerJoin(affiliates, eq(affiliates.id, affiliateWithdrawals.affiliateId))
      .where(where)
      .orderBy(desc(affiliateWithdrawals.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(affiliateWithdrawals).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findWithdrawalWithPartner(db: Database, id: number) {
  const [row] = await db
    .select({ withdrawal: affiliateWithdrawals, partner: withdrawalPartner })
    .from(affiliateWithdrawals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateWithdrawals.affiliateId))
    .where(eq(affiliateWithdrawals.id, id));
  return row;
}
