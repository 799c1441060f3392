/** The review pages' rules: the form's draft from what may be reviewed, its checks, its body, and the server's errors placed. */
import type { Locale, MyReview, StoreReviewBody, WriteReviewInfo } from '#contract';
import { DEFAULT_RATINGS, REVIEW_MAX_LENGTH } from '#contract/reviews';
import { localePath, productPath, shopPath } from '@/lib/paths';

export const MY_REVIEWS_PATH = '/user/my-reviews';
export const MY_REVIEWS_PER_PAGE = 10;

/** The order id of `/user/write-review/{id}` (either locale), or null. */
export function writeReviewOrderId(pathname: string): number | null {
  const match = /^(?:\/bn)?\/user\/write-review\/([1-9][0-9]{0,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

export interface RatingDraft {
  rating: number;
  review: string;
}

/** The form: each line's product, the seller, the rider; only the parts not reviewed yet. */
export interface ReviewDraft {
  items: Record<number, RatingDraft>;
  seller: RatingDraft | null;
  rider: RatingDraft | null;
}

/** A fresh form at the spec's default ratings: product 5, seller 3, rider 5. */
export function initialDraft(info: WriteReviewInfo): ReviewDraft {
  const blank = (rating: number): RatingDraft => ({ rating, review: '' });
  return {
    items: Object.fromEntries(
      info.items.filter((item) => !item.reviewed).map((item) => [item.order_item_id, blank(DEFAULT_RATINGS.product)]),
    ),
    seller: info.seller_reviewed ? null : blank(DEFAULT_RATINGS.seller),
    rider: info.shipper && !info.rider_reviewed ? blank(DEFAULT_RATINGS.rider) : null,
  };
}

/** Whether anything of the package is left to review. */
export const hasSomethingToReview = (draft: ReviewDraft) =>
  Object.keys(draft.items).length > 0 || draft.seller !== null || draft.rider !== null;

/** A text as the server counts it: trimmed, in NFC. */
const stored = (text: string) => text.trim().normalize('NFC');

/** The form's field names: `item.{order_item_id}.rating|review`, `seller.…`, `rider.…`. */
export type ReviewField = string;

/** Texts longer than the server allows, by field. */
export function validateDraft(draft: ReviewDraft): Record<ReviewField, 'tooLong'> {
  const problems: Record<ReviewField, 'tooLong'> = {};
  const check = (field: string, part: RatingDraft | null) => {
    if (part && stored(part.review).length > REVIEW_MAX_LENGTH) problems[field] = 'tooLong';
  };
  for (const [id, part] of Object.entries(draft.items)) check(`item.${id}.review`, part);
  check('seller.review', draft.seller);
  check('rider.review', draft.rider);
  return problems;
}

/** POST /user/store-review's body for the parts left to review; the lines in the order sent. */
export function storeBody(info: WriteReviewInfo, draft: ReviewDraft): StoreReviewBody {
  const lines = info.items.filter((item) => draft.items[item.order_item_id]);
  return {
    order_id: info.order_id,
    vendor_id: info.vendor.id,
    product_reviews: lines.map((item) => {
      const part = draft.items[item.order_item_id]!;
      return {
        order_item_id: item.order_item_id,
        product_id: item.product_id,
        rating: part.rating,
        review: stored(part.review),
      };
    }),
    ...(draft.seller && { seller_review: { rating: draft.seller.rating, review: stored(draft.seller.review) } }),
    ...(draft.rider &&
      info.shipper && {
        rider_review: { shipper_id: info.shipper.id, rating: draft.rider.rating, review: stored(draft.rider.review) },
      }),
  };
}

/**
 * A 422's field map placed beside the form's fields (`product_reviews.1.review` → the second line sent's review);
 * messages for anything the form has no field for (the order, a line's id) are left for a toast.
 */
export function placeServerErrors(
  errors: Record<string, string[]>,
  sent: StoreReviewBody,
): { fields: Record<ReviewField, string>; rest: string[] } {
  const fields: Record<ReviewField, string> = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const line = /^product_reviews\.(\d+)\.(rating|review)$/.exec(key);
    const part = /^(seller|rider)_review\.(rating|review)$/.exec(key);
    const item = line ? sent.product_reviews[Number(line[1])] : undefined;
    if (line && item) fields[`item.${item.order_item_id}.${line[2]}`] = message;
    else if (part) fields[`${part[1]}.${part[2]}`] = message;
    else rest.push(message);
  }
  return { fields, rest };
}

/** Where a reviewed subject's page is: the product's, the shop's, none for a rider. */
export function subjectHref(review: Pick<MyReview, 'kind' | 'subject'>, locale: Locale): string | null {
  if (review.kind === 'product') return localePath(locale, productPath(review.subject.id));
  if (review.kind === 'seller') return localePath(locale, shopPath(review.subject.id));
  return null;
}
