import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../app.test-helpers';
import type { DatabaseHandle } from './client';
import { newsletterSubscribers } from './schema';

// Without the guard, PGlite hangs on these (the test times out) and PostgreSQL quietly runs them outside the
// transaction (the expectations fail).
describe('transaction guard', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each([
    ['select', (db: DatabaseHandle['db']) => db.select().from(newsletterSubscribers)],
    [
      'insert',
      (db: DatabaseHandle['db']) => db.insert(newsletterSubscribers).values({ email: 'a@b.bd', locale: 'en' }),
    ],
    ['execute', (db: DatabaseHandle['db']) => db.execute(sql`select 1`)],
    ['$count', (db: DatabaseHandle['db']) => db.$count(newsletterSubscribers)],
    ['query', (db: DatabaseHandle['db']) => db.query.newsletterSubscribers.findMany()],
    ['transaction', (db: DatabaseHandle['db']) => db.transaction(async () => {})],
  ])(
    'throws TX_GUARD when the outer db is used for %s inside its transaction',
    async (_name, useOuter) => {
      const { db } = database;
      const attempt = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await useOuter(db);
      });
      await expect(attempt).rejects.toMatchObject({
        code: 'TX_GUARD',
        message: expect.stringContaining('use the transaction'),
      });
    },
    5_000,
  );

  it('rolls the transaction back when the guard fires', async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(newsletterSubscribers).values({ email: 'rolled-back@haat.test', locale: 'en' });
        await db.select().from(newsletterSubscribers);
      }),
    ).rejects.toMatchObject({ code: 'TX_GUARD' });
    expect(await db.$count(newsletterSubscribers)).toBe(0);
  });

  it('lets tx (and nested savepoints) work, and the outer db again once the transaction is over', async () => {
    const { db } = database;
    const inside = await db.transaction(async (tx) => {
      await tx.insert(newsletterSubscribers).values({ email: 'inside@haat.test', locale: 'bn' });
      await tx.transaction(async (nested) => {
        await nested.insert(newsletterSubscribers).values({ email: 'nested@haat.test', locale: 'en' });
      });
      return tx.$count(newsletterSubscribers);
    });
    expect(inside).toBe(2);
    expect(await db.$count(newsletterSubscribers)).toBe(2);
  });

  it('does not block work that runs outside the transaction context', async () => {
    const { db } = database;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    // Started outside the callback: no guard error (PGlite simply runs it after the commit).
    const outside = db.$count(newsletterSubscribers);
    release();
    await transaction;
    await expect(outside).resolves.toBeTypeOf('number');
  });
});
