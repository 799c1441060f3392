import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_HEARTBEAT_SECONDS, type LiveEventsPage } from '#contract';
import { latestLiveEventId, liveEventsAfter } from '../../lib/live/live-events';
import type { LiveHub } from '../../lib/live/live-hub';
import { openSseStream } from '../../lib/live/sse-stream';
import { ok } from '../../plugins/envelope';
import type { RequestContext } from '../../plugins/request-context';
import { requireUser, requireVerifiedPhone, signedIn } from '../auth/auth.guard';
import { accessTokenExpiry } from '../auth/sessions.service';
import type { UserRow } from '../auth/users.service';
import { unreadCount } from './chat.service';

/** How long a client should wait before reconnecting a stream that ended. */
const RETRY_MS = 3000;

/** A live event id as a header or query sends it: digits only (an empty `Last-Event-ID` is not 0). */
const liveEventId = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

/**
 * Where a stream without Last-Event-ID starts: after the user's latest event, with their unread count, both read in
 * one snapshot so that no message falls between the count and the events that follow it.
 */
function freshStart(ctx: RequestContext, user: UserRow) {
  return ctx.db.transaction(
    async (tx) => ({
      afterId: await latestLiveEventId(tx, user.id),
      unread: await unreadCount({ ...ctx, db: tx }, user),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The signed-in user's live events (verified phone): the Server-Sent Events stream, read with fetch and the Bearer
 * header, and the polling fallback for clients that cannot stream.
 */
export const chatStreamRoutes =
  (live: LiveHub): FastifyPluginAsyncZod =>
  async (app) => {
    const member = { onRequest: [requireUser, requireVerifiedPhone] };

    app.get(
      '/chat/stream',
      { ...member, schema: { headers: z.object({ 'last-event-id': liveEventId.optional() }) } },
      async (request, reply) => {
        const { user, sessionId } = signedIn(request);
        const resumeAfter = request.headers['last-event-id'];
        const start =
          resumeAfter === undefined ? await freshStart(request.ctx, user) : { afterId: resumeAfter, unread: null };
        const endAt = (await accessTokenExpiry(request.ctx.db, sessionId)) ?? new Date(0);
        const stream = openSseStream(reply, { endAt, heartbeatMs: LIVE_HEARTBEAT_SECONDS * 1000, retryMs: RETRY_MS });
        if (start.unread !== null) stream.sendUnsaved({ type: 'unread', unread: start.unread });
        stream.onEnd(live.attach(user.id, start.afterId, stream));
      },
    );

    app.get(
      '/chat/events',
      { ...member, schema: { querystring: z.object({ after: liveEventId.optional() }) } },
      async (request) => {
        const userId = signedIn(request).user.id;
        const { after } = request.query;
        if (after === undefined) {
          return ok<LiveEventsPage>({ events: [], last_id: await latestLiveEventId(request.ctx.db, userId) });
        }
        const events = await liveEventsAfter(request.ctx.db, userId, after);
        return ok<LiveEventsPage>({ events, last_id: events.at(-1)?.id ?? after });
      },
    );
  };
