/**
 * Users as other modules see them (this module owns the users table): the API's view of a user, the row lock that
 * serialises one user's writes, and the reads and writes the phone, password-reset and social sign-in flows need.
 */
import type { User } from '#contract';
import type { RequestContext } from '../../plugins/request-context';
import { findSellerShop, type UserRow } from './users.repository';

export {
  findResettableUserId,
  findUserByLogin,
  insertUser,
  lockUser,
  markPhoneVerified,
  setPassword,
  takenContacts,
  updateUser,
} from './users.repository';
export type { UserRow };

/**
 * The API's view of a user: never the password hash or the lock. A seller's shop (or the one a registration made,
 * with its status) is named in the request's language.
 */
export async function toUser(ctx: Pick<RequestContext, 'db' | 'locale'>, row: UserRow): Promise<User> {
  const vendor = row.vendorId !== null ? await findSellerShop(ctx.db, row.vendorId, ctx.locale) : null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    scope: row.scope,
    vendor,
    phone_verified: row.phoneVerifiedAt !== null,
    phone_verified_at: row.phoneVerifiedAt?.toISOString() ?? null,
    has_password: row.passwordHash !== null,
    created_at: row.createdAt.toISOString(),
  };
}
