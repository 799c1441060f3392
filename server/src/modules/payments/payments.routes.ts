import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PeriodicTask, startPeriodicTask } from '../../lib/periodic-task';
import { ok } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { getCheckout } from '../orders/orders.service';
import { handleBkashReturn } from './bkash-return';
import { SWEEP_EVERY_MS, sweepExpiredCheckouts } from './expiry-sweeper';
import { paymentState, switchToCashOnDelivery } from './payment-state';
import {
  bkashCallbackQuerySchema,
  checkoutParamsSchema,
  paymentMethodsQuerySchema,
  sslcommerzFieldsSchema,
} from './payments.schemas';
import { listPaymentMethods } from './payments.service';
import { type PaymentsSetup, paymentResponseUrl } from './payments-setup';
import { runGatewayRefunds } from './refund-worker';
import { handleSslcommerzNotice } from './sslcommerz-return';
import { startPayment } from './start-payment';

const SSLCOMMERZ_RETURNS = ['success', 'fail', 'cancel'] as const;

/**
 * The payment methods; starting a payment and the gateways' returns (each ends at the storefront's payment-response
 * page); a checkout's payment state and its switch to cash on delivery; the expiry sweeper and the gateway refunds,
 * run while the app is.
 */
export const paymentRoutes =
  (setup: PaymentsSetup): FastifyPluginAsyncZod =>
  async (app) => {
    // SSLCommerz posts forms (the IPN, the browser's returns); only the routes of this plugin read them.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    let tasks: PeriodicTask[] = [];
    app.addHook('onReady', async () => {
      const ctx = () => ({ db: app.db, now: setup.clock(), log: app.log, sms: setup.sms });
      tasks = [
        startPeriodicTask('payment expiry', SWEEP_EVERY_MS, () => sweepExpiredCheckouts(ctx()), app.log),
        startPeriodicTask(
          'gateway refunds',
          setup.refundEveryMs,
          () => runGatewayRefunds(ctx(), setup.gateways),
          app.log,
        ),
      ];
    });
    app.addHook('onClose', async () => {
      await Promise.all(tasks.map((task) => task.stop()));
    });

    /** The payment-response page of a checkout, in the language it was placed in. */
    const responsePage = async (ctx: Parameters<typeof getCheckout>[0], checkoutId: string | null) => {
      const checkout = checkoutId ? await getCheckout(ctx, checkoutId) : undefined;
      return checkout ? paymentResponseUrl(setup, checkout) : null;
    };

    app.get('/payment-methods', { schema: { querystring: paymentMethodsQuerySchema } }, async (request) =>
      ok(listPaymentMethods(request.ctx, { total: request.query.total, codMaxTotal: setup.codMaxTotal })),
    );

    app.get('/payments/:checkout_id', { schema: { params: checkoutParamsSchema } }, async (request) =>
      ok(await paymentState(request.ctx, setup, request.params.checkout_id)),
    );

    app.post('/payments/:checkout_id/cod', { schema: { params: checkoutParamsSchema } }, async (request) =>
      ok(await switchToCashOnDelivery(request.ctx, setup, request.params.checkout_id)),
    );

    app.get('/payments/:checkout_id/pay', { schema: { params: checkoutParamsSchema } }, async (request, reply) => {
      const next = await startPayment(request.ctx, setup, request.params.checkout_id);
      return reply.redirect(next.url, next.statusCode);
    });

    app.get(
      '/payments/bkash/callback',
      { schema: { querystring: bkashCallbackQuerySchema } },
      async (request, reply) => {
        const page = await responsePage(request.ctx, await handleBkashReturn(request.ctx, setup, request.query));
        if (!page) throw notFound('payments.unknownPayment');
        return reply.redirect(page, 303);
      },
    );

    app.post('/payments/sslcommerz/ipn', { schema: { body: sslcommerzFieldsSchema } }, async (request, reply) => {
      const handled = await handleSslcommerzNotice(request.ctx, setup, request.body, 'ipn');
      return reply
        .code(handled.retry ? 503 : 200)
        .type('text/plain')
        .send(handled.retry ? 'RETRY' : 'OK');
    });

    for (const outcome of SSLCOMMERZ_RETURNS) {
      app.post(
        `/payments/sslcommerz/${outcome}`,
        { schema: { body: sslcommerzFieldsSchema } },
        async (request, reply) => {
          const handled = await handleSslcommerzNotice(request.ctx, setup, request.body, outcome);
          const page = await responsePage(request.ctx, handled.checkoutId);
          if (!page) throw notFound('payments.unknownPayment');
          return reply.redirect(page, 303);
        },
      );
    }
  };
