import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { paymentMethodsQuerySchema } from './payments.schemas';
import { listPaymentMethods } from './payments.service';

/** GET /payment-methods: guests too; the checkout asks again whenever its total changes. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/payment-methods', { schema: { querystring: paymentMethodsQuerySchema } }, async (request) =>
    ok(listPaymentMethods(request.ctx, { total: request.query.total, codMaxTotal: app.config.payments.codMaxTotal })),
  );
};
