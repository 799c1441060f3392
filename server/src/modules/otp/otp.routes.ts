import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PeriodicTask, startPeriodicTask } from '../../lib/periodic-task';
import { ok } from '../../plugins/envelope';
import { requireUser, signedIn } from '../auth/auth.guard';
import { toUser } from '../auth/users.service';
import { sendGuestOrderCode } from './guest-order-code.service';
import { otpBodySchema, phoneBodySchema, phoneCodeBodySchema, resetPasswordBodySchema } from './otp.schemas';
import type { OtpSetup } from './otp.service';
import { OTP_SWEEP_EVERY_MS, sweepExpiredCodes } from './otp-sweeper';
import { resetPassword, sendResetCode, verifyResetCode } from './password-reset.service';
import { changePhone, sendPhoneChangeCode } from './phone-change.service';
import { sendPhoneVerification, verifyPhone } from './phone-verification.service';
import { sendRegistrationCode } from './registration-code.service';

/** These bodies are a phone, a code, a token and a password: anything larger is refused (413) unparsed. */
const bodyLimit = 4 * 1024;

export interface OtpRoutesOptions {
  setup: OtpSetup;
}

/**
 * Phone verification, phone change and password reset by SMS code (issue 4); a guest order's code (issue 12); a
 * registration's code (issue 16).
 */
export const otpRoutes =
  ({ setup }: OtpRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    let sweeper: PeriodicTask | undefined;
    app.addHook('onReady', async () => {
      const sweep = () => sweepExpiredCodes(app.db, new Date());
      sweeper = startPeriodicTask('forget expired codes', OTP_SWEEP_EVERY_MS, sweep, app.log);
    });
    app.addHook('onClose', async () => sweeper?.stop());

    app.post('/phone_verify', { bodyLimit, onRequest: requireUser }, async (request) => {
      const sent = await sendPhoneVerification(request.ctx, setup, signedIn(request).user);
      return ok(sent, request.t('otp.sent'));
    });

    app.post('/otp_verify', { bodyLimit, onRequest: requireUser, schema: { body: otpBodySchema } }, async (request) => {
      const user = await verifyPhone(request.ctx, setup, signedIn(request).user, request.body.otp);
      return ok(await toUser(request.ctx, user), request.t('otp.phoneVerified'));
    });

    app.post(
      '/user/change_phone',
      { bodyLimit, onRequest: requireUser, schema: { body: phoneBodySchema } },
      async (request) => {
        const sent = await sendPhoneChangeCode(request.ctx, setup, signedIn(request).user, request.body.phone);
        return ok(sent, request.t('otp.changeSent'));
      },
    );

    app.post(
      '/user/change_phone/verify',
      { bodyLimit, onRequest: requireUser, schema: { body: phoneCodeBodySchema } },
      async (request) =>
        ok(
          await toUser(request.ctx, await changePhone(request.ctx, setup, signedIn(request), request.body)),
          request.t('otp.phoneChanged'),
        ),
    );

    app.post('/otp_for_reset_password', { bodyLimit, schema: { body: phoneBodySchema } }, async (request) => {
      const sent = await sendResetCode(request.ctx, setup, request.body.phone);
      return ok(sent, request.t('otp.resetSent'));
    });

    app.post(
      '/otp_verify_for_reset_password',
      { bodyLimit, schema: { body: phoneCodeBodySchema } },
      async (request) => {
        const ticket = await verifyResetCode(request.ctx, setup, request.body.phone, request.body.otp);
        return ok(ticket, request.t('reset.ticketIssued'));
      },
    );

    app.post('/v1/auth/reset-password', { bodyLimit, schema: { body: resetPasswordBodySchema } }, async (request) => {
      await resetPassword(request.ctx, request.body.reset_token, request.body.password);
      return ok(null, request.t('reset.done'));
    });

    app.post('/v1/auth/register/otp', { bodyLimit, schema: { body: phoneBodySchema } }, async (request) => {
      const sent = await sendRegistrationCode(request.ctx, setup, app.config.siteUrl, request.body.phone);
      return ok(sent, request.t('otp.registerSent'));
    });

    app.post('/guest/otp', { bodyLimit, schema: { body: phoneBodySchema } }, async (request) => {
      const sent = await sendGuestOrderCode(request.ctx, setup, request.body.phone);
      return ok(sent, request.t('otp.sent'));
    });
  };
