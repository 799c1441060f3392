/** Column shapes every part of the schema uses alike. Times are `timestamptz`. */
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A moment that may not have happened yet (null until then). */
export const at = (name: string) => timestamp(name, { withTimezone: true });
