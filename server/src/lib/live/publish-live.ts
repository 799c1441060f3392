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

/** The advisory lock every publishing transaction holds until it ends: "LIVE" in ASCII. */
const LIVE_LOCK = 0x4c_49_56_45;

/**
 * Inside the write's transaction (`tx`), so the event exists exactly when the change it reports does.
 *
 * A stream sends a user's events in id order and remembers the last id it sent, so ids must become visible in that
 * order: two transactions could otherwise take ids 10 and 11 and commit 11 first, and 10 would never be sent. The
 * transaction lock makes the next publishing transaction wait until this one ends. One lock for all users, not one
 * per user: a transaction publishing to its users in two calls could then take two users' locks in the opposite
 * order of another's, and deadlock. Call it late in the transaction: it serialises what follows, up to the commit.
 */
export async function publishLive(tx: Database, userIds: readonly number[], event: LiveEvent): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${LIVE_LOCK})`);
  const rows = await tx
    .insert(liveEvents)
    .values(recipients.map((userId) => ({ userId, event })))
    .returning({ id: liveEvents.id, userId: liveEvents.userId });
  for (const row of rows) await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${`${row.userId}:${row.id}`})`);
}
