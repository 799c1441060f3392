/**
 * Puts an event on users' live streams: a live_events row per user, then a NOTIFY carrying only `userId:eventId`
 * (payloads must stay under 8000 bytes, and PostgreSQL delivers them at commit, so a rolled-back write tells no one).
 * Each API instance LISTENs on LIVE_CHANNEL and reads the events from the table (live-hub).
 */
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '#contract';
import type { Database } from '../../db/database';
import { liveEvents } from '../../db/schema';

export const LIVE_CHANNEL = 'haat_live';

/** Inside the write's transaction (`tx`), so the event exists exactly when the change it reports does. */
export async function publishLive(tx: Database, userIds: readonly number[], event: LiveEvent): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  const rows = await tx
    .insert(liveEvents)
    .values(recipients.map((userId) => ({ userId, event })))
    .returning({ id: liveEvents.id, userId: liveEvents.userId });
  for (const row of rows) await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${`${row.userId}:${row.id}`})`);
}
