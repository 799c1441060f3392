/**
 * Bursts of registrations through two API processes on one PostgreSQL database, as a deployment with two instances
 * runs (PostgreSQL only: PGlite runs one transaction at a time); every registration comes from the test's one
 * address. One app: registration.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { RegisterBody } from '#contract';
import { rateLimitHits, users } from '../../db/schema';
import { IP_REGISTRATION_RULES, PHONE_REGISTRATION_RULES } from '../auth/registration-limits';
import {
  type CodeTextingPair,
  freshPhone,
  type RegistrationBursts,
  registrationBursts,
  startCodeTextingPair,
} from './registration-races.test-helpers';

let pair: CodeTextingPair;
let bursts: RegistrationBursts;
beforeAll(async () => {
  pair = await startCodeTextingPair('registration_race', 0);
  bursts = registrationBursts(pair.scratch.handle.db, phoneWithCode);
});
afterAll(() => pair?.close());

beforeEach(async () => {
  await pair.scratch.handle.db.delete(rateLimitHits);
});

/** A fresh phone and the registration code the in-process app texted it. */
async function phoneWithCode() {
  const phone = freshPhone();
  return { ...phone, otp: await pair.codeFor('/v1/auth/register/otp', phone.national, phone.e164) };
}

/** The nth registration goes to the nth process in turn. */
const registerOver = (body: RegisterBody, n: number) =>
  fetch(`${pair.instances[n % 2]!.base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });

const statusesOf = (answers: Response[]) => answers.map((answer) => answer.status).sort();

it(`one phone’s code in a burst of ${PHONE_REGISTRATION_RULES[0]!.limit + 1} over two processes: exactly ${PHONE_REGISTRATION_RULES[0]!.limit} reach the hash`, async () => {
  const answers = await bursts.onOnePhone(registerOver);
  expect(statusesOf(answers)).toEqual([...Array<number>(PHONE_REGISTRATION_RULES[0]!.limit).fill(422), 429]);
});

it('one phone’s code sent to both processes at once makes one account; the others are refused, none is a 500', async () => {
  const { phone, answers } = await bursts.ofOneCode(4, registerOver);
  expect(statusesOf(answers)).toEqual([201, 422, 422, 422]);
  expect(await pair.scratch.handle.db.$count(users, eq(users.phone, phone.e164))).toBe(1);
});

it(`a burst of ${IP_REGISTRATION_RULES[0]!.limit + 1} refused registrations from one address over two processes: exactly ${IP_REGISTRATION_RULES[0]!.limit} reach the hash`, async () => {
  const answers = await bursts.ofFreshPhones(registerOver);
  expect(statusesOf(answers)).toEqual([...Array<number>(IP_REGISTRATION_RULES[0]!.limit).fill(422), 429]);
});
