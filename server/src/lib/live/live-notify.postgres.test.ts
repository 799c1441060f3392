/**
 * What only PostgreSQL shows of publishLive and listen (PGlite runs one transaction at a time and never loses its
 * in-process listener): publishing transactions wait for each other, and a cut LISTEN connection comes back.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { deferred, eventually, listenerDatabase } from './live.test-helpers';
import { LIVE_CHANNEL, publishLive } from './publish-live';

let database: DatabaseHandle;
let userId: number;

beforeAll(async () => {
  ({ database, userId } = await listenerDatabase());
});

afterAll(async () => {
  await database?.close();
});

describe('listen on PostgreSQL', () => {
  it('a second publishing transaction waits for the first to end, so ids commit in order', async () => {
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
  });

  it('listens again after its connection is cut, and says so (notifications may be lost)', async () => {
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
  });
});
