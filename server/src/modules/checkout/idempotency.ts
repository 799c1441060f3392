/**
 * Idempotency-Key for order placement: the same key again answers the first answer and writes nothing; the same key
 * with another request is refused. The key is claimed as the first write of the placement's own transaction, so it
 * is held exactly as long as the work (two instances given one key at once: the second waits, then replays), and a
 * placement that fails releases it with its rollback: nothing was done, so the retry may do it.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/http-errors';
import { claimKey, deleteKeysBefore, findKey, saveAnswer } from './idempotency.repository';

/** Keys are kept at least this long (the issue asks for 24 hours; a retry days later is a new checkout). */
export const IDEMPOTENCY_KEY_HOURS = 48;

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/)
  .optional();

export interface IdempotentRequest {
  /** Whose key (`user:<id>`, `guest:<phone>`): one shopper's key never answers another's request. */
  scope: string;
  key: string | undefined;
  /** What the request asks: the route and its parsed body. */
  request: unknown;
}

export interface StoredAnswer {
  statusCode: number;
  answer: unknown;
  /** True when this is an earlier request's answer given again: nothing was done now. */
  replayed?: boolean;
}

const fingerprintOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

const keyReused = () => new AppError(422, 'checkout.keyReused', {}, undefined, { code: 'IDEMPOTENCY_KEY_REUSED' });

/** The answer already given to this key, if any (read outside a transaction, before work that must not repeat). */
export async function storedAnswer(db: Database, idempotent: IdempotentRequest): Promise<StoredAnswer | null> {
  if (!idempotent.key) return null;
  const row = await findKey(db, idempotent.scope, idempotent.key);
  if (!row || row.statusCode === 0) return null;
  if (row.fingerprint !== fingerprintOf(idempotent.request)) throw keyReused();
  return { statusCode: row.statusCode, answer: row.answer, replayed: true };
}

/**
 * Runs `work` in transaction `tx` under the key: claims it first; if another request holds or held it, answers that
 * request's answer instead (422 IDEMPOTENCY_KEY_REUSED when the requests differ). Without a key, just runs `work`.
 */
export async function once(
  tx: Database,
  idempotent: IdempotentRequest,
  at: Date,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const { scope, key } = idempotent;
  if (!key) return work();
  const fingerprint = fingerprintOf(idempotent.request);
  if (!(await claimKey(tx, scope, key, fingerprint, at))) {
    const row = await findKey(tx, scope, key);
    if (!row || row.fingerprint !== fingerprint) throw keyReused();
    return { statusCode: row.statusCode, answer: row.answer, replayed: true };
  }
  const done = await work();
  await saveAnswer(tx, scope, key, done.statusCode, done.answer);
  return done;
}

/** Forgets keys older than IDEMPOTENCY_KEY_HOURS; answers how many. */
export function forgetOldKeys(db: Database, now: Date): Promise<number> {
  return deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000));
}
