/**
 * Forgotten password: a code to the phone, the code for a one-time reset ticket, the ticket for a new password.
 * Nothing in the answers (status, body, the work done before answering) says whether the phone has an account.
 */
import type { OtpSent, ResetTicket } from '#contract';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { AppError } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { revokeUserSessions } from '../auth/sessions.service';
import { findResettableUserId, markPhoneVerified, setPassword } from '../auth/users.service';
import { replaceResetTicket, takeResetTicket } from './otp.repository';
import { checkCode, issueCode, type OtpSetup, otpFailure, smsWithCode } from './otp.service';

const RESET_TICKET_SECONDS = 15 * 60;

/**
 * POST /otp_for_reset_password. A code is stored whether or not the phone has an account (and counted against
 * the same limits), but only sent when it has one, after answering, so the gateway's delay shows nowhere.
 */
export async function sendResetCode(ctx: RequestContext, setup: OtpSetup, phone: string): Promise<OtpSent> {
  const { userId, code, sent } = await ctx.db.transaction(async (tx) => {
    const userId = await findResettableUserId(tx, phone);
    return { userId, ...(await issueCode(tx, ctx, setup, { purpose: 'reset_password', phone, userId })) };
  });
  if (userId !== null) {
    smsWithCode(ctx, setup, phone, code).catch((error: unknown) =>
      ctx.log.error({ err: error, userId }, 'password reset SMS not sent'),
    );
  }
  return sent;
}

/** POST /otp_verify_for_reset_password: the right code gives a reset ticket (it also proves the phone is theirs). */
export async function verifyResetCode(
  ctx: RequestContext,
  setup: OtpSetup,
  phone: string,
  otp: string,
): Promise<ResetTicket> {
  const resetToken = randomToken();
  const outcome = await ctx.db.transaction(async (tx) => {
    const checked = await checkCode(tx, ctx, setup, { purpose: 'reset_password', phone, code: otp });
    if ('failure' in checked) return checked;
    const userId = checked.row.userId!;
    const { now } = ctx;
    await replaceResetTicket(
      tx,
      userId,
      hashToken(resetToken),
      new Date(now.getTime() + RESET_TICKET_SECONDS * 1000),
      now,
    );
    await markPhoneVerified(tx, userId, now);
    return { ticket: { reset_token: resetToken, expires_in: RESET_TICKET_SECONDS } };
  });
  if ('failure' in outcome) throw otpFailure(outcome.failure);
  return outcome.ticket;
}

/** POST /v1/auth/reset-password: sets the password, uses up the ticket and signs the user out everywhere. */
export async function resetPassword(ctx: RequestContext, resetToken: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (tx) => {
    const { now } = ctx;
    const userId = await takeResetTicket(tx, hashToken(resetToken), now);
    if (userId === null) return false;
    await setPassword(tx, userId, passwordHash, now);
    await revokeUserSessions(tx, userId);
    return true;
  });
  if (!done) throw new AppError(422, 'reset.invalidTicket', {}, { reset_token: [{ key: 'reset.invalidTicket' }] });
}
