import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { vendorRegistrationBodySchema } from './seller-registration.schemas';
import { registerShop, type SellerRegistrationSetup } from './seller-registration.service';

/** A registration is a small form: anything larger is refused (413 in the error shape) before it is parsed. */
const bodyLimit = 16 * 1024;

/** Sell on Haat: POST /vendor/registration, open to anyone (the mobile is proven by the code of POST /guest/otp). */
export const sellerRegistrationRoutes =
  (setup: SellerRegistrationSetup): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/vendor/registration',
      { bodyLimit, schema: { body: vendorRegistrationBodySchema } },
      async (request, reply) => {
        const application = await registerShop(request.ctx, setup, request.body);
        return reply.status(201).send(ok(application, request.t('sellerRegistration.registered')));
      },
    );
  };
