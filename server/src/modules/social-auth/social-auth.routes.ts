import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { callbackBodySchema, redirectParamsSchema, redirectQuerySchema } from './social-auth.schemas';
import { finishSocialSignIn, type SocialContext, startSocialSignIn } from './social-auth.service';

/** Social sign-in, under the spec's /v1/auth prefix (so /api/v1/v1/auth/social/...). */
export const socialAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: SocialContext = {
    db: app.db,
    providers: app.config.socialProviders,
    siteUrl: app.config.siteUrl,
  };

  app.get(
    '/v1/auth/social/:provider/redirect',
    { schema: { params: redirectParamsSchema, querystring: redirectQuerySchema } },
    async (request, reply) => {
      const url = await startSocialSignIn(context, {
        provider: request.params.provider,
        redirectTo: request.query.redirect_to,
        ip: request.ip,
      });
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    },
  );

  app.post('/v1/auth/social/callback', { schema: { body: callbackBodySchema } }, async (request, reply) => {
    const signIn = await finishSocialSignIn(context, {
      ...request.body,
      locale: request.locale,
      userAgent: request.headers['user-agent'],
      logFailure: (error) => request.log.warn({ err: error }, 'social sign-in refused by the provider'),
    });
    return reply.header('cache-control', 'no-store').send(ok(signIn, request.t('socialAuth.signedIn')));
  });
};
