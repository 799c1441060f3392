import type { User } from '#contract';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import type { ChangePasswordInput, UpdateProfileInput } from './auth.schemas';
import { assertContactsFree, contactTakenError } from './auth.service';
import { reserveLoginAttempt } from './login-limits';
import { revokeUserSessions } from './sessions.service';
import { updateUser } from './users.repository';
import { toUser, type UserRow } from './users.service';

/** Name and email; the phone changes only through a new OTP. An email of null or '' removes it. */
export async function updateProfile(ctx: RequestContext, user: UserRow, input: UpdateProfileInput): Promise<User> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await assertContactsFree(tx, { email: input.email }, user.id);
      const values = input.email === undefined ? { name: input.name } : { name: input.name, email: input.email };
      return toUser({ ...ctx, db: tx }, await updateUser(tx, user.id, values));
    });
  } catch (error) {
    throw contactTakenError(error);
  }
}

/**
 * A new password, given the current one (accounts made by social sign-in have none yet and set a first one).
 * Wrong current passwords count as failed sign-ins of the account, so a stolen session cannot guess it.
 * Every other session of the user is revoked.
 */
export async function changePassword(
  ctx: RequestContext,
  { user, sessionId }: { user: UserRow; sessionId: number },
  input: ChangePasswordInput,
): Promise<void> {
  const attempt = user.passwordHash ? await reserveLoginAttempt(ctx.db, user.id, ctx.ip) : undefined;
  if (user.passwordHash && !(await verifyPassword(input.current_password ?? '', user.passwordHash))) {
    throw validationFailed({ current_password: [{ key: 'auth.wrongCurrentPassword' }] });
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await attempt?.release(tx);
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, sessionId);
  });
}
