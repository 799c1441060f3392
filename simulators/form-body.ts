import type { FastifyInstance } from 'fastify';

/** HTML forms and SSLCommerz's session API post `application/x-www-form-urlencoded`; Fastify parses only JSON. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export type Fields = Record<string, string | undefined>;
