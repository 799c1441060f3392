/** Reading and forgetting the live_events rows that publishLive writes. */
import { and, asc, eq, gt, lt, max } from 'drizzle-orm';
import type { LiveEnvelope } from '#contract';
import type { Database } from '../../db/database';
import { liveEvents } from '../../db/schema';

/** Events one read (a stream's or a poll's) takes at most; a stream reads again until it has them all. */
export const LIVE_EVENTS_PAGE = 100;

/** The user's events after `afterId`, oldest first, at most `limit`. */
export async function liveEventsAfter(
  db: Database,
  userId: number,
  afterId: number,
  limit = LIVE_EVENTS_PAGE,
): Promise<LiveEnvelope[]> {
  return db
    .select({ id: liveEvents.id, event: liveEvents.event })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The id of the user's latest event; 0 when there is none (event ids start at 1). */
export async function latestLiveEventId(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(liveEvents.id) })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId));
  return Number(row?.id ?? 0);
}

/** Deletes events created before `cutoff`; a reconnect after that long replays only what is left. */
export async function forgetLiveEventsBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, cutoff));
}
