import type { FastifyRequest } from 'fastify';
import { tokenMatches } from '#contract';
import { checkRateLimit, type RateLimitRule, reserveRateLimits } from '../../lib/rate-limits/rate-limits';
import { unauthenticated } from '../../plugins/http-errors';

/** Wrong admin tokens one client address may send before all its admin calls answer 429 for a while. */
export const ADMIN_GUESS_RULES: RateLimitRule[] = [{ limit: 20, windowSeconds: 15 * 60 }];

const guessKey = (ip: string) => `admin-token-failure:ip:${ip}`;

/**
 * onRequest hook of the admin routes: runs before the body is read or validated, so a stranger learns nothing.
 * A token takes its place among the client's wrong guesses before it is compared (429 when there is none left, the
 * right token included), so a burst of parallel guesses has its tokens compared no more often than the limit allows;
 * the right token gives its place back. Each wrong token (not a missing one) is logged with the client's address and
 * route, never the token.
 */
export async function requireAdminToken(request: FastifyRequest): Promise<void> {
  const { db, config } = request.server;
  const key = guessKey(request.ip);
  if (request.bearerToken === null) {
    await checkRateLimit(db, key, ADMIN_GUESS_RULES);
    throw unauthenticated('admin.tokenRequired');
  }
  const guess = await reserveRateLimits(db, [{ key, rules: ADMIN_GUESS_RULES }]);
  if (tokenMatches(request.bearerToken, config.adminToken)) {
    await guess.release(db);
    return;
  }
  request.log.warn({ ip: request.ip, method: request.method, route: request.routeOptions.url }, 'wrong admin token');
  throw unauthenticated('admin.tokenRequired');
}
