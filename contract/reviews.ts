/**
 * Reviews (issue 13): a buyer of a delivered line rates the product (once per line), the seller and the rider (once
 * per package each). Rider ratings never count toward a seller. Texts are plain: shown escaped, never as HTML.
 */

export const REVIEW_KINDS = ['product', 'seller', 'rider'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** The spec's default ratings of the write-review form. */
export const DEFAULT_RATINGS: Record<ReviewKind, number> = { product: 5, seller: 3, rider: 5 };

/** Characters of a review's text, after trimming and NFC. */
export const REVIEW_MAX_LENGTH = 2000;

/** How many of a product's latest reviews its page and JSON carry. */
export const LATEST_REVIEWS = 5;

/** A review as a product page shows it. */
export interface ProductReview {
  id: number;
  /** The reviewer's first name and the initial of the last ("Rahima K."). */
  author: string;
  /** Whole stars, 1–5. */
  rating: number;
  review: string;
  created_at: string;
}

/** POST /user/store-review: one order's (package's) reviews; each part may be left out once given. */
export interface StoreReviewBody {
  order_id: number;
  vendor_id: number;
  product_reviews: { order_item_id: number; product_id: number; rating: number; review: string }[];
  seller_review?: { rating: number; review: string; order_item_id?: number };
  rider_review?: { shipper_id: number; rating: number; review: string; order_item_id?: number };
}

/** A delivered line and whether its product is reviewed yet. */
export interface ReviewableItem {
  order_item_id: number;
  product_id: number;
  name: string;
  image: string;
  options: { color?: string; size?: string };
  color_name: string | null;
  reviewed: boolean;
}

/** GET /user/write-review?order_id=&vendor_id= `data`: what of a delivered package may still be reviewed. */
export interface WriteReviewInfo {
  order_id: number;
  invoice_number: string;
  vendor: { id: number; name: string; slug: string };
  shipper: { id: number; name: string } | null;
  delivered_at: string;
  items: ReviewableItem[];
  seller_reviewed: boolean;
  /** True also when no rider carried it (nothing to review). */
  rider_reviewed: boolean;
}

/** GET /user/my-reviews `data` entries, newest first. */
export interface MyReview {
  id: number;
  kind: ReviewKind;
  rating: number;
  review: string;
  created_at: string;
  order_id: number;
  invoice_number: string;
  /** What was reviewed: the product (with its slug for a link), the seller (shop slug) or the rider. */
  subject: { id: number; name: string; slug: string | null; image: string | null };
  /** Hidden by the back office: shown only to its author, marked so. */
  hidden: boolean;
}
