/**
 * Test helpers for limits under concurrency: a burst of requests sent at once, counted by the status each got. A limit
 * of N holds when a burst of N+1 counts N passes and one refusal, on one app (PGlite takes its transactions one at a
 * time, so this checks the logic) and over two API processes on one PostgreSQL database (where they really race).
 */
import type { ApiProcess } from './api-processes.test-helpers';

/** An answer of `app.inject` or of `fetch`. */
type Answer = { statusCode: number } | Response;

async function statusOf(answer: Answer): Promise<number> {
  if ('statusCode' in answer) return answer.statusCode;
  await answer.arrayBuffer(); // read, so the connection is free again
  return answer.status;
}

/** Statuses counted: `{ 201: 5, 429: 1 }`. */
export type StatusCounts = Record<number, number>;

/** Sends `count` requests at once (`send(n)` makes the nth) and counts their answers by status. */
export async function burst(count: number, send: (n: number) => Promise<Answer>): Promise<StatusCounts> {
  const statuses = await Promise.all(Array.from({ length: count }, async (_, n) => statusOf(await send(n))));
  const counts: StatusCounts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** A burst split over API processes: the nth request goes to `instances[n % instances.length]`'s base URL. */
export const burstOver = (
  instances: readonly ApiProcess[],
  count: number,
  send: (base: string, n: number) => Promise<Response>,
): Promise<StatusCounts> => burst(count, (n) => send(instances[n % instances.length]!.base, n));
