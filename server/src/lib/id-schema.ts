import { z } from 'zod';

/** A serial primary key from the URL or query: positive, and within PostgreSQL's integer. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const idParamsSchema = z.object({ id: idSchema });
