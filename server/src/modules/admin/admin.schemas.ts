import { z } from 'zod';
import { idSchema } from '../../lib/id-schema';
import { nameText } from '../../lib/name-text';

const variantChangeSchema = z
  .object({
    id: idSchema,
    /** Integer taka. */
    price: z.number().int().positive().max(100_000_000).optional(),
    stock: z.number().int().min(0).max(1_000_000_000).optional(),
  })
  .strict()
  .refine((variant) => variant.price !== undefined || variant.stock !== undefined, {
    message: 'price or stock is required',
    path: ['price'],
  });

const name = nameText(200);

/** PATCH /admin/products/{id}: the fields a content editor may change; at least one. */
export const productPatchBodySchema = z
  .object({
    variants: z
      .array(variantChangeSchema)
      .min(1)
      .max(500)
      .refine((list) => new Set(list.map((variant) => variant.id)).size === list.length, 'each variant once')
      .optional(),
    name_en: name.optional(),
    name_bn: name.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'nothing to change',
    path: ['variants'],
  });

export type ProductPatch = z.output<typeof productPatchBodySchema>;
