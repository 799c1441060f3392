import type { FastifyRequest } from 'fastify';
import { phoneNotVerified, unauthenticated } from '../../plugins/http-errors';
import { findSessionByAccessToken } from './sessions.service';
import type { UserRow } from './users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (set by requireUser). */
    user: UserRow | null;
    /** The session of the access token (set by requireUser). */
    sessionId: number | null;
  }
}

/** preHandler: a live `Authorization: Bearer <access token>`, else 401 UNAUTHENTICATED. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const found = request.bearerToken ? await findSessionByAccessToken(request.server.db, request.bearerToken) : null;
  if (!found) throw unauthenticated();
  request.user = found.user;
  request.sessionId = found.sessionId;
}

/**
 * preHandler of calls guests may make too: a Bearer token, when sent, must be live (else 401, so the client
 * refreshes it) and sets the user; no token leaves `request.user` null.
 */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  if (request.bearerToken) await requireUser(request);
}

/** preHandler after requireUser: 422 PHONE_NOT_VERIFIED (no field map) until the user's phone is verified. */
export async function requireVerifiedPhone(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (!request.user.phoneVerifiedAt) throw phoneNotVerified();
}

/** The signed-in user of a route guarded by requireUser. */
export function signedIn(request: FastifyRequest): { user: UserRow; sessionId: number } {
  if (!request.user || request.sessionId === null) throw unauthenticated();
  return { user: request.user, sessionId: request.sessionId };
}
