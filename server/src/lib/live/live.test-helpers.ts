/** What the live tests share: a database with one user to publish to, and waiting helpers. */
import { vi } from 'vitest';
import { createTestDatabase } from '../../app.test-helpers';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';

export async function listenerDatabase(): Promise<{ database: DatabaseHandle; userId: number }> {
  const database = await createTestDatabase();
  const [user] = await database.db.insert(users).values({ name: 'Listener' }).returning({ id: users.id });
  return { database, userId: user?.id ?? 0 };
}

/** A promise and the function that settles it. */
export function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Waits until `check` holds, or fails after `ms`. */
export async function eventually(check: () => void, ms = 2_000): Promise<void> {
  await vi.waitFor(check, { timeout: ms, interval: 10 });
}
