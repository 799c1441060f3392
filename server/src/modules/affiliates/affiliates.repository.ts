/** The partners' applications and the categories' partner rates. Private to the module. */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AffiliateStatus } from '#contract';
import type { Database } from '../../db/database';
import { affiliates, categories, coupons, users } from '../../db/schema';

export type AffiliateRow = typeof affiliates.$inferSelect;

/** The new application, or undefined when the user has one already (one per user: a unique index). */
export async function insertApplication(
  db: Database,
  values: typeof affiliates.$inferInsert,
): Promise<AffiliateRow | undefined> {
  const [row] = await db.insert(affiliates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findAffiliateByUser(db: Database, userId: number): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
  return row;
}

export async function findAffiliate(db: Database, id: number): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id));
  return row;
}

/** The partner's row, locked until the transaction ends: one decision, one withdrawal request at a time. */
export async function lockAffiliate(db: Database, id: number): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id)).for('update');
  return row;
}

/** The user's application, locked (see lockAffiliate). */
export async function lockAffiliateOfUser(db: Database, userId: number): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId)).for('update');
  return row;
}

export async function updateAffiliate(db: Database, id: number, change: Partial<AffiliateRow>): Promise<void> {
  await db.update(affiliates).set(change).where(eq(affiliates.id, id));
}

/** "AFFC" in ASCII: the advisory lock of making referral codes. */
const CODE_LOCK = 0x41_46_46_43;

/** Approvals make their codes one at a time until their transactions end, so two never pick the same free code. */
export async function lockCodeMaking(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK})`);
}

/** Whether `code` is a partner's or a coupon's already (coupons are looked up first, so one would hide the code). */
export async function isCodeTaken(db: Database, code: string): Promise<boolean> {
  const [partner] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.referralCode, code));
  if (partner) return true;
  const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return coupon !== undefined;
}

/** Newest first, one page; `status` narrows it. */
export async function findAffiliatePage(
  db: Database,
  { status, page, perPage }: { status?: AffiliateStatus; page: number; perPage: number },
): Promise<{ rows: AffiliateRow[]; total: number }> {
  const where = status ? eq(affiliates.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(affiliates)
      .where(where)
      .orderBy(desc(affiliates.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(affiliates).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The language a partner's notices go out in: their account's, English for a partner without one. */
export async function findPartnerLocale(db: Database, userId: number | null): Promise<'en' | 'bn'> {
  if (userId === null) return 'en';
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? 'en';
}

export interface CategoryRateRow {
  id: number;
  parentId: number | null;
  slug: string;
  nameEn: string;
  nameBn: string;
  ratePercent: number | null;
}

/** Every category with its own partner rate (null: its parent's), top categories in their order first. */
export async function findCategoryRates(db: Database): Promise<CategoryRateRow[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameBn: categories.nameBn,
      ratePercent: categories.partnerRatePercent,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}
