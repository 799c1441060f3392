import { z } from 'zod';
import { IMAGE_PRESETS, IMAGE_WIDTHS, type ImageWidth } from '#contract';

export const imageParamsSchema = z.object({ preset: z.enum(IMAGE_PRESETS) });

const allowedWidth = (width: number): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);

export const imageQuerySchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2048),
  w: z.coerce
    .number()
    .int()
    .refine(allowedWidth, { message: `Must be one of ${IMAGE_WIDTHS.join(', ')}` })
    .optional(),
});
