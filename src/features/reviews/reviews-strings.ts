import type { IslandStrings } from '@/i18n';

/** /user/my-reviews. */
export const MY_REVIEWS_TEXTS = ['reviews.myReviews', 'reviews.stars', 'account.loading'] as const;
export type MyReviewsStrings = IslandStrings<typeof MY_REVIEWS_TEXTS>;

/** /user/write-review/{id}. */
export const WRITE_REVIEW_TEXTS = ['reviews.write', 'reviews.stars', 'account.loading', 'cartToasts.network'] as const;
export type WriteReviewStrings = IslandStrings<typeof WRITE_REVIEW_TEXTS>;
