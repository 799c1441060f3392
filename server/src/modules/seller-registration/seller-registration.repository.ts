/**
 * Shop registrations (this module owns `vendor_applications`, and writes a registered shop's `vendors` row and its
 * status). The applicant's account is read here, read-only, for the back office's view and the decision's SMS.
 */
import { and, count, desc, eq, like, or, sql } from 'drizzle-orm';
import type { VendorStatus } from '#contract';
import type { Database } from '../../db/database';
import { users, vendorApplications, vendors } from '../../db/schema';

export type ApplicationRow = typeof vendorApplications.$inferSelect;

/** Which of the names another shop has: the English one compared case-insensitively, the Bengali one as written. */
export async function takenShopNames(db: Database, nameEn: string, nameBn: string) {
  const rows = await db
    .select({ nameEn: vendors.nameEn, nameBn: vendors.nameBn })
    .from(vendors)
    .where(or(sql`lower(${vendors.nameEn}) = lower(${nameEn})`, eq(vendors.nameBn, nameBn)));
  return {
    en: rows.some((row) => row.nameEn.toLowerCase() === nameEn.toLowerCase()),
    bn: rows.some((row) => row.nameBn === nameBn),
  };
}

/** The slugs taken among `base` and `base-…`. */
export async function slugsLike(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: vendors.slug })
    .from(vendors)
    .where(or(eq(vendors.slug, base), like(vendors.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertShop(db: Database, values: typeof vendors.$inferInsert): Promise<number> {
  const [row] = await db.insert(vendors).values(values).returning({ id: vendors.id });
  if (!row) throw new Error('shop not inserted');
  return row.id;
}

export async function insertApplication(
  db: Database,
  values: typeof vendorApplications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(vendorApplications).values(values).returning();
  if (!row) throw new Error('application not inserted');
  return row;
}

const listColumns = {
  application: vendorApplications,
  shopNameEn: vendors.nameEn,
  shopNameBn: vendors.nameBn,
  dbid: vendors.dbid,
  ownerName: users.name,
  ownerPhone: users.phone,
  ownerLocale: users.locale,
};

const withShopAndOwner = (db: Database) =>
  db
    .select(listColumns)
    .from(vendorApplications)
    .innerJoin(vendors, eq(vendors.id, vendorApplications.vendorId))
    .innerJoin(users, eq(users.id, vendorApplications.userId));

export type ApplicationListRow = Awaited<ReturnType<ReturnType<typeof withShopAndOwner>['execute']>>[number];

/** A page of applications, newest first, with their total. */
export async function findApplications(
  db: Database,
  { status, limit, offset }: { status?: VendorStatus; limit: number; offset: number },
): Promise<{ rows: ApplicationListRow[]; total: number }> {
  const where = status === undefined ? undefined : eq(vendorApplications.status, status);
  const [rows, [counted]] = await Promise.all([
    withShopAndOwner(db).where(where).orderBy(desc(vendorApplications.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(vendorApplications).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The application of the shop `vendorId`; locked until the transaction ends when `lock` (a decision). */
export async function findApplication(
  db: Database,
  vendorId: number,
  { lock = false } = {},
): Promise<ApplicationListRow | undefined> {
  const query = withShopAndOwner(db).where(eq(vendorApplications.vendorId, vendorId));
  const [row] = await (lock ? query.for('update', { of: vendorApplications }) : query);
  return row;
}

/** Records the back office's decision on the application and its shop (whose `updated_at` the rebuild reads). */
export async function recordDecision(
  tx: Database,
  vendorId: number,
  decision: { status: Exclude<VendorStatus, 'pending'>; rejectReason: string | null; now: Date },
): Promise<void> {
  const { status, rejectReason, now } = decision;
  await tx.update(vendors).set({ status, updatedAt: now }).where(eq(vendors.id, vendorId));
  await tx
    .update(vendorApplications)
    .set({ status, rejectReason, decidedAt: now })
    .where(and(eq(vendorApplications.vendorId, vendorId), eq(vendorApplications.status, 'pending')));
}
