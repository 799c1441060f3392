import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { affiliates, couponRedemptions, coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
type AffiliateRow = typeof affiliates.$inferSelect;

/** `code` already upper-cased (codes are stored upper-case). */
export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

export async function findApprovedAffiliate(db: Database, referralCode: string): Promise<AffiliateRow | undefined> {
  const [row] = await db
    .select()
    .from(affiliates)
    .where(and(eq(affiliates.referralCode, referralCode), eq(affiliates.status, 'approved')));
  return row;
}

/** A coupon's redemptions over everyone and by one user (0 for a guest), in one query. */
export async function countRedemptions(
  db: Database,
  couponId: number,
  userId: number | null,
): Promise<{ total: number; byUser: number }> {
  const [row] = await db
    .select({
      total: count(),
      byUser:
        userId === null
          ? sql<number>`0`
          : sql<number>`(count(*) filter (where ${couponRedemptions.userId} = ${userId}))::int`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { total: row?.total ?? 0, byUser: Number(row?.byUser ?? 0) };
}
