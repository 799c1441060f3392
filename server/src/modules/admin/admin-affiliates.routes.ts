import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import {
  type AffiliatesSetup,
  adminAffiliate,
  adminAffiliates,
  adminWithdrawals,
  approveAffiliate,
  approveDueCommissions,
  payWithdrawal,
  rejectAffiliate,
  rejectWithdrawal,
} from '../affiliates/affiliates.service';
import {
  adminAffiliateApproveBodySchema,
  adminAffiliateListQuerySchema,
  adminAffiliateRejectBodySchema,
  adminWithdrawalListQuerySchema,
  adminWithdrawalPayBodySchema,
  adminWithdrawalRejectBodySchema,
} from './admin-affiliates.schemas';
import { requireAdminToken } from './admin-auth';

/**
 * The partner programme's back office, behind `Authorization: Bearer <ADMIN_TOKEN>`: applications approved (the
 * referral code in `data.code`) or rejected, commissions past their return window approved now, withdrawals paid or
 * rejected.
 */
export const adminAffiliateRoutes =
  (setup: AffiliatesSetup): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdminToken);
    const byId = { params: idParamsSchema };

    app.get('/admin/affiliates', { schema: { querystring: adminAffiliateListQuerySchema } }, async (request) =>
      ok(await adminAffiliates(request.ctx, request.query)),
    );
    app.get('/admin/affiliates/:id', { schema: byId }, async (request) =>
      ok(await adminAffiliate(request.ctx, request.params.id)),
    );
    app.post(
      '/admin/affiliates/:id/approve',
      { schema: { ...byId, body: adminAffiliateApproveBodySchema } },
      async (request) => {
        const partner = await approveAffiliate(request.ctx, setup, request.params.id, request.body.discount_percent);
        return ok(partner, request.t('affiliates.approved', { code: partner.code ?? '' }));
      },
    );
    app.post(
      '/admin/affiliates/:id/reject',
      { schema: { ...byId, body: adminAffiliateRejectBodySchema } },
      async (request) =>
        ok(
          await rejectAffiliate(request.ctx, request.params.id, request.body.reason),
          request.t('affiliates.rejected'),
        ),
    );
    app.post('/admin/affiliates/commissions/approve-due', async (request) => {
      const approved = await approveDueCommissions(request.ctx, setup);
      return ok({ approved }, request.t('affiliates.commissionsApproved', { count: approved }));
    });

    app.get(
      '/admin/affiliate-withdrawals',
      { schema: { querystring: adminWithdrawalListQuerySchema } },
      async (request) => ok(await adminWithdrawals(request.ctx, request.query)),
    );
    app.post(
      '/admin/affiliate-withdrawals/:id/pay',
      { schema: { ...byId, body: adminWithdrawalPayBodySchema } },
      async (request) =>
        ok(
          await payWithdrawal(request.ctx, request.params.id, request.body.reference),
          request.t('affiliates.withdrawalPaid'),
        ),
    );
    app.post(
      '/admin/affiliate-withdrawals/:id/reject',
      { schema: { ...byId, body: adminWithdrawalRejectBodySchema } },
      async (request) =>
        ok(
          await rejectWithdrawal(request.ctx, request.params.id, request.body.reason),
          request.t('affiliates.withdrawalRejected'),
        ),
    );
  };
