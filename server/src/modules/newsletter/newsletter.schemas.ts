import { z } from 'zod';
import { emailSchema } from '../../lib/email';

export const subscribeBodySchema = z.object({
  email: emailSchema,
});
