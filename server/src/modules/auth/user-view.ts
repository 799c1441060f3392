import type { User } from '#contract';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The API's view of a user: never the password hash or the lock. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    scope: row.scope,
    phone_verified: row.phoneVerifiedAt !== null,
    phone_verified_at: row.phoneVerifiedAt?.toISOString() ?? null,
    has_password: row.passwordHash !== null,
    created_at: row.createdAt.toISOString(),
  };
}
