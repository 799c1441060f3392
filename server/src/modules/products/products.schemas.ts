import { z } from 'zod';
import { idSchema } from '../shared/schemas';
import { PRODUCT_SORTS } from './products.repository';

const slug = z.string().trim().min(1).max(120);

export const productListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
  category: slug.optional(),
  brand: slug.optional(),
  vendor: idSchema.optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
});

export type ProductListQuery = z.output<typeof productListQuerySchema>;

const DETAILS_BATCH_MAX = 100;

/** `ids=1,2,3`: 1 to DETAILS_BATCH_MAX product ids, each kept once in the order given. */
export const productDetailsQuerySchema = z.object({
  ids: z
    .preprocess(
      (list) => (typeof list === 'string' ? list.split(',') : list),
      z.array(idSchema).min(1).max(DETAILS_BATCH_MAX),
    )
    .transform((ids) => [...new Set(ids)]),
});
