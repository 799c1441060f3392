import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { refreshCookie } from '../auth/refresh-cookie';
import { callbackBodySchema, redirectParamsSchema, redirectQuerySchema } from './social-auth.schemas';
import { finishSocialSignIn, startSocialSignIn } from './social-auth.service';

/** Social sign-in, under the spec's /v1/auth prefix (so /api/v1/v1/auth/social/...). */
export const socialAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = refreshCookie({ ...app.config, routePrefix: app.prefix });
  app.get(
    '/v1/auth/social/:provider/redirect',
    { schema: { params: redirectParamsSchema, querystring: redirectQuerySchema } },
    async (request, reply) => {
      const url = await startSocialSignIn(request.ctx, app.config, {
        provider: request.params.provider,
        redirectTo: request.query.redirect_to,
      });
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    },
  );

  app.post('/v1/auth/social/callback', { schema: { body: callbackBodySchema } }, async (request, reply) => {
    const signIn = await cookie.deliver(
      request,
      reply,
      await finishSocialSignIn(request.ctx, app.config, request.body),
    );
    return reply.header('cache-control', 'no-store').send(ok(signIn, request.t('socialAuth.signedIn')));
  });
};
