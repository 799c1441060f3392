import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { optionalUser } from '../auth/auth.guard';
import { couponQuerySchema } from './coupons.schemas';
import { checkCoupon } from './coupons.service';

/** GET /coupon: guests too; a signed-in shopper's own uses count against the per-user limit. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/coupon', { onRequest: optionalUser, schema: { querystring: couponQuerySchema } }, async (request) => {
    const answer = await checkCoupon(app.db, {
      ...request.query,
      userId: request.user?.id ?? null,
      now: new Date(),
      locale: request.locale,
    });
    return ok(answer, request.t(answer.kind === 'referral' ? 'coupons.referralApplied' : 'coupons.applied'));
  });
};
