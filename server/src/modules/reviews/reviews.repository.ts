/**
 * The reviews table (this module owns it) and the reads of a package a review needs. The package's order, lines and
 * rider are read here, read-only, until the orders module's service publishes one shopper's delivered package.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale, ReviewKind } from '#contract';
import type { Database } from '../../db/database';
import { orderItems, orders, products, reviews, shippers, vendors } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';
import { type RatingTotals, toTenths } from '../../lib/rating';

export type NewReview = Omit<typeof reviews.$inferInsert, 'id'>;

/** One shopper's package of one seller, locked for the rest of the transaction when `lock` is set. */
export async function findPackage(
  db: Database,
  {
    userId,
    orderId,
    vendorId,
    locale,
    lock = false,
  }: { userId: number; orderId: number; vendorId: number; locale: Locale; lock?: boolean },
) {
  const query = db
    .select({
      id: orders.id,
      invoiceNumber: orders.invoiceNumber,
      vendorId: orders.vendorId,
      vendorName: byLocale(locale, orders.vendorNameEn, orders.vendorNameBn),
      vendorSlug: vendors.slug,
      status: orders.status,
      deliveredAt: orders.deliveredAt,
      shipperId: orders.shipperId,
      shipperName: shippers.name,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(shippers, eq(shippers.id, orders.shipperId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.vendorId, vendorId)));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row;
}

export type PackageRow = NonNullable<Awaited<ReturnType<typeof findPackage>>>;

export function findPackageLines(db: Database, orderId: number, locale: Locale) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      name: byLocale(locale, orderItems.nameEn, orderItems.nameBn),
      image: orderItems.image,
      color: orderItems.color,
      size: orderItems.size,
      colorName: byLocale(locale, orderItems.colorNameEn, orderItems.colorNameBn),
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The reviews of a package (hidden ones too: a hidden review is still given). */
export function findPackageReviews(db: Database, orderId: number) {
  return db
    .select({ kind: reviews.kind, orderItemId: reviews.orderItemId })
    .from(reviews)
    .where(eq(reviews.orderId, orderId));
}

export async function insertReviews(db: Database, rows: NewReview[]): Promise<void> {
  if (rows.length > 0) await db.insert(reviews).values(rows);
}

const SUBJECT = {
  product: reviews.productId,
  seller: reviews.vendorId,
  rider: reviews.shipperId,
} as const;

/** Each subject's rating from its visible reviews of `kind` (a subject with none rates 0 of 0). */
export async function ratingTotals(db: Database, kind: ReviewKind, ids: readonly number[]): Promise<RatingTotals[]> {
  if (ids.length === 0) return [];
  const subject = SUBJECT[kind];
  const rows = await db
    .select({ id: subject, sum: sql<string>`sum(${reviews.rating})`, count: count() })
    .from(reviews)
    .where(and(eq(reviews.kind, kind), eq(reviews.hidden, false), inArray(subject, [...ids])))
    .groupBy(subject);
  const found = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].map((id) => {
    const row = found.get(id);
    const sum = Number(row?.sum ?? 0);
    const total = row?.count ?? 0;
    return { id, tenths: toTenths(sum, total), count: total };
  });
}

export async function updateShipperRatings(db: Database, totals: readonly RatingTotals[]): Promise<void> {
  for (const { id, tenths, count: ratingCount } of totals) {
    await db.update(shippers).set({ ratingTenths: tenths, ratingCount }).where(eq(shippers.id, id));
  }
}

/** Reviews with what they are about, newest first: one user's (`userId`) or, for the back office, everyone's. */
export async function findReviews(
  db: Database,
  locale: Locale,
  { userId, hidden, limit, offset }: { userId?: number; hidden?: boolean; limit: number; offset: number },
) {
  const where = and(
    userId === undefined ? undefined : eq(reviews.userId, userId),
    hidden === undefined ? undefined : eq(reviews.hidden, hidden),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        kind: reviews.kind,
        rating: reviews.rating,
        review: reviews.review,
        author: reviews.authorName,
        hidden: reviews.hidden,
        createdAt: reviews.createdAt,
        orderId: reviews.orderId,
        invoiceNumber: orders.invoiceNumber,
        productId: reviews.productId,
        productName: byLocale(locale, products.nameEn, products.nameBn),
        productSlug: products.slug,
        lineName: byLocale(locale, orderItems.nameEn, orderItems.nameBn),
        lineImage: orderItems.image,
        vendorId: reviews.vendorId,
        vendorName: byLocale(locale, vendors.nameEn, vendors.nameBn),
        vendorSlug: vendors.slug,
        shipperId: reviews.shipperId,
        shipperName: shippers.name,
      })
      .from(reviews)
      .leftJoin(orders, eq(orders.id, reviews.orderId))
      .leftJoin(orderItems, and(eq(orderItems.id, reviews.orderItemId), eq(reviews.kind, 'product')))
      .leftJoin(products, eq(products.id, reviews.productId))
      .leftJoin(vendors, eq(vendors.id, reviews.vendorId))
      .leftJoin(shippers, eq(shippers.id, reviews.shipperId))
      .where(where)
      .orderBy(desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export type ReviewListRow = Awaited<ReturnType<typeof findReviews>>['rows'][number];

/** Sets a review's `hidden`, its row locked; undefined when there is no such review. */
export async function setHidden(db: Database, id: number, hidden: boolean) {
  const [row] = await db.update(reviews).set({ hidden }).where(eq(reviews.id, id)).returning();
  return row;
}
