/**
 * Test helpers for registrations sent at once: the bursts, run on one app (PGlite takes its transactions one at a time,
 * so this checks the logic) and over two API processes on one scratch PostgreSQL database (where they really race).
 * The processes' codes are texted by an app in the test's process sharing their code key, so the test reads them
 * from memory.
 */
import type { RegisterBody } from '#contract';
import {
  type ApiProcess,
  type ApiProcessEnv,
  createScratchDatabase,
  type ScratchDatabase,
  startApiProcess,
} from '../../api-processes.test-helpers';
import { buildApp } from '../../app';
import { dataOf, testConfig } from '../../app.test-helpers';
import type { Database } from '../../db/database';
import type { SmsMessage } from '../../lib/sms/sms-provider';
import { createTestAccount } from '../auth/auth.test-helpers';
import { IP_REGISTRATION_RULES, PHONE_REGISTRATION_RULES } from '../auth/registration-limits';
import { lastCodeTo } from './otp.test-helpers';

const OTP_SECRET = 'registration-race-key-0123456789abcdef';

export interface CodeTextingPair {
  scratch: ScratchDatabase;
  instances: [ApiProcess, ApiProcess];
  /**
   * Asks the in-process app at `path` (under /api/v1) for a code for `phone`, from an address of its own, and answers
   * the code it texted to `e164`.
   */
  codeFor(path: string, phone: string, e164: string): Promise<string>;
  close(): Promise<void>;
}

/** A scratch database seeded with `seededProducts` products, two API processes on it given `env`, and the texting app. */
export async function startCodeTextingPair(
  purpose: string,
  seededProducts: number,
  env: ApiProcessEnv = {},
): Promise<CodeTextingPair> {
  const scratch = await createScratchDatabase(purpose, seededProducts);
  const processEnv = { ...env, OTP_SECRET };
  const instances = await Promise.all([
    startApiProcess(scratch.url, processEnv),
    startApiProcess(scratch.url, processEnv),
  ]);
  const sent: SmsMessage[] = [];
  const texting = await buildApp({
    db: scratch.handle,
    config: { ...testConfig, otpSecret: OTP_SECRET },
    sms: { send: async (message) => void sent.push(message) },
  });
  let asked = 0;
  return {
    scratch,
    instances,
    codeFor: async (path, phone, e164) => {
      asked += 1;
      const remoteAddress = `10.77.${asked >> 8}.${asked & 255}`;
      dataOf(await texting.inject({ method: 'POST', url: `/api/v1${path}`, payload: { phone }, remoteAddress }));
      return lastCodeTo(sent, e164);
    },
    close: async () => {
      await texting.close();
      await Promise.all(instances.map((api) => api.stop()));
      await scratch.drop();
    },
  };
}

let next = 0;
/** A mobile no other registration of this run uses: national form and E.164. */
export function freshPhone() {
  next += 1;
  const national = `0171${String(process.pid % 1000).padStart(3, '0')}${String(next).padStart(4, '0')}`;
  return { national, e164: `+880${national.slice(1)}` };
}

export type PhoneWithCode = ReturnType<typeof freshPhone> & { otp: string };
/** Sends the nth registration of a burst. */
type Send<T> = (body: RegisterBody, n: number) => Promise<T>;

const atOnce = <T>(bodies: RegisterBody[], send: Send<T>) => Promise.all(bodies.map((body, n) => send(body, n)));

/** The registration bursts both drivers' tests run, on the app's database `db`, with phones from `phoneWithCode`. */
export function registrationBursts(db: Database, phoneWithCode: () => Promise<PhoneWithCode>) {
  return {
    /**
     * The phone's limit + 1 registrations at once with one phone's right code and a taken email: each fails on the
     * email after its password hash, so none uses the code up and every one reaches the limit.
     */
    async onOnePhone<T>(send: Send<T>): Promise<T[]> {
      await createTestAccount(db, { email: 'twin@example.com' });
      const { national, otp } = await phoneWithCode();
      const body = { name: 'Twin', phone: national, otp, email: 'twin@example.com', password: 'password-1' };
      return atOnce(Array<RegisterBody>(PHONE_REGISTRATION_RULES[0]!.limit + 1).fill(body), send);
    },

    /** One phone's right code in `count` registrations at once, with nothing else wrong. */
    async ofOneCode<T>(count: number, send: Send<T>): Promise<{ phone: PhoneWithCode; answers: T[] }> {
      const phone = await phoneWithCode();
      const body = { name: 'Twin', phone: phone.national, otp: phone.otp, password: 'password-1' };
      return { phone, answers: await atOnce(Array<RegisterBody>(count).fill(body), send) };
    },

    /**
     * An address's limit + 1 registrations at once (`send` sends them from one address), each with a fresh phone's
     * right code and a taken email, so each fails on the email after its password hash.
     */
    async ofFreshPhones<T>(send: Send<T>): Promise<T[]> {
      await createTestAccount(db, { email: 'crowd@example.com' });
      const bodies: RegisterBody[] = [];
      for (let i = 0; i <= IP_REGISTRATION_RULES[0]!.limit; i += 1) {
        const { national, otp } = await phoneWithCode();
        bodies.push({ name: 'Crowd', phone: national, otp, email: 'crowd@example.com', password: 'password-1' });
      }
      return atOnce(bodies, send);
    },
  };
}

export type RegistrationBursts = ReturnType<typeof registrationBursts>;
