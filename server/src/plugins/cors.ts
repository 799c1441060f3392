import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The storefront sends credentials, so origins are listed, never '*'. Answering `false` for any other origin
 * turns CORS off for that request: no Access-Control-* headers at all.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
