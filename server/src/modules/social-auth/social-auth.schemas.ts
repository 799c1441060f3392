import { z } from 'zod';
import { type SocialCallbackBody, safeRedirectPath } from '#contract';

const providerName = z.string().trim().toLowerCase().min(1).max(32);

export const redirectParamsSchema = z.object({ provider: providerName });

/** An unsafe or malformed redirect_to is ignored (home afterwards), not an error: it may come from any link. */
export const redirectQuerySchema = z.object({
  redirect_to: z
    .unknown()
    .optional()
    .transform((value) => {
      const path = safeRedirectPath(value, '');
      return path === '' ? null : path;
    }),
});

export const callbackBodySchema = z.object({
  provider: providerName,
  state: z.string().min(1).max(256),
  code: z.string().min(1).max(4096),
  iss: z.url().max(512).optional(),
}) satisfies z.ZodType<unknown, SocialCallbackBody>;
