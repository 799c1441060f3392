import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SmsProvider } from '../../lib/sms/sms-provider';
import { ok } from '../../plugins/envelope';
import { requireUser, signedIn } from '../auth/auth.guard';
import { toUser } from '../auth/user-view';
import { otpBodySchema, phoneBodySchema, phoneCodeBodySchema, resetPasswordBodySchema } from './otp.schemas';
import { ipSendRules, type OtpContext } from './otp.service';
import { loadOtpSecret } from './otp-secret';
import { resetPassword, sendResetCode, verifyResetCode } from './password-reset.service';
import { changePhone, sendPhoneChangeCode } from './phone-change.service';
import { sendPhoneVerification, verifyPhone } from './phone-verification.service';

/** These bodies are a phone, a code, a token and a password: anything larger is refused (413 → 400) unparsed. */
const bodyLimit = 4 * 1024;

export interface OtpRoutesOptions {
  sms: SmsProvider;
  /** The clock of code and ticket expiry (tests move it). */
  now?: () => Date;
}

/** Phone verification, phone change and password reset by SMS code (issue 4). */
export const otpRoutes =
  ({ sms, now = () => new Date() }: OtpRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    let secret: Promise<string> | undefined;
    const ctx: OtpContext = {
      db: app.db,
      sms,
      now,
      log: app.log,
      ipRules: ipSendRules(app.config.otpIpLimits),
      // Read (or made) on first use, so an app that never sends a code leaves DATA_DIR alone.
      secret: () => {
        secret ??= loadOtpSecret(app.config).catch((error: unknown) => {
          secret = undefined;
          throw error;
        });
        return secret;
      },
    };

    app.post('/phone_verify', { bodyLimit, onRequest: requireUser }, async (request) => {
      const sent = await sendPhoneVerification(ctx, signedIn(request).user, request.ip, request.locale);
      return ok(sent, request.t('otp.sent'));
    });

    app.post('/otp_verify', { bodyLimit, onRequest: requireUser, schema: { body: otpBodySchema } }, async (request) => {
      const user = await verifyPhone(ctx, signedIn(request).user, request.body.otp);
      return ok(toUser(user), request.t('otp.phoneVerified'));
    });

    app.post(
      '/user/change_phone',
      { bodyLimit, onRequest: requireUser, schema: { body: phoneBodySchema } },
      async (request) => {
        const { ip, locale } = request;
        const sent = await sendPhoneChangeCode(ctx, signedIn(request).user, request.body.phone, { ip, locale });
        return ok(sent, request.t('otp.changeSent'));
      },
    );

    app.post(
      '/user/change_phone/verify',
      { bodyLimit, onRequest: requireUser, schema: { body: phoneCodeBodySchema } },
      async (request) =>
        ok(toUser(await changePhone(ctx, signedIn(request), request.body)), request.t('otp.phoneChanged')),
    );

    app.post('/otp_for_reset_password', { bodyLimit, schema: { body: phoneBodySchema } }, async (request) => {
      const sent = await sendResetCode(ctx, request.body.phone, request.ip, request.locale);
      return ok(sent, request.t('otp.resetSent'));
    });

    app.post(
      '/otp_verify_for_reset_password',
      { bodyLimit, schema: { body: phoneCodeBodySchema } },
      async (request) => {
        const ticket = await verifyResetCode(ctx, request.body.phone, request.body.otp);
        return ok(ticket, request.t('reset.ticketIssued'));
      },
    );

    app.post('/v1/auth/reset-password', { bodyLimit, schema: { body: resetPasswordBodySchema } }, async (request) => {
      await resetPassword(ctx, request.body.reset_token, request.body.password);
      return ok(null, request.t('reset.done'));
    });
  };
