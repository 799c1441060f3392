import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseBearerToken, tokenMatches } from '#contract';
import type { RebuildRunner } from './rebuild-runner';

export interface RebuildRoutesOptions {
  /** REBUILD_TOKEN; without it the routes are not registered (404 like any missing page). */
  token: string | undefined;
  runner: RebuildRunner;
}

export const REBUILD_PATH = '/_haat/rebuild';

/**
 * POST /_haat/rebuild starts a rebuild (202 with its id; a request during a build joins it) and
 * GET /_haat/rebuild/status reports it. Both need `Authorization: Bearer <REBUILD_TOKEN>`: the status names
 * internal failures (API addresses, file paths) and times builds, which is the editors' business only.
 */
export function registerRebuildRoutes(app: FastifyInstance, { token, runner }: RebuildRoutesOptions): void {
  if (!token) return;
  const authorized = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (tokenMatches(parseBearerToken(request.headers.authorization), token)) return true;
    reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'A valid rebuild token is required.' });
    return false;
  };

  app.post(REBUILD_PATH, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const started = await runner.start();
    if ('busy' in started) return reply.code(409).send({ error: started.busy });
    return reply.code(202).send({ id: started.id, status: `${REBUILD_PATH}/status` });
  });

  app.get(`${REBUILD_PATH}/status`, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    return reply.send(runner.status());
  });
}
