/**
 * A signed-in user's new phone: a code to the new number, then the code for the number (issue 4,
 * /user/account_details). Answering 422 for a number another account uses tells a signed-in user that the number
 * is registered; that is needed to explain why it cannot be theirs, and the check only runs after the send is
 * counted against the per-phone and per-IP limits, so it cannot be used to test numbers in bulk.
 */
import type { OtpSent } from '#contract';
import { AppError } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { contactTakenError } from '../auth/auth.service';
import { revokeUserSessions } from '../auth/sessions.service';
import { takenContacts, type UserRow, updateUser } from '../auth/users.service';
import { deleteUserCodes } from './otp.repository';
import { checkCode, fieldFailure, issueCode, type OtpSetup, otpFailure, smsWithCode } from './otp.service';

const phoneFailure = (key: 'auth.phoneTaken' | 'otp.samePhone') => fieldFailure('phone', key);

/** POST /user/change_phone: a code to the new phone, unless it is the user's own or another account's. */
export async function sendPhoneChangeCode(
  ctx: RequestContext,
  setup: OtpSetup,
  user: UserRow,
  phone: string,
): Promise<OtpSent> {
  if (phone === user.phone) throw phoneFailure('otp.samePhone');
  const outcome = await ctx.db.transaction(async (tx) => {
    const request = { purpose: 'phone_change' as const, phone, userId: user.id, requestedBy: user.id };
    const issued = await issueCode(tx, ctx, setup, request);
    // Committed either way: a taken number still counts as a send (the code stored for it is never sent).
    return (await takenContacts(tx, { phone }, user.id)).phone ? null : issued;
  });
  if (!outcome) throw phoneFailure('auth.phoneTaken');
  try {
    await smsWithCode(ctx, setup, phone, outcome.code);
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'phone change SMS not sent');
    throw new AppError(500, 'otp.sendFailed');
  }
  return outcome.sent;
}

/**
 * POST /user/change_phone/verify: the code this user asked for that phone makes it the account's phone (verified),
 * forgets the user's other pending codes (the old number can no longer reset the password) and signs out every
 * other session, in one transaction.
 */
export async function changePhone(
  ctx: RequestContext,
  setup: OtpSetup,
  { user, sessionId }: { user: UserRow; sessionId: number },
  { phone, otp }: { phone: string; otp: string },
): Promise<UserRow> {
  const outcome = await ctx.db
    .transaction(async (tx) => {
      const checked = await checkCode(tx, ctx, setup, { purpose: 'phone_change', phone, code: otp, userId: user.id });
      if ('failure' in checked) return checked;
      // Taken since the code was sent: thrown, so the code stays unused.
      if ((await takenContacts(tx, { phone }, user.id)).phone) throw phoneFailure('auth.phoneTaken');
      await deleteUserCodes(tx, user.id);
      await revokeUserSessions(tx, user.id, sessionId);
      return { user: await updateUser(tx, user.id, { phone, phoneVerifiedAt: ctx.now }) };
    })
    // Two accounts verifying the same new number at once: the unique index refuses the second, answered as taken.
    .catch((error: unknown) => {
      throw contactTakenError(error);
    });
  if ('failure' in outcome) throw otpFailure(outcome.failure);
  return outcome.user;
}
