import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { requireUser, requireVerifiedPhone, signedIn } from '../auth/auth.guard';
import { reviewPageQuerySchema, storeReviewBodySchema, writeReviewQuerySchema } from './reviews.schemas';
import { myReviews, storeReviews, writeReviewInfo } from './reviews.service';

/** A signed-in shopper's reviews (verified phone, like the orders they review). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = { onRequest: [requireUser, requireVerifiedPhone] };

  app.get('/user/write-review', { ...guards, schema: { querystring: writeReviewQuerySchema } }, async (request) =>
    ok(await writeReviewInfo(request.ctx, signedIn(request).user.id, request.query.order_id, request.query.vendor_id)),
  );

  app.post('/user/store-review', { ...guards, schema: { body: storeReviewBodySchema } }, async (request, reply) => {
    const stored = await storeReviews(request.ctx, signedIn(request).user, request.body);
    return reply.status(201).send(ok(stored, request.t('reviews.stored')));
  });

  app.get('/user/my-reviews', { ...guards, schema: { querystring: reviewPageQuerySchema } }, async (request) =>
    ok(await myReviews(request.ctx, signedIn(request).user.id, request.query.page, request.query.per_page)),
  );
};
