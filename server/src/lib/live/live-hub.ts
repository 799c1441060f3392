/**
 * The live hub, one per API instance: it holds the open streams per user, LISTENs for publishLive's notifications
 * (`userId:eventId`) and, for a user it holds, reads that user's events after the stream furthest behind from the
 * table and writes each stream what it has not sent. Ids, not payloads, travel: a duplicate or late notification
 * changes nothing, and a missed one is made up by the next read. After the LISTEN connection comes back, every held
 * user is read again. Old events are forgotten hourly.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEnvelope } from '#contract';
import type { DatabaseHandle } from '../../db/client';
import { startPeriodicTask } from '../periodic-task';
import { deliveries, needsRead, parseLiveNotification, readAfter, streamsOverCap } from './live-delivery';
import { forgetLiveEventsBefore, LIVE_EVENTS_PAGE, liveEventsAfter } from './live-events';
import { LIVE_CHANNEL } from './publish-live';

const FORGET_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Where the hub writes one stream's events. */
export interface LiveSink {
  /** Writes the events in order; false when the stream has ended (or ends now: its client fell too far behind). */
  send(events: readonly LiveEnvelope[]): boolean;
  end(): void;
}

export interface LiveHub {
  /**
   * Holds a stream of the user's events after `afterId` (writing at once those already there); over the per-user
   * cap, the user's oldest stream on this instance ends. Call the answer when the stream ends.
   */
  attach(userId: number, afterId: number, sink: LiveSink): () => void;
  /** Ends every stream and stops listening (before the app stops, so no stream holds the server open). */
  close(): Promise<void>;
}

export interface LiveHubOptions {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  log: FastifyBaseLogger;
  /** Days an event is kept for reconnects and polls (LIVE_EVENTS_KEEP_DAYS). */
  keepDays: number;
}

interface HeldStream {
  sink: LiveSink;
  lastSentId: number;
}

interface UserStreams {
  /** Oldest first. */
  streams: HeldStream[];
  /** The read in progress: one at a time per user, so a stream's events go out in order. */
  reading: Promise<void> | null;
  /** Something happened during the read (a notification, a new stream, a full page): read once more after it. */
  again: boolean;
}

export async function startLiveHub({ database, log, keepDays }: LiveHubOptions): Promise<LiveHub> {
  const users = new Map<number, UserStreams>();
  let closed = false;

  const drop = (userId: number, stream: HeldStream) => {
    const held = users.get(userId);
    if (!held) return;
    held.streams = held.streams.filter((other) => other !== stream);
    if (held.streams.length === 0) users.delete(userId);
  };

  const endAll = (userId: number, held: UserStreams) => {
    for (const stream of held.streams) {
      drop(userId, stream);
      stream.sink.end();
    }
  };

  const pump = async (userId: number, held: UserStreams) => {
    do {
      held.again = false;
      const after = readAfter(held.streams);
      if (after === null) return;
      let events: LiveEnvelope[];
      try {
        events = await liveEventsAfter(database.db, userId, after);
      } catch (error) {
        // The clients reconnect with their last ids, so nothing is lost.
        log.error({ err: error, userId }, 'live events read failed: the user’s streams end');
        endAll(userId, held);
        return;
      }
      for (const { stream, events: due } of deliveries(held.streams, after, events)) {
        const last = due.at(-1);
        if (stream.sink.send(due) && last) stream.lastSentId = last.id;
        else drop(userId, stream);
      }
      if (events.length === LIVE_EVENTS_PAGE) held.again = true;
    } while (held.again && !closed);
  };

  const read = (userId: number) => {
    const held = users.get(userId);
    if (!held || closed) return;
    if (held.reading) {
      held.again = true;
      return;
    }
    held.reading = pump(userId, held).finally(() => {
      held.reading = null;
    });
  };

  const onNotification = (payload: string) => {
    const notified = parseLiveNotification(payload);
    const held = notified && users.get(notified.userId);
    if (held && needsRead(held.streams, notified.eventId)) read(notified.userId);
  };
  const readEveryone = () => {
    for (const userId of users.keys()) read(userId);
  };
  const stopListening = await database.listen(LIVE_CHANNEL, onNotification, readEveryone);

  const forget = () => forgetLiveEventsBefore(database.db, new Date(Date.now() - keepDays * DAY_MS));
  const forgetting = startPeriodicTask('forget live events', FORGET_EVERY_MS, forget, log);

  return {
    attach(userId, afterId, sink) {
      const stream: HeldStream = { sink, lastSentId: afterId };
      if (closed) {
        sink.end();
        return () => undefined;
      }
      const held = users.get(userId) ?? { streams: [], reading: null, again: false };
      for (const oldest of streamsOverCap(held.streams)) {
        drop(userId, oldest);
        oldest.sink.end();
      }
      held.streams.push(stream);
      users.set(userId, held);
      read(userId);
      return () => drop(userId, stream);
    },
    async close() {
      closed = true;
      const reads = [...users.values()].map((held) => held.reading);
      for (const [userId, held] of users) endAll(userId, held);
      await Promise.all(reads);
      await forgetting.stop();
      await stopListening();
    },
  };
}
