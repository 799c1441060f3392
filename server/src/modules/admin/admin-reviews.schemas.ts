import { z } from 'zod';
import type { AdminReviewPatchBody } from '#contract';

export const adminReviewQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  hidden: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const adminReviewPatchBodySchema = z.object({ hidden: z.boolean() }).strict() satisfies z.ZodType<
  unknown,
  AdminReviewPatchBody
>;
