import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PeriodicTask, startPeriodicTask } from '../../lib/periodic-task';
import { ok } from '../../plugins/envelope';
import { requireUser, requireVerifiedPhone, signedIn } from '../auth/auth.guard';
import { affiliateRegistrationBodySchema } from './affiliates.schemas';
import {
  affiliateDashboard,
  affiliateRates,
  approveDueCommissions,
  registerAffiliate,
  requestWithdrawal,
} from './affiliates.service';
import type { AffiliatesSetup } from './affiliates-setup';

const APPROVE_DUE_EVERY_MS = 60 * 60_000;

/**
 * The partner programme: the rates (anyone), applying (verified phone: a 422 PHONE_NOT_VERIFIED sends them to
 * /auth/otp), the dashboard and withdrawal requests (signed in); and the hourly approval of commissions whose return
 * window has passed, run by every instance (rows another holds are skipped).
 */
export const affiliateRoutes =
  (setup: AffiliatesSetup, clock: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    let approver: PeriodicTask | undefined;
    app.addHook('onReady', async () => {
      const approve = () => approveDueCommissions({ db: app.db, now: clock() }, setup);
      approver = startPeriodicTask('approve due commissions', APPROVE_DUE_EVERY_MS, approve, app.log);
    });
    app.addHook('onClose', async () => approver?.stop());

    app.get('/affiliate/rates', async (request) => ok(await affiliateRates(request.ctx)));

    app.post(
      '/affiliate/registration',
      { onRequest: [requireUser, requireVerifiedPhone], schema: { body: affiliateRegistrationBodySchema } },
      async (request, reply) => {
        const application = await registerAffiliate(request.ctx, signedIn(request).user, request.body);
        return reply.status(201).send(ok(application, request.t('affiliates.registered')));
      },
    );

    app.get('/affiliate/dashboard', { onRequest: requireUser }, async (request) =>
      ok(await affiliateDashboard(request.ctx, setup, signedIn(request).user.id)),
    );

    app.post('/affiliate/withdrawals', { onRequest: requireUser }, async (request, reply) => {
      const withdrawal = await requestWithdrawal(request.ctx, signedIn(request).user.id);
      return reply.status(201).send(ok(withdrawal, request.t('affiliates.withdrawalRequested')));
    });
  };
