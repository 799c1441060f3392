import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { requireUser, requireVerifiedPhone, signedIn } from '../auth/auth.guard';
import { guestOrderQuerySchema, orderListQuerySchema } from './orders.schemas';
import { listUserOrders, trackGuestOrder } from './orders.service';

/** The signed-in shopper's orders (verified phone), and a guest's one order by invoice number and phone. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order',
    { onRequest: [requireUser, requireVerifiedPhone], schema: { querystring: orderListQuerySchema } },
    async (request) => ok(await listUserOrders(request.ctx, signedIn(request).user.id, request.query.page)),
  );

  app.get('/guest/order', { schema: { querystring: guestOrderQuerySchema } }, async (request) =>
    ok(await trackGuestOrder(request.ctx, request.query.invoice, request.query.phone)),
  );
};
