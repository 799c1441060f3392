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

/** Whose redemptions count against a per-shopper limit: an account's, or a guest's phone's. */
export type Redeemer = { userId: number; phone?: undefined } | { userId: null; phone: string | null };

function byRedeemer(redeemer: Redeemer) {
  if (redeemer.userId !== null)
    return sql<number>`(count(*) filter (where ${couponRedemptions.userId} = ${redeemer.userId}))::int`;
  if (redeemer.phone) return sql<number>`(count(*) filter (where ${couponRedemptions.phone} = ${redeemer.phone}))::int`;
  return sql<number>`0`;
}

/** A coupon's redemptions over everyone and by one shopper (0 for a guest without a phone yet), in one query. */
export async function countRedemptions(
  db: Database,
  couponId: number,
  redeemer: Redeemer,
): Promise<{ total: number; byUser: number }> {
  const [row] = await db
    .select({ total: count(), byUser: byRedeemer(redeemer) })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { total: row?.total ?? 0, byUser: Number(row?.byUser ?? 0) };
}

/** Locks the coupon's row until the transaction ends: its redemptions are counted and written one checkout at a time. */
export async function lockCoupon(db: Database, couponId: number): Promise<void> {
  await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
}

export async function insertRedemption(db: Database, redemption: typeof couponRedemptions.$inferInsert): Promise<void> {
  await db.insert(couponRedemptions).values(redemption);
}

export async function deleteCheckoutRedemptions(db: Database, checkoutId: string): Promise<void> {
  await db.delete(couponRedemptions).where(eq(couponRedemptions.checkoutId, checkoutId));
}
