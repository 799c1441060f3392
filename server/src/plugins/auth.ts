import type { FastifyInstance } from 'fastify';
import { parseBearerToken } from '#contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token of `Authorization: Bearer <token>`, or null; requireUser checks it. */
    bearerToken: string | null;
  }
}

export function registerAuthSeam(app: FastifyInstance): void {
  app.decorateRequest('bearerToken', null);
  // Set by requireUser (modules/auth/auth.guard.ts, which declares their types).
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    request.bearerToken = parseBearerToken(request.headers.authorization);
  });
}
