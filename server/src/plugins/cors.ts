import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** The storefront sends credentials, so origins are listed, never '*'. Other origins get no CORS headers. */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  await app.register(cors, {
    origin: origins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
