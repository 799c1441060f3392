import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims the key: true when this transaction inserted it. A second claim of the same key waits (PostgreSQL) until
 * the first transaction ends; then it is false if that one committed, or it claims the key if that one rolled back.
 */
export async function claimKey(db: Database, scope: string, key: string, fingerprint: string, at: Date) {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ scope, key, fingerprint, statusCode: 0, answer: {}, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Database, scope: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveAnswer(db: Database, scope: string, key: string, statusCode: number, answer: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, answer })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

export async function deleteKeysBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
