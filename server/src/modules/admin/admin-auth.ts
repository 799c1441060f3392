import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../plugins/http-errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * True when `given` is the configured token. Both sides are hashed first so the comparison takes the same time
 * whatever the lengths; with no token configured nothing matches.
 */
export function tokenMatches(given: string | null, expected: string | undefined): boolean {
  if (!expected || given === null) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** onRequest hook of the admin routes: runs before the body is read or validated, so a stranger learns nothing. */
export async function requireAdminToken(request: FastifyRequest): Promise<void> {
  if (!tokenMatches(request.bearerToken, request.server.config.adminToken)) {
    throw unauthenticated('admin.tokenRequired');
  }
}
