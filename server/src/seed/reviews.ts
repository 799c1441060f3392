/**
 * Demo reviews without orders (`order_id` null): each seeded product and shop gets a few, and its rating columns are
 * computed from them with the rule the API uses (lib/rating.ts), so the aggregate always matches its reviews.
 */
import type { reviews } from '../db/schema';
import { type RatingTotals, toTenths } from '../lib/rating';
import { reviewAuthor } from '../modules/reviews/reviews.service';
import { PRODUCT_REVIEWS, REVIEWER_NAMES, SELLER_REVIEWS } from './data/reviews';
import type { Random } from './random';

export type DemoReviewRow = typeof reviews.$inferInsert;

/**
 * `count` whole-star ratings whose average is the highest they can reach without passing `targetTenths`, in a random
 * order (`count` 0: none). Never above: a product keeps its target's whole stars (4.6 stays a 4-star product with one
 * review), so the listing's rating filter and sort see the spread the targets have.
 */
export function demoRatings(rng: Random, targetTenths: number, count: number): number[] {
  if (count === 0) return [];
  const total = Math.min(5 * count, Math.max(count, Math.floor((targetTenths * count) / 10)));
  const base = Math.floor(total / count);
  const higher = total - base * count;
  const ratings = Array.from({ length: count }, (_, index) => (index < higher ? base + 1 : base));
  return rng.sample(ratings, count);
}

/** The rating columns `ratings` make. */
export function ratingOf(ratings: readonly number[]): Omit<RatingTotals, 'id'> {
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { tenths: toTenths(sum, ratings.length), count: ratings.length };
}

const band = (rating: number) => (rating <= 2 ? 'low' : rating === 3 ? 'mid' : 'high');

/** The demo reviews of one product or shop, dated between `from` and `now`, and the rating they make. */
export function demoReviews(
  rng: Random,
  subject: { kind: 'product'; productId: number; vendorId: number } | { kind: 'seller'; vendorId: number },
  ratings: readonly number[],
  { from, now }: { from: Date; now: Date },
): { rows: DemoReviewRow[]; rating: Omit<RatingTotals, 'id'> } {
  const texts = subject.kind === 'product' ? PRODUCT_REVIEWS : SELLER_REVIEWS;
  const span = Math.max(0, now.getTime() - from.getTime());
  const rows = ratings.map((rating) => ({
    ...subject,
    authorName: reviewAuthor(rng.pick(REVIEWER_NAMES)),
    rating,
    review: rng.pick(texts[band(rating)]),
    createdAt: new Date(from.getTime() + Math.floor(rng.next() * span)),
  }));
  return { rows, rating: ratingOf(ratings) };
}
