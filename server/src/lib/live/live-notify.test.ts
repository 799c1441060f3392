/**
 * publishLive's NOTIFY through the database handle's `listen`, on the driver of the run (PGlite by default,
 * PostgreSQL with HAAT_TEST_DB=postgres): delivered at commit, never for a rolled-back transaction.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, onPostgres } from '../../app.test-helpers';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { LIVE_CHANNEL, publishLive } from './publish-live';

let database: DatabaseHandle;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db.insert(users).values({ name: 'Listener' }).returning({ id: users.id });
  userId = user?.id ?? 0;
});

afterAll(async () => {
  await database?.close();
});

/** A promise and the function that settles it. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Waits until `check` holds, or fails after `ms`. */
async function eventually(check: () => void, ms = 2_000): Promise<void> {
  await vi.waitFor(check, { timeout: ms, interval: 10 });
}

describe(`listen on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('hears a NOTIFY sent inside a transaction once it commits, carrying userId:eventId', async () => {
    const heard: string[] = [];
    const stop = await database.listen(LIVE_CHANNEL, (payload) => heard.push(payload));
    try {
      await database.db.transaction(async (tx) => {
        await publishLive(tx, [userId], { type: 'unread', unread: 1 });
        await sleep(50);
        expect(heard).toEqual([]);
      });
      const rows = await database.db.execute(sql`select max(id) as id from live_events`);
      const [{ id }] = (rows as unknown as { rows: [{ id: string | number }] }).rows;
      await eventually(() => expect(heard).toEqual([`${userId}:${id}`]));
    } finally {
      await stop();
    }
  });

  it('hears nothing of a rolled-back transaction, and nothing after it stops listening', async () => {
    const heard: string[] = [];
    const stop = await database.listen(LIVE_CHANNEL, (payload) => heard.push(payload));
    await database.db
      .transaction(async (tx) => {
        await publishLive(tx, [userId], { type: 'unread', unread: 2 });
        tx.rollback();
      })
      .catch(() => undefined);
    await stop();
    await database.db.transaction((tx) => publishLive(tx, [userId], { type: 'unread', unread: 3 }));
    await sleep(200);
    expect(heard).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    'a second publishing transaction waits for the first to end, so ids commit in order',
    async () => {
      const hold = deferred();
      const published = deferred();
      const first = database.db.transaction(async (tx) => {
        await publishLive(tx, [userId], { type: 'unread', unread: 5 });
        published.resolve();
        await hold.promise;
      });
      await published.promise;
      let secondDone = false;
      const second = database.db
        .transaction((tx) => publishLive(tx, [userId], { type: 'unread', unread: 6 }))
        .then(() => {
          secondDone = true;
        });
      await sleep(300);
      expect(secondDone).toBe(false);
      hold.resolve();
      await Promise.all([first, second]);
      expect(secondDone).toBe(true);
    },
  );

  it.skipIf(!onPostgres)(
    'listens again after its connection is cut, and says so (notifications may be lost)',
    async () => {
      const heard: string[] = [];
      const reconnected = vi.fn();
      const stop = await database.listen(LIVE_CHANNEL, (payload) => heard.push(payload), reconnected);
      try {
        await database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`);
        await eventually(() => expect(reconnected).toHaveBeenCalledTimes(1), 5_000);
        await database.db.transaction((tx) => publishLive(tx, [userId], { type: 'unread', unread: 4 }));
        await eventually(() => expect(heard).toHaveLength(1));
      } finally {
        await stop();
      }
    },
  );
});
