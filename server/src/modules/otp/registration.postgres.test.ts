/**
 * Bursts of registrations through two API processes on one PostgreSQL database, as a deployment with two instances
 * runs (PostgreSQL only: PGlite runs one transaction at a time). The codes are sent by an app in this process sharing
 * the processes' code key, so the test reads them from memory; every registration comes from the test's one address.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  type ApiProcess,
  createScratchDatabase,
  type ScratchDatabase,
  startApiProcess,
} from '../../api-processes.test-helpers';
import { type App, buildApp } from '../../app';
import { dataOf, testConfig } from '../../app.test-helpers';
import { rateLimitHits, users } from '../../db/schema';
import type { SmsMessage } from '../../lib/sms/sms-provider';
import { createTestAccount } from '../auth/auth.test-helpers';
import { IP_REGISTRATION_RULES, PHONE_REGISTRATION_RULES } from '../auth/registration-limits';
import { codeIn } from './otp.test-helpers';

const OTP_SECRET = 'registration-race-key-0123456789abcdef';
let scratch: ScratchDatabase;
let instances: [ApiProcess, ApiProcess];
let codes: App;
const sent: SmsMessage[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase('registration_race', 0);
  instances = await Promise.all([
    startApiProcess(scratch.url, { OTP_SECRET }),
    startApiProcess(scratch.url, { OTP_SECRET }),
  ]);
  codes = await buildApp({
    db: scratch.handle,
    config: { ...testConfig, otpSecret: OTP_SECRET },
    sms: { send: async (message) => void sent.push(message) },
  });
});

afterAll(async () => {
  await codes?.close();
  await Promise.all((instances ?? []).map((api) => api.stop()));
  await scratch?.drop();
});

beforeEach(async () => {
  await scratch.handle.db.delete(rateLimitHits);
});

let next = 0;
/** A new phone and the registration code the in-process app texted it (each asked from an address of its own). */
async function phoneWithCode() {
  next += 1;
  const national = `0172${String(next).padStart(7, '0')}`;
  const e164 = `+880${national.slice(1)}`;
  const response = await codes.inject({
    method: 'POST',
    url: '/api/v1/v1/auth/register/otp',
    payload: { phone: national },
    remoteAddress: `10.77.${next >> 8}.${next & 255}`,
  });
  dataOf(response);
  const otp = codeIn(sent.findLast((message) => message.to === e164)?.text ?? '');
  if (!otp) throw new Error(`no code sent to ${e164}`);
  return { national, e164, otp };
}

const registerOver = (api: ApiProcess, body: object) =>
  fetch(`${api.base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });

const statusesOf = (answers: Response[]) => answers.map((answer) => answer.status).sort();

it(`one phone’s code in a burst of ${PHONE_REGISTRATION_RULES[0]!.limit + 1} over two processes: exactly ${PHONE_REGISTRATION_RULES[0]!.limit} reach the hash`, async () => {
  await createTestAccount(scratch.handle.db, { email: 'twin@example.com' });
  const phone = await phoneWithCode();
  const limit = PHONE_REGISTRATION_RULES[0]!.limit;
  // A taken email fails each after its hash, so none uses the code up and every one reaches the limit.
  const body = {
    name: 'Twin',
    phone: phone.national,
    otp: phone.otp,
    email: 'twin@example.com',
    password: 'password-1',
  };
  const answers = await Promise.all(Array.from({ length: limit + 1 }, (_, n) => registerOver(instances[n % 2]!, body)));
  expect(statusesOf(answers)).toEqual([...Array<number>(limit).fill(422), 429]);
});

it('one phone’s code sent to both processes at once makes one account; the others are refused, none is a 500', async () => {
  const phone = await phoneWithCode();
  const body = { name: 'Twin', phone: phone.national, otp: phone.otp, password: 'password-1' };
  const answers = await Promise.all(Array.from({ length: 4 }, (_, n) => registerOver(instances[n % 2]!, body)));
  expect(statusesOf(answers)).toEqual([201, 422, 422, 422]);
  expect(await scratch.handle.db.$count(users, eq(users.phone, phone.e164))).toBe(1);
});

it(`a burst of ${IP_REGISTRATION_RULES[0]!.limit + 1} refused registrations from one address over two processes: exactly ${IP_REGISTRATION_RULES[0]!.limit} reach the hash`, async () => {
  await createTestAccount(scratch.handle.db, { email: 'crowd@example.com' });
  const limit = IP_REGISTRATION_RULES[0]!.limit;
  const phones = [];
  for (let i = 0; i <= limit; i += 1) phones.push(await phoneWithCode());
  const answers = await Promise.all(
    phones.map(({ national, otp }, n) =>
      registerOver(instances[n % 2]!, {
        name: 'Crowd',
        phone: national,
        otp,
        email: 'crowd@example.com',
        password: 'password-1',
      }),
    ),
  );
  expect(statusesOf(answers)).toEqual([...Array<number>(limit).fill(422), 429]);
});
