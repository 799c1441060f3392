/**
 * A burst of sign-ups from one client address through two API processes on one PostgreSQL database (PostgreSQL
 * only: PGlite runs one transaction at a time). The address's hits are counted under a lock, so exactly the hourly
 * limit gets through; the same new address sent to both at once is stored once, both told the same.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type ApiProcess,
  createScratchDatabase,
  type ScratchDatabase,
  startApiProcess,
} from '../../api-processes.test-helpers';
import { newsletterSubscribers, rateLimitHits } from '../../db/schema';
import { SIGN_UPS_PER_HOUR } from './newsletter.service';

let scratch: ScratchDatabase;
let instances: [ApiProcess, ApiProcess];

beforeAll(async () => {
  scratch = await createScratchDatabase('newsletter_race', 0);
  instances = await Promise.all([startApiProcess(scratch.url), startApiProcess(scratch.url)]);
});

afterAll(async () => {
  await Promise.all((instances ?? []).map((api) => api.stop()));
  await scratch?.drop();
});

const signUp = (api: ApiProcess, email: string) =>
  fetch(`${api.base}/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

it('one new address sent to both processes at once is stored once, and both answers are the same', async () => {
  const answers = await Promise.all(instances.map((api) => signUp(api, 'both@example.com')));
  const bodies = await Promise.all(answers.map((answer) => answer.json()));
  expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
  expect(bodies[0]).toEqual(bodies[1]);
  const { db } = scratch.handle;
  expect(await db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, 'both@example.com'))).toBe(1);
  await db.delete(rateLimitHits);
  await db.delete(newsletterSubscribers);
});

it(`a burst of ${SIGN_UPS_PER_HOUR + 6} sign-ups from one address over two processes lets exactly ${SIGN_UPS_PER_HOUR} through`, async () => {
  const answers = await Promise.all(
    Array.from({ length: SIGN_UPS_PER_HOUR + 6 }, (_, n) => signUp(instances[n % 2]!, `burst${n}@example.com`)),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(SIGN_UPS_PER_HOUR);
  expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  expect(await scratch.handle.db.$count(newsletterSubscribers)).toBe(SIGN_UPS_PER_HOUR);
});
