import { z } from 'zod';

/**
 * A serial primary key: positive, and within PostgreSQL's integer. Typed as the number a body sends (the contract's
 * type); a URL's or query's string is coerced.
 */
export const idSchema = z.coerce.number<number>().int().positive().max(2_147_483_647);

export const idParamsSchema = z.object({ id: idSchema });
