import { z } from 'zod';
import { REVIEW_MAX_LENGTH, type StoreReviewBody } from '#contract';
import { idSchema, idTextSchema } from '../../lib/id-schema';
import { zodMessage } from '../../plugins/http-errors';

/** Whole stars, 1 to 5 (2.5, 0 and 6 are refused with one translated message). */
const ratingSchema = z.custom<number>(
  (value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5,
  zodMessage('reviews.ratingRange'),
);

/** Plain text: trimmed, in NFC, at most REVIEW_MAX_LENGTH characters after that; may be empty (stars alone). */
const reviewTextSchema = z
  .string()
  .trim()
  .transform((value) => value.normalize('NFC'))
  .refine((value) => !value.includes('\u0000'), zodMessage('errors.textControl'))
  .refine((value) => value.length <= REVIEW_MAX_LENGTH, zodMessage('reviews.textTooLong', { max: REVIEW_MAX_LENGTH }));

export const storeReviewBodySchema = z
  .object({
    order_id: idSchema,
    vendor_id: idSchema,
    product_reviews: z
      .array(
        z.object({ order_item_id: idSchema, product_id: idSchema, rating: ratingSchema, review: reviewTextSchema }),
      )
      .max(100)
      .superRefine((lines, ctx) => {
        const seen = new Set<number>();
        lines.forEach((line, index) => {
          if (seen.has(line.order_item_id)) {
            ctx.addIssue({
              code: 'custom',
              input: line,
              path: [index, 'order_item_id'],
              ...zodMessage('reviews.duplicateLine'),
            });
          }
          seen.add(line.order_item_id);
        });
      }),
    seller_review: z
      .object({ rating: ratingSchema, review: reviewTextSchema, order_item_id: idSchema.optional() })
      .optional(),
    rider_review: z
      .object({
        shipper_id: idSchema,
        rating: ratingSchema,
        review: reviewTextSchema,
        order_item_id: idSchema.optional(),
      })
      .optional(),
  })
  .refine(
    (body) => body.product_reviews.length > 0 || body.seller_review !== undefined || body.rider_review !== undefined,
    { ...zodMessage('reviews.nothingToStore'), path: ['product_reviews'] },
  ) satisfies z.ZodType<unknown, StoreReviewBody>;

export type StoreReviewInput = z.output<typeof storeReviewBodySchema>;

export const writeReviewQuerySchema = z.object({ order_id: idTextSchema, vendor_id: idTextSchema });

export const reviewPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
