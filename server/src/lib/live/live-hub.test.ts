/**
 * The hub's effects with the notifications in the test's hands (a stand-in `listen`): what it reads and writes when
 * a notification is late, repeated or missed, when the LISTEN connection comes back, and when a read fails.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEnvelope } from '#contract';
import { createTestDatabase } from '../../app.test-helpers';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { latestLiveEventId } from './live-events';
import { type LiveHub, type LiveSink, startLiveHub } from './live-hub';
import { publishLive } from './publish-live';

let database: DatabaseHandle;
let hub: LiveHub;
let userId: number;
let notify: (payload: string) => void;
let reconnected: () => void;

const silentLog = { error: vi.fn() } as unknown as Parameters<typeof startLiveHub>[0]['log'];

beforeEach(async () => {
  database = await createTestDatabase();
  const [user] = await database.db.insert(users).values({ name: 'Hub user' }).returning({ id: users.id });
  userId = user?.id ?? 0;
  const listen: DatabaseHandle['listen'] = async (_channel, onPayload, onReconnect) => {
    notify = onPayload;
    reconnected = onReconnect ?? (() => undefined);
    return async () => undefined;
  };
  hub = await startLiveHub({ database: { db: database.db, listen }, log: silentLog, keepDays: 3 });
});

afterEach(async () => {
  await hub.close();
  await database.close();
});

/** A sink that keeps what it is sent. */
function recordingSink() {
  const sent: LiveEnvelope[] = [];
  const sink: LiveSink & { sent: LiveEnvelope[]; ended: boolean } = {
    sent,
    ended: false,
    send: (events) => {
      sent.push(...events);
      return true;
    },
    end: () => {
      sink.ended = true;
    },
  };
  return sink;
}

/** Publishes `count` events for the user without telling the hub; answers the latest id. */
async function publishQuietly(count: number): Promise<number> {
  for (let index = 0; index < count; index += 1) {
    await database.db.transaction((tx) => publishLive(tx, [userId], { type: 'unread', unread: index }));
  }
  return latestLiveEventId(database.db, userId);
}

const sentIds = (sink: { sent: LiveEnvelope[] }) => sink.sent.map((envelope) => envelope.id);

describe('the live hub', () => {
  it('makes up a missed notification with the next: both events, in order, once', async () => {
    const start = await latestLiveEventId(database.db, userId);
    const sink = recordingSink();
    hub.attach(userId, start, sink);
    const latest = await publishQuietly(2);
    notify(`${userId}:${latest}`);
    notify(`${userId}:${latest}`);
    notify(`${userId}:${latest - 1}`);
    await vi.waitFor(() => expect(sentIds(sink)).toEqual([latest - 1, latest]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentIds(sink)).toEqual([latest - 1, latest]);
  });

  it('reads every held user again once the LISTEN connection is back', async () => {
    const sink = recordingSink();
    hub.attach(userId, await latestLiveEventId(database.db, userId), sink);
    const latest = await publishQuietly(1);
    reconnected();
    await vi.waitFor(() => expect(sentIds(sink)).toEqual([latest]));
  });

  it('ignores notifications that are not userId:eventId, and users it holds no stream of', async () => {
    const sink = recordingSink();
    hub.attach(userId, await latestLiveEventId(database.db, userId), sink);
    // The read every new stream starts with is over (it found nothing).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await publishQuietly(1);
    notify('hello');
    notify(`${userId + 1000}:999999`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sink.sent).toEqual([]);
  });

  it("ends the user's streams when a read fails (the clients reconnect from their last ids)", async () => {
    const sink = recordingSink();
    hub.attach(userId, 0, sink);
    await database.close();
    notify(`${userId}:999999`);
    await vi.waitFor(() => expect(sink.ended).toBe(true));
    database = await createTestDatabase();
  });

  it('ends every stream, and takes no new one, once closed', async () => {
    const sink = recordingSink();
    hub.attach(userId, 0, sink);
    await hub.close();
    expect(sink.ended).toBe(true);
    const late = recordingSink();
    hub.attach(userId, 0, late);
    expect(late.ended).toBe(true);
  });
});
