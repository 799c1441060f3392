import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import {
  adminVendorApplication,
  adminVendorApplications,
  decideShop,
  type SellerRegistrationSetup,
} from '../seller-registration/seller-registration.service';
import { requireAdminToken } from './admin-auth';
import { adminVendorListQuerySchema, adminVendorRejectBodySchema } from './admin-vendors.schemas';

/**
 * The shops registered on Sell on Haat, behind `Authorization: Bearer <ADMIN_TOKEN>`: the applications (by the
 * shop's id), and approving or rejecting a pending one, once.
 */
export const adminVendorRoutes =
  (setup: SellerRegistrationSetup): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdminToken);
    const byId = { params: idParamsSchema };

    app.get('/admin/vendors', { schema: { querystring: adminVendorListQuerySchema } }, async (request) =>
      ok(await adminVendorApplications(request.ctx, request.query)),
    );
    app.get('/admin/vendors/:id', { schema: byId }, async (request) =>
      ok(await adminVendorApplication(request.ctx, request.params.id)),
    );
    app.post('/admin/vendors/:id/approve', { schema: byId }, async (request) => {
      const shop = await decideShop(request.ctx, setup, request.params.id, { status: 'approved' });
      return ok(shop, request.t('sellerRegistration.approved'));
    });
    app.post(
      '/admin/vendors/:id/reject',
      { schema: { ...byId, body: adminVendorRejectBodySchema } },
      async (request) => {
        const decision = { status: 'rejected' as const, reason: request.body.reason };
        const shop = await decideShop(request.ctx, setup, request.params.id, decision);
        return ok(shop, request.t('sellerRegistration.rejected'));
      },
    );
  };
