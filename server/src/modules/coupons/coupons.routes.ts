import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { optionalUser } from '../auth/auth.guard';
import { couponQuerySchema } from './coupons.schemas';
import { checkCoupon } from './coupons.service';

/** GET /coupon: guests too; a signed-in shopper's own uses count against the per-user limit. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/coupon', { onRequest: optionalUser, schema: { querystring: couponQuerySchema } }, async (request) => {
    const answer = await checkCoupon(request.ctx, { ...request.query, userId: request.user?.id ?? null });
    return ok(answer, request.t(answer.kind === 'referral' ? 'coupons.referralApplied' : 'coupons.applied'));
  });
};
