/**
 * A guest proves the phone of an order by a code (the account codes' rules and limits): POST /guest/otp sends it;
 * the order placement checks it first on its own (a wrong try counts even though the order then fails) and uses it
 * up inside its transaction, so a code places one order and an order that fails leaves the code usable.
 */
import type { OtpSent } from '#contract';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { checkCode, issueCode, type OtpSetup, otpFailure, smsWithCode } from './otp.service';

export async function sendGuestOrderCode(ctx: RequestContext, setup: OtpSetup, phone: string): Promise<OtpSent> {
  const { code, sent } = await ctx.db.transaction((tx) =>
    issueCode(tx, ctx, setup, { purpose: 'guest_order', phone, userId: null }),
  );
  try {
    await smsWithCode(ctx, setup, phone, code);
  } catch (error) {
    ctx.log.error({ err: error }, 'guest order code SMS not sent');
    throw new AppError(500, 'otp.sendFailed');
  }
  return sent;
}

/** 422 on `otp` unless `code` is the phone's live guest order code; a wrong try is counted (and committed). */
export async function checkGuestOrderCode(ctx: RequestContext, setup: OtpSetup, phone: string, code: string) {
  const checked = await ctx.db.transaction((tx) =>
    checkCode(tx, ctx, setup, { purpose: 'guest_order', phone, code, consume: false }),
  );
  if ('failure' in checked) throw otpFailure(checked.failure);
}

/** Uses the code up inside the placement's transaction `tx` (422 on `otp` if a parallel order took it first). */
export async function useGuestOrderCode(
  tx: Database,
  ctx: RequestContext,
  setup: OtpSetup,
  phone: string,
  code: string,
) {
  const checked = await checkCode(tx, ctx, setup, { purpose: 'guest_order', phone, code });
  if ('failure' in checked) throw otpFailure(checked.failure);
}
