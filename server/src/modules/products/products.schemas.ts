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
