/**
 * publishLive's NOTIFY through the database handle's `listen`, on the driver of the run (PGlite by default,
 * PostgreSQL with HAAT_TEST_DB=postgres): delivered at commit, never for a rolled-back transaction.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../app.test-helpers';
import type { DatabaseHandle } from '../../db/client';
import { eventually, listenerDatabase } from './live.test-helpers';
import { LIVE_CHANNEL, publishLive } from './publish-live';

let database: DatabaseHandle;
let userId: number;

beforeAll(async () => {
  ({ database, userId } = await listenerDatabase());
});

afterAll(async () => {
  await database?.close();
});

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
});
