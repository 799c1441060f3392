/**
 * Wrong admin tokens from one client address sent at once to two API processes on one PostgreSQL database (PostgreSQL
 * only: PGlite runs one transaction at a time): each takes its place among the address's guesses before it is
 * compared, so exactly the limit is compared and counted.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type ApiProcess,
  createScratchDatabase,
  queryRows,
  type ScratchDatabase,
  startApiProcess,
} from '../../api-processes.test-helpers';
import { burstOver } from '../../bursts.test-helpers';
import { ADMIN_GUESS_RULES } from './admin-auth';

const ADMIN_TOKEN = 'admin-guess-race-token-of-32-characters';
const [GUESSES] = ADMIN_GUESS_RULES;
let scratch: ScratchDatabase;
let instances: [ApiProcess, ApiProcess];

beforeAll(async () => {
  scratch = await createScratchDatabase('admin_guess_race', 0);
  instances = await Promise.all([
    startApiProcess(scratch.url, { ADMIN_TOKEN }),
    startApiProcess(scratch.url, { ADMIN_TOKEN }),
  ]);
});

afterAll(async () => {
  await Promise.all((instances ?? []).map((api) => api.stop()));
  await scratch?.drop();
});

const adminList = (base: string, token: string) =>
  fetch(`${base}/admin/reviews`, { headers: { authorization: `Bearer ${token}` } });

it(`two instances given ${GUESSES!.limit + 1} wrong admin tokens at once count ${GUESSES!.limit} (401) and refuse one (429); the right token is then refused too`, async () => {
  const limit = GUESSES!.limit;
  const answers = await burstOver(instances, limit + 1, (base, n) => adminList(base, `wrong-guess-${n}`));
  expect(answers).toEqual({ 401: limit, 429: 1 });
  const [counted] = await queryRows<{ hits: number }>(
    scratch.handle.db,
    sql`select count(*)::int as hits from rate_limit_hits where key like 'admin-token-failure:%'`,
  );
  expect(counted?.hits).toBe(limit);
  expect((await adminList(instances[1].base, ADMIN_TOKEN)).status).toBe(429);
});
