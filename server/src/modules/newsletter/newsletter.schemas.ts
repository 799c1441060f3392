import { z } from 'zod';
import type { NewsletterBody, NewsletterUnsubscribeBody } from '#contract';
import { emailSchema } from '../../lib/email';

export const subscribeBodySchema = z.object({
  email: emailSchema,
}) satisfies z.ZodType<unknown, NewsletterBody>;

// The token's shape is checked by the service (a wrong one and a forged one answer alike); this only bounds it.
export const unsubscribeBodySchema = z.object({
  token: z.string().min(1).max(100),
}) satisfies z.ZodType<unknown, NewsletterUnsubscribeBody>;
