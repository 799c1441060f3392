/**
 * A new account proves its phone by a code (issue 16): POST /v1/auth/register/otp answers every phone alike, and
 * POST /v1/auth/register tries the code before it tells anything about the phone or the email.
 *
 * A free phone is texted its code. A taken phone gets a code stored for its owner (counted against the same limits,
 * never sent, never right: `codeCanBeRight`) and an SMS telling the owner how to sign in instead, so the owner knows
 * what happened and the one asking learns nothing: both answers, and the tries of a code, are the same.
 */
import type { Locale, OtpSent } from '#contract';
import type { Config } from '../../config';
import { translate } from '../../i18n/locale';
import { AppError } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import type { RegistrationCodes } from '../auth/auth.service';
import { findUserByLogin } from '../auth/users.service';
import { checkCode, issueCode, type OtpSetup, otpFailure } from './otp.service';

const loginPage = (siteUrl: Config['siteUrl'], locale: Locale) => `${siteUrl}${locale === 'bn' ? '/bn' : ''}/login`;

/** POST /v1/auth/register/otp: the SMS is sent before answering, for a free phone and a taken one alike. */
export async function sendRegistrationCode(
  ctx: RequestContext,
  setup: OtpSetup,
  siteUrl: Config['siteUrl'],
  phone: string,
): Promise<OtpSent> {
  const { owner, code, sent } = await ctx.db.transaction(async (tx) => {
    const owner = await findUserByLogin(tx, { phone });
    const userId = owner?.id ?? null;
    return { owner, ...(await issueCode(tx, ctx, setup, { purpose: 'register', phone, userId })) };
  });
  const text = owner
    ? translate(owner.locale, 'otp.registerTakenSms', { url: loginPage(siteUrl, owner.locale) })
    : translate(ctx.locale, 'otp.smsText', { code });
  try {
    await setup.sms.send({ to: phone, text });
  } catch (error) {
    ctx.log.error({ err: error }, 'registration code SMS not sent');
    throw new AppError(500, 'otp.sendFailed');
  }
  return sent;
}

/** The codes POST /v1/auth/register tries: checked first on their own (a wrong try counts), used up with the account. */
export const registrationCodes = (setup: OtpSetup): RegistrationCodes => ({
  async check(ctx, phone, code) {
    const checked = await ctx.db.transaction((tx) =>
      checkCode(tx, ctx, setup, { purpose: 'register', phone, code, consume: false }),
    );
    if ('failure' in checked) throw otpFailure(checked.failure);
  },
  async use(ctx, phone, code) {
    const checked = await checkCode(ctx.db, ctx, setup, { purpose: 'register', phone, code });
    if ('failure' in checked) throw otpFailure(checked.failure);
  },
});
