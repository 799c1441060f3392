import type { FastifyRequest } from 'fastify';
import { tokenMatches } from '#contract';
import { unauthenticated } from '../../plugins/http-errors';

/** onRequest hook of the admin routes: runs before the body is read or validated, so a stranger learns nothing. */
export async function requireAdminToken(request: FastifyRequest): Promise<void> {
  if (!tokenMatches(request.bearerToken, request.server.config.adminToken)) {
    throw unauthenticated('admin.tokenRequired');
  }
}
