import { z } from 'zod';

/** An email as stored: trimmed, lower-cased (so the unique indexes are case-insensitive), at most 254 characters. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
