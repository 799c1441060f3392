import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { vendors } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';
import type { RatingTotals } from '../../lib/rating';
import { visibleShop } from '../../lib/visible-shops';

/** Whether `id` is a shop shoppers may see (approved). */
export async function isVisibleShop(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, id), visibleShop()));
  return rows.length > 0;
}

/** The visible shops, or the one of `id` if it is visible. */
export function findVendors(db: Database, locale: Locale, id?: number) {
  return db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      name: byLocale(locale, vendors.nameEn, vendors.nameBn),
      logo: vendors.logo,
      banner: vendors.banner,
      ratingTenths: vendors.ratingTenths,
      ratingCount: vendors.ratingCount,
      address: byLocale(locale, vendors.addressEn, vendors.addressBn),
      description: byLocale(locale, vendors.descriptionEn, vendors.descriptionBn),
      dbid: vendors.dbid,
    })
    .from(vendors)
    .where(and(visibleShop(), id === undefined ? undefined : eq(vendors.id, id)))
    .orderBy(asc(vendors.id));
}

export async function updateVendorRatings(db: Database, totals: readonly RatingTotals[], now: Date): Promise<void> {
  for (const { id, tenths, count } of totals) {
    await db
      .update(vendors)
      .set({ ratingTenths: tenths, ratingCount: count, updatedAt: now })
      .where(eq(vendors.id, id));
  }
}
