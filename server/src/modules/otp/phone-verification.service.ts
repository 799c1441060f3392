import type { OtpSent } from '#contract';
import { AppError, conflict } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { markPhoneVerified, type UserRow } from '../auth/users.service';
import { checkCode, issueCode, type OtpSetup, otpFailure, smsWithCode } from './otp.service';

/** The phone to verify: 422 when the account has none (social sign-up), 409 when it is verified already. */
function phoneToVerify(user: UserRow): string {
  if (user.phoneVerifiedAt) throw conflict('otp.alreadyVerified');
  if (!user.phone) throw new AppError(422, 'otp.noPhone');
  return user.phone;
}

/** POST /phone_verify: a code to the signed-in user's phone. The SMS is sent before answering. */
export async function sendPhoneVerification(ctx: RequestContext, setup: OtpSetup, user: UserRow): Promise<OtpSent> {
  const phone = phoneToVerify(user);
  const { code, sent } = await ctx.db.transaction((tx) =>
    issueCode(tx, ctx, setup, { purpose: 'phone_verify', phone, userId: user.id, requestedBy: user.id }),
  );
  try {
    await smsWithCode(ctx, setup, phone, code);
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'phone verification SMS not sent');
    throw new AppError(500, 'otp.sendFailed');
  }
  return sent;
}

/** POST /otp_verify: the code sent to the user's phone marks it verified. */
export async function verifyPhone(ctx: RequestContext, setup: OtpSetup, user: UserRow, otp: string): Promise<UserRow> {
  const phone = phoneToVerify(user);
  const outcome = await ctx.db.transaction(async (tx) => {
    const checked = await checkCode(tx, ctx, setup, { purpose: 'phone_verify', phone, code: otp, userId: user.id });
    return 'failure' in checked ? checked : { user: await markPhoneVerified(tx, user.id, ctx.now) };
  });
  if ('failure' in outcome) throw otpFailure(outcome.failure);
  return outcome.user;
}
