/**
 * Reviews: a buyer of a delivered package rates each line's product, the seller and the rider, once each. Every
 * change recomputes the ratings it touches from the visible reviews in the same transaction: products' (and their
 * pages republished), shops' from seller reviews only, riders' from rider reviews only.
 */
import type { AdminReview, MyReview, Page, ReviewKind, WriteReviewInfo } from '#contract';
import { pageOf } from '../../lib/page-of';
import { conflict, type FieldMessage, notFound, validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import type { UserRow } from '../auth/users.service';
import { setProductRatings } from '../products/products.service';
import { setVendorRatings } from '../vendors/vendors.service';
import { reviewAuthor } from './review-author';
import {
  findPackage,
  findPackageLines,
  findPackageReviews,
  findReviews,
  insertReviews,
  type NewReview,
  type PackageRow,
  type ReviewListRow,
  ratingTotals,
  setHidden,
  updateShipperRatings,
} from './reviews.repository';
import type { StoreReviewInput } from './reviews.schemas';

// How a review names its author: the seed's demo reviews name theirs the same way.
export { reviewAuthor };

type Ctx = Pick<RequestContext, 'db' | 'locale' | 'now'>;

/** The shopper's delivered package of this seller; anything else (another's, not delivered, no such) is 404. */
async function deliveredPackage(
  ctx: Ctx,
  userId: number,
  orderId: number,
  vendorId: number,
  lock = false,
): Promise<PackageRow & { deliveredAt: Date }> {
  const found = await findPackage(ctx.db, { userId, orderId, vendorId, locale: ctx.locale, lock });
  if (found?.status !== 'delivered' || !found.deliveredAt) throw notFound('reviews.notReviewable');
  return { ...found, deliveredAt: found.deliveredAt };
}

/** GET /user/write-review: what of a delivered package may still be reviewed. */
export async function writeReviewInfo(
  ctx: Ctx,
  userId: number,
  orderId: number,
  vendorId: number,
): Promise<WriteReviewInfo> {
  const found = await deliveredPackage(ctx, userId, orderId, vendorId);
  const [lines, given] = await Promise.all([
    findPackageLines(ctx.db, found.id, ctx.locale),
    findPackageReviews(ctx.db, found.id),
  ]);
  const reviewedLines = new Set(given.filter((row) => row.kind === 'product').map((row) => row.orderItemId));
  const kinds = new Set(given.map((row) => row.kind));
  return {
    order_id: found.id,
    invoice_number: found.invoiceNumber,
    vendor: { id: found.vendorId, name: found.vendorName, slug: found.vendorSlug },
    shipper: found.shipperId === null ? null : { id: found.shipperId, name: found.shipperName ?? '' },
    delivered_at: found.deliveredAt.toISOString(),
    items: lines.map((line) => ({
      order_item_id: line.id,
      product_id: line.productId,
      name: line.name,
      image: line.image,
      options: { ...(line.color ? { color: line.color } : {}), ...(line.size ? { size: line.size } : {}) },
      color_name: line.colorName ?? null,
      reviewed: reviewedLines.has(line.id),
    })),
    seller_reviewed: kinds.has('seller'),
    rider_reviewed: found.shipperId === null || kinds.has('rider'),
  };
}

/** Recomputes, from the visible reviews, the ratings of what `changed` reviews are about. */
async function recomputeRatings(
  ctx: Pick<RequestContext, 'db' | 'now'>,
  changed: Pick<NewReview, 'kind' | 'productId' | 'vendorId' | 'shipperId'>[],
) {
  const ids = (kind: ReviewKind, pick: (row: (typeof changed)[number]) => number | null | undefined) => [
    ...new Set(changed.filter((row) => row.kind === kind).flatMap((row) => pick(row) ?? [])),
  ];
  await setProductRatings(
    ctx,
    await ratingTotals(
      ctx.db,
      'product',
      ids('product', (row) => row.productId),
    ),
  );
  await setVendorRatings(
    ctx,
    await ratingTotals(
      ctx.db,
      'seller',
      ids('seller', (row) => row.vendorId),
    ),
  );
  await updateShipperRatings(
    ctx.db,
    await ratingTotals(
      ctx.db,
      'rider',
      ids('rider', (row) => row.shipperId),
    ),
  );
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** POST /user/store-review: the package's reviews in one transaction, each part once; answers the reviews written. */
export async function storeReviews(ctx: Ctx, user: UserRow, body: StoreReviewInput): Promise<{ stored: number }> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const inTx = { ...ctx, db: tx };
      const found = await deliveredPackage(inTx, user.id, body.order_id, body.vendor_id, true);
      // One query after another: a transaction's connection runs one at a time on PostgreSQL.
      const lines = await findPackageLines(tx, found.id, ctx.locale);
      const given = await findPackageReviews(tx, found.id);
      const lineById = new Map(lines.map((line) => [line.id, line]));
      const errors: Record<string, FieldMessage[]> = {};
      body.product_reviews.forEach((review, index) => {
        if (lineById.get(review.order_item_id)?.productId !== review.product_id) {
          errors[`product_reviews.${index}.order_item_id`] = [{ key: 'reviews.lineNotInOrder' }];
        }
      });
      if (body.rider_review && body.rider_review.shipper_id !== found.shipperId) {
        errors['rider_review.shipper_id'] = [{ key: 'reviews.notTheRider' }];
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      const reviewedLines = new Set(given.filter((row) => row.kind === 'product').map((row) => row.orderItemId));
      const kinds = new Set(given.map((row) => row.kind));
      const again =
        body.product_reviews.some((review) => reviewedLines.has(review.order_item_id)) ||
        (body.seller_review && kinds.has('seller')) ||
        (body.rider_review && kinds.has('rider'));
      if (again) throw conflict('reviews.alreadyReviewed');

      const common = {
        userId: user.id,
        authorName: reviewAuthor(user.name),
        orderId: found.id,
        vendorId: found.vendorId,
        createdAt: ctx.now,
      };
      const rows: NewReview[] = [
        ...body.product_reviews.map((review) => ({
          ...common,
          kind: 'product' as const,
          orderItemId: review.order_item_id,
          productId: review.product_id,
          rating: review.rating,
          review: review.review,
        })),
        ...(body.seller_review
          ? [
              {
                ...common,
                kind: 'seller' as const,
                rating: body.seller_review.rating,
                review: body.seller_review.review,
              },
            ]
          : []),
        ...(body.rider_review
          ? [
              {
                ...common,
                kind: 'rider' as const,
                shipperId: body.rider_review.shipper_id,
                rating: body.rider_review.rating,
                review: body.rider_review.review,
              },
            ]
          : []),
      ];
      await insertReviews(tx, rows);
      await recomputeRatings(inTx, rows);
      return { stored: rows.length };
    });
  } catch (error) {
    // Two submissions at once: the second one's insert meets the first one's row.
    if (isUniqueViolation(error)) throw conflict('reviews.alreadyReviewed');
    throw error;
  }
}

