import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PeriodicTask, startPeriodicTask } from '../../lib/periodic-task';
import { ok } from '../../plugins/envelope';
import { requireUser, signedIn } from './auth.guard';
import {
  changePasswordBodySchema,
  loginBodySchema,
  refreshBodySchema,
  registerBodySchema,
  updateProfileBodySchema,
} from './auth.schemas';
import { login, logout, type RegistrationCodes, refresh, register } from './auth.service';
import { changePassword, updateProfile } from './profile.service';
import { refreshCookie } from './refresh-cookie';
import { SESSION_SWEEP_EVERY_MS, sweepDeadSessions } from './sessions.service';
import { toUser } from './users.service';

/** Account bodies are small: anything larger is refused (413 in the error shape) before it is parsed. */
const bodyLimit = 16 * 1024;

export interface AuthRoutesOptions {
  /** The registration codes (otp/registration-code.service.ts), given by the app. */
  registrationCodes: RegistrationCodes;
}

/** Paths as the spec names them: the API base is /api/v1 and the auth calls are /v1/auth/… below it. */
export const authRoutes =
  ({ registrationCodes }: AuthRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    let sweeper: PeriodicTask | undefined;
    app.addHook('onReady', async () => {
      const sweep = () => sweepDeadSessions(app.db, new Date());
      sweeper = startPeriodicTask('forget dead sessions', SESSION_SWEEP_EVERY_MS, sweep, app.log);
    });
    app.addHook('onClose', async () => sweeper?.stop());
    const cookie = refreshCookie({ ...app.config, routePrefix: app.prefix });

    app.post('/v1/auth/register', { bodyLimit, schema: { body: registerBodySchema } }, async (request, reply) => {
      const tokens = await cookie.deliver(request, reply, await register(request.ctx, registrationCodes, request.body));
      return reply.status(201).send(ok(tokens, request.t('auth.registered')));
    });

    app.post('/v1/auth/login', { bodyLimit, schema: { body: loginBodySchema } }, async (request, reply) =>
      ok(await cookie.deliver(request, reply, await login(request.ctx, request.body)), request.t('auth.loggedIn')),
    );

    app.post('/v1/auth/refresh', { bodyLimit, schema: { body: refreshBodySchema } }, async (request, reply) => {
      const tokens = await refresh(request.ctx, cookie.presented(request, request.body.refresh_token));
      return ok(await cookie.deliver(request, reply, tokens));
    });

    // Always a success: the client forgets its tokens whatever the server knew of them.
    app.post('/v1/auth/logout', { bodyLimit }, async (request, reply) => {
      await logout(request.ctx, request.bearerToken);
      cookie.clear(reply);
      return ok(null, request.t('auth.loggedOut'));
    });

    app.get('/user', { preHandler: requireUser }, async (request) =>
      ok(await toUser(request.ctx, signedIn(request).user)),
    );

    app.post(
      '/user/update_profile',
      { bodyLimit, preHandler: requireUser, schema: { body: updateProfileBodySchema } },
      async (request) =>
        ok(await updateProfile(request.ctx, signedIn(request).user, request.body), request.t('auth.profileUpdated')),
    );

    app.post(
      '/user/change-password',
      { bodyLimit, preHandler: requireUser, schema: { body: changePasswordBodySchema } },
      async (request) => {
        await changePassword(request.ctx, signedIn(request), request.body);
        return ok(null, request.t('auth.passwordChanged'));
      },
    );
  };
