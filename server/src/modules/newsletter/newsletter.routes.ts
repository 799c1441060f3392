import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { subscribeBodySchema } from './newsletter.schemas';
import { subscribe } from './newsletter.service';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/newsletter', { schema: { body: subscribeBodySchema } }, async (request, reply) => {
    await subscribe(request.ctx, request.body.email);
    return reply.status(201).send(ok(null, request.t('newsletter.subscribed')));
  });
};
