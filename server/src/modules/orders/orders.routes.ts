import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import { requireUser, requireVerifiedPhone, signedIn } from '../auth/auth.guard';
import {
  guestOrderQuerySchema,
  orderCancelBodySchema,
  orderListQuerySchema,
  orderReturnBodySchema,
} from './orders.schemas';
import { trackGuestOrder } from './orders.service';
import type { OrdersSetup } from './orders-setup';
import { requestReturn } from './returns';
import {
  cancelReasons,
  cancelUserOrder,
  countOrders,
  listUserOrders,
  returnReasons,
  userOrderDetail,
  userOrderItem,
} from './shopper-orders';

/**
 * The signed-in shopper's orders (verified phone): list, counts, detail, a line, the reasons, cancel and return; and a
 * guest's one order by invoice number and phone.
 */
export const orderRoutes =
  (setup: OrdersSetup): FastifyPluginAsyncZod =>
  async (app) => {
    const shopper = { onRequest: [requireUser, requireVerifiedPhone] };

    app.get('/order', { ...shopper, schema: { querystring: orderListQuerySchema } }, async (request) =>
      ok(await listUserOrders(request.ctx, signedIn(request).user.id, request.query)),
    );

    app.get('/order/counts', shopper, async (request) => ok(await countOrders(request.ctx, signedIn(request).user.id)));

    app.get('/order/:id', { ...shopper, schema: { params: idParamsSchema } }, async (request) =>
      ok(await userOrderDetail(request.ctx, setup, signedIn(request).user.id, request.params.id)),
    );

    app.get('/order-item/:id', { ...shopper, schema: { params: idParamsSchema } }, async (request) =>
      ok(await userOrderItem(request.ctx, setup, signedIn(request).user.id, request.params.id)),
    );

    app.get('/order-cancel/reason', async (request) => ok(cancelReasons(request.ctx)));
    app.get('/order-return/reason', async (request) => ok(returnReasons(request.ctx)));

    app.post('/order-cancel', { ...shopper, schema: { body: orderCancelBodySchema } }, async (request) =>
      ok(await cancelUserOrder(request.ctx, setup, signedIn(request).user.id, request.body)),
    );

    app.post('/order-return', { ...shopper, schema: { body: orderReturnBodySchema } }, async (request) =>
      ok(await requestReturn(request.ctx, setup, signedIn(request).user.id, request.body)),
    );

    app.get('/guest/order', { schema: { querystring: guestOrderQuerySchema } }, async (request) =>
      ok(await trackGuestOrder(request.ctx, request.query.invoice, request.query.phone)),
    );
  };
