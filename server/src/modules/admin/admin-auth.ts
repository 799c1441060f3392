import type { FastifyRequest } from 'fastify';
import { tokenMatches } from '#contract';
import { checkRateLimit, consumeRateLimit, type RateLimitRule } from '../../lib/rate-limits/rate-limits';
import { unauthenticated } from '../../plugins/http-errors';

/** Wrong admin tokens one client address may send before all its admin calls answer 429 for a while. */
export const ADMIN_GUESS_RULES: RateLimitRule[] = [{ limit: 20, windowSeconds: 15 * 60 }];

const guessKey = (ip: string) => `admin-token-failure:ip:${ip}`;

/**
 * onRequest hook of the admin routes: runs before the body is read or validated, so a stranger learns nothing.
 * A client past its wrong guesses is refused before its token is compared, the right one included; each wrong token
 * (not a missing one) is counted and logged with the client's address and route, never the token.
 */
export async function requireAdminToken(request: FastifyRequest): Promise<void> {
  const { db, config } = request.server;
  const key = guessKey(request.ip);
  await checkRateLimit(db, key, ADMIN_GUESS_RULES);
  if (tokenMatches(request.bearerToken, config.adminToken)) return;
  if (request.bearerToken !== null) {
    request.log.warn({ ip: request.ip, method: request.method, route: request.routeOptions.url }, 'wrong admin token');
    await db.transaction((tx) => consumeRateLimit(tx, key, ADMIN_GUESS_RULES));
  }
  throw unauthenticated('admin.tokenRequired');
}
