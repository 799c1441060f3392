import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseBearerToken, tokenMatches, weakTokenProblem } from '#contract';
import type { RebuildRunner } from './rebuild-runner';

export interface RebuildRoutesOptions {
  /** REBUILD_TOKEN; without it the routes are not registered (404 like any missing page). */
  token: string | undefined;
  runner: RebuildRunner;
  /** Where a refused token is reported (the client's address and route, never the guess); console.warn by default. */
  warn?: (message: string) => void;
}

export const REBUILD_PATH = '/_haat/rebuild';

/** Wrong tokens one client address may send in a window before every call of theirs is refused with 429. */
export const REBUILD_GUESS_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

/**
 * Wrong guesses per client address within the window, in this process's memory: the site server has no database,
 * and it runs as one process.
 */
function guessCounter({ limit, windowSeconds }: typeof REBUILD_GUESS_LIMIT) {
  const guesses = new Map<string, number[]>();
  const recent = (ip: string, now: number) => {
    const kept = (guesses.get(ip) ?? []).filter((at) => at > now - windowSeconds * 1000);
    if (kept.length > 0) guesses.set(ip, kept);
    else guesses.delete(ip);
    return kept;
  };
  return {
    /** Seconds until `ip` may try again; 0 when it may now. */
    wait(ip: string, now = Date.now()): number {
      const kept = recent(ip, now);
      const freeing = kept[kept.length - limit];
      return kept.length >= limit && freeing ? Math.ceil((freeing + windowSeconds * 1000 - now) / 1000) : 0;
    },
    record(ip: string, now = Date.now()): void {
      guesses.set(ip, [...recent(ip, now), now]);
    },
  };
}

/**
 * POST /_haat/rebuild starts a rebuild (202 with its id; a request during a build joins it) and
 * GET /_haat/rebuild/status reports it. Both need `Authorization: Bearer <REBUILD_TOKEN>`: the status names
 * internal failures (API addresses, file paths) and times builds, which is the editors' business only.
 */
export function registerRebuildRoutes(
  app: FastifyInstance,
  { token, runner, warn = console.warn }: RebuildRoutesOptions,
): void {
  const problem = weakTokenProblem('REBUILD_TOKEN', token);
  if (problem) throw new Error(problem);
  if (!token) return;
  const guesses = guessCounter(REBUILD_GUESS_LIMIT);
  // Checked before the token, so a client past the limit learns nothing more, not even from the right token.
  const authorized = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const wait = guesses.wait(request.ip);
    if (wait > 0) {
      reply.code(429).header('retry-after', String(wait)).send({ error: 'Too many wrong rebuild tokens; try later.' });
      return false;
    }
    if (tokenMatches(parseBearerToken(request.headers.authorization), token)) return true;
    guesses.record(request.ip);
    warn(`Rebuild: wrong or missing token from ${request.ip} on ${request.method} ${request.url}`);
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