/** What a review is about, as the user area shows it. */
function subjectOf(row: ReviewListRow): MyReview['subject'] {
  if (row.kind === 'product') {
    return {
      id: row.productId ?? 0,
      name: row.productName ?? row.lineName ?? '',
      slug: row.productSlug,
      image: row.lineImage,
    };
  }
  if (row.kind === 'seller') return { id: row.vendorId, name: row.vendorName ?? '', slug: row.vendorSlug, image: null };
  return { id: row.shipperId ?? 0, name: row.shipperName ?? '', slug: null, image: null };
}

/** GET /user/my-reviews: the user's reviews, newest first, hidden ones marked. */
export async function myReviews(ctx: Ctx, userId: number, current: number, perPage: number): Promise<Page<MyReview>> {
  const { rows, total } = await findReviews(ctx.db, ctx.locale, {
    userId,
    limit: perPage,
    offset: (current - 1) * perPage,
  });
  const data = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    rating: row.rating,
    review: row.review,
    created_at: row.createdAt.toISOString(),
    order_id: row.orderId ?? 0,
    invoice_number: row.invoiceNumber ?? '',
    subject: subjectOf(row),
    hidden: row.hidden,
  }));
  return pageOf(data, total, current, perPage);
}

export const ADMIN_REVIEWS_PER_PAGE = 50;

/** GET /admin/reviews: every review, newest first, optionally only the hidden or only the visible ones. */
export async function adminReviews(ctx: Ctx, hidden: boolean | undefined, current: number): Promise<Page<AdminReview>> {
  const perPage = ADMIN_REVIEWS_PER_PAGE;
  const { rows, total } = await findReviews(ctx.db, ctx.locale, {
    hidden,
    limit: perPage,
    offset: (current - 1) * perPage,
  });
  const data = rows.map((row) => {
    const { id, name } = subjectOf(row);
    return {
      id: row.id,
      kind: row.kind,
      rating: row.rating,
      review: row.review,
      author: row.author,
      hidden: row.hidden,
      created_at: row.createdAt.toISOString(),
      order_id: row.orderId,
      subject: { id, name },
    };
  });
  return pageOf(data, total, current, perPage);
}

/** PATCH /admin/reviews/{id}: hides or shows a review and recomputes the rating it counts toward. */
export async function setReviewHidden(ctx: Ctx, id: number, hidden: boolean): Promise<{ id: number; hidden: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const row = await setHidden(tx, id, hidden);
    if (!row) throw notFound('reviews.notFound');
    await recomputeRatings({ ...ctx, db: tx }, [row]);
    return { id: row.id, hidden: row.hidden };
  });
}
