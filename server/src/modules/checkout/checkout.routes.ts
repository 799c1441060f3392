import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CheckoutAnswer } from '#contract';
import { type PeriodicTask, startPeriodicTask } from '../../lib/periodic-task';
import { ok } from '../../plugins/envelope';
import { requireUser, requireVerifiedPhone, signedIn } from '../auth/auth.guard';
import { guestOrderStoreBodySchema, orderStoreBodySchema } from './checkout.schemas';
import { placeGuestOrder, placeUserOrder } from './checkout.service';
import type { CheckoutSetup } from './checkout-setup';
import { forgetOldKeys, idempotencyKeySchema, type StoredAnswer } from './idempotency';
import { sendOrderSms } from './order-sms';

const headers = z.object({ 'idempotency-key': idempotencyKeySchema });
const FORGET_KEYS_EVERY_MS = 60 * 60_000;

/** Placing orders: the signed-in shopper's (verified phone) and a guest's (code sent to the phone by /guest/otp). */
export const checkoutRoutes =
  (setup: CheckoutSetup): FastifyPluginAsyncZod =>
  async (app) => {
    // Idempotency keys older than IDEMPOTENCY_KEY_HOURS are forgotten hourly, by each instance (deleting twice is harmless).
    let keyCleaner: PeriodicTask | undefined;
    app.addHook('onReady', async () => {
      const forget = () => forgetOldKeys(app.db, new Date());
      keyCleaner = startPeriodicTask('forget idempotency keys', FORGET_KEYS_EVERY_MS, forget, app.log);
    });
    app.addHook('onClose', async () => keyCleaner?.stop());

    /** The envelope of a placement; the SMS only for an order placed now, not for a replayed answer. */
    const envelope = (request: FastifyRequest, placed: StoredAnswer, to: string) => {
      const data = placed.answer as CheckoutAnswer;
      if (!placed.replayed) sendOrderSms(request.ctx, setup, to, data);
      return ok(data, request.t('checkout.placed'));
    };

    app.post(
      '/order/store',
      { onRequest: [requireUser, requireVerifiedPhone], schema: { body: orderStoreBodySchema, headers } },
      async (request, reply) => {
        const { user } = signedIn(request);
        const placed = await placeUserOrder(request.ctx, setup, {
          user: { id: user.id, phone: user.phone ?? '', email: user.email },
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        });
        return reply.status(placed.statusCode).send(envelope(request, placed, user.phone ?? ''));
      },
    );

    app.post('/guest/order/store', { schema: { body: guestOrderStoreBodySchema, headers } }, async (request, reply) => {
      const placed = await placeGuestOrder(request.ctx, setup, request.body, request.headers['idempotency-key']);
      return reply.status(placed.statusCode).send(envelope(request, placed, request.body.customer.phone));
    });
  };
