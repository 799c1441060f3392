import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors';

/**
 * The storefront sends credentials, so origins are listed, never '*'. Answering `false` for any other origin
 * turns CORS off for that request: no Access-Control-* headers at all.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  const allowed = new Set(origins);
  // Before @fastify/cors, whose own refusal of such a preflight is a bare text.
  app.addHook('onRequest', async (request) => {
    const { origin, 'access-control-request-method': method } = request.headers;
    if (request.method === 'OPTIONS' && origin !== undefined && method === undefined) {
      throw badRequest('errors.preflightWithoutMethod');
    }
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}

/**
 * The CORS headers @fastify/cors would have added, for answers sent before any hook runs (a malformed URL):
 * without them the browser hides the 400 from the storefront, which must see it to show the 404 page.
 */
export function corsHeadersFor(origin: string | undefined, origins: string[]): Record<string, string> {
  if (origin === undefined || !origins.includes(origin)) return {};
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
}
