import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import { adminReviews, setReviewHidden } from '../reviews/reviews.service';
import { requireAdminToken } from './admin-auth';
import { adminReviewPatchBodySchema, adminReviewQuerySchema } from './admin-reviews.schemas';

/** Review moderation, behind `Authorization: Bearer <ADMIN_TOKEN>`: list, hide, show again. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminToken);

  app.get('/admin/reviews', { schema: { querystring: adminReviewQuerySchema } }, async (request) =>
    ok(await adminReviews(request.ctx, request.query.hidden, request.query.page)),
  );

  app.patch(
    '/admin/reviews/:id',
    { schema: { params: idParamsSchema, body: adminReviewPatchBodySchema } },
    async (request) =>
      ok(
        await setReviewHidden(request.ctx, request.params.id, request.body.hidden),
        request.t(request.body.hidden ? 'reviews.hidden' : 'reviews.shown'),
      ),
  );
};
