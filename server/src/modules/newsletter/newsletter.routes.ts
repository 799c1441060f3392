import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { subscribeBodySchema, unsubscribeBodySchema } from './newsletter.schemas';
import { type NewsletterSetup, subscribe, unsubscribe } from './newsletter.service';

export const newsletterRoutes =
  (setup: NewsletterSetup): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/newsletter', { schema: { body: subscribeBodySchema } }, async (request, reply) => {
      await subscribe(request.ctx, request.body.email);
      return reply.status(201).send(ok(null, request.t('newsletter.subscribed')));
    });

    app.post('/newsletter/unsubscribe', { schema: { body: unsubscribeBodySchema } }, async (request) => {
      await unsubscribe(request.ctx, setup, request.body.token);
      return ok(null, request.t('newsletter.unsubscribed'));
    });
  };
