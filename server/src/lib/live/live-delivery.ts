/**
 * The live hub's decisions, without effects: what a notification names, whether it calls for a read, which of the
 * events read each stream still needs, and which streams a new one pushes over the per-user cap.
 */
import type { LiveEnvelope } from '#contract';

/** Streams one user may hold open on one API instance; a new one beyond it closes the oldest. */
export const LIVE_STREAMS_PER_USER = 5;

/** Where a stream is: the id of the last event it sent (or started after). */
export interface StreamPosition {
  lastSentId: number;
}

export interface LiveNotification {
  userId: number;
  eventId: number;
}

const NOTIFICATION = /^(\d{1,10}):(\d{1,16})$/;

/** `userId:eventId`, as publishLive sends it; null for anything else (another writer on the channel). */
export function parseLiveNotification(payload: string): LiveNotification | null {
  const match = NOTIFICATION.exec(payload);
  if (!match) return null;
  return { userId: Number(match[1]), eventId: Number(match[2]) };
}

/** A notified event is worth a read when some stream has not sent it yet (a read already made may have). */
export function needsRead(streams: Iterable<StreamPosition>, eventId: number): boolean {
  for (const stream of streams) if (stream.lastSentId < eventId) return true;
  return false;
}

/** Where a read for these streams starts: after the position of the one furthest behind. */
export function readAfter(streams: Iterable<StreamPosition>): number | null {
  let after: number | null = null;
  for (const stream of streams) after = after === null ? stream.lastSentId : Math.min(after, stream.lastSentId);
  return after;
}

/**
 * For each stream, in its order, the events it has not sent from one read of the events after `readAfterId` (in
 * id order): each event at most once per stream, never one older than what it sent last, and nothing for a stream
 * that is further behind than the read (it joined while the read ran): it would skip the events in between.
 */
export function deliveries<S extends StreamPosition>(
  streams: readonly S[],
  readAfterId: number,
  events: readonly LiveEnvelope[],
): { stream: S; events: LiveEnvelope[] }[] {
  return streams
    .filter((stream) => stream.lastSentId >= readAfterId)
    .map((stream) => ({ stream, events: events.filter((event) => event.id > stream.lastSentId) }))
    .filter((delivery) => delivery.events.length > 0);
}

/** The streams (oldest first) to close so that one more fits under the cap. */
export function streamsOverCap<S>(openOldestFirst: readonly S[], cap = LIVE_STREAMS_PER_USER): S[] {
  return openOldestFirst.slice(0, Math.max(0, openOldestFirst.length - cap + 1));
}
