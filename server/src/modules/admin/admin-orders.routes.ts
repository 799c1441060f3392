import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import {
  adminOrder,
  listAdminOrders,
  listAdminRefunds,
  listAdminReturns,
  listShippers,
  type OrdersSetup,
  patchAdminOrder,
  patchAdminRefund,
  patchAdminReturn,
} from '../orders/orders.service';
import { requireAdminToken } from './admin-auth';
import {
  adminOrderListQuerySchema,
  adminOrderPatchBodySchema,
  adminRefundListQuerySchema,
  adminRefundPatchBodySchema,
  adminReturnListQuerySchema,
  adminReturnPatchBodySchema,
} from './admin-orders.schemas';

/** The back office's orders, riders, returns and refunds, behind `Authorization: Bearer <ADMIN_TOKEN>`. */
export const adminOrderRoutes =
  (setup: OrdersSetup): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdminToken);
    const byId = { params: idParamsSchema };

    app.get('/admin/orders', { schema: { querystring: adminOrderListQuerySchema } }, async (request) =>
      ok(await listAdminOrders(request.ctx, setup, request.query)),
    );
    app.get('/admin/orders/:id', { schema: byId }, async (request) =>
      ok(await adminOrder(request.ctx, setup, request.params.id)),
    );
    app.patch('/admin/orders/:id', { schema: { ...byId, body: adminOrderPatchBodySchema } }, async (request) =>
      ok(await patchAdminOrder(request.ctx, setup, request.params.id, request.body)),
    );
    app.get('/admin/shippers', async (request) => ok(await listShippers(request.ctx)));
    app.get('/admin/returns', { schema: { querystring: adminReturnListQuerySchema } }, async (request) =>
      ok(await listAdminReturns(request.ctx, request.query)),
    );
    app.patch('/admin/returns/:id', { schema: { ...byId, body: adminReturnPatchBodySchema } }, async (request) =>
      ok(await patchAdminReturn(request.ctx, setup, request.params.id, request.body)),
    );
    app.get('/admin/refunds', { schema: { querystring: adminRefundListQuerySchema } }, async (request) =>
      ok(await listAdminRefunds(request.ctx, request.query)),
    );
    app.patch('/admin/refunds/:id', { schema: { ...byId, body: adminRefundPatchBodySchema } }, async (request) =>
      ok(await patchAdminRefund(request.ctx, setup, request.params.id, request.body)),
    );
  };
