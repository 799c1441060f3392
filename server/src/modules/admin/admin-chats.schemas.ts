import { z } from 'zod';
import { idTextSchema } from '../../lib/id-schema';

export const adminChatListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  vendor_id: idTextSchema.optional(),
  buyer_id: idTextSchema.optional(),
});
