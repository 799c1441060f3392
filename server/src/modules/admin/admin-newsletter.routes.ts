import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope';
import { adminSubscribers, type NewsletterSetup } from '../newsletter/newsletter.service';
import { requireAdminToken } from './admin-auth';

const adminNewsletterQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The newsletter's subscribers with their unsubscribe links, behind `Authorization: Bearer <ADMIN_TOKEN>`. */
export const adminNewsletterRoutes =
  (setup: NewsletterSetup): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdminToken);

    app.get('/admin/newsletter', { schema: { querystring: adminNewsletterQuerySchema } }, async (request) =>
      ok(await adminSubscribers(request.ctx, setup, request.query.page)),
    );
  };
