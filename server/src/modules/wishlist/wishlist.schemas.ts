import { z } from 'zod';
import type { WishlistBody } from '#contract';
import { idSchema } from '../../lib/id-schema';

/** POST /wishlist: adds, or with `_method: 'DELETE'` removes (the spec's method override). */
export const wishlistBodySchema = z.object({
  product_id: idSchema,
  _method: z.literal('DELETE').optional(),
}) satisfies z.ZodType<unknown, WishlistBody>;
