/** Test helper: an app whose SMS are kept in memory (or in the outbox file) and whose clock can be moved. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../../app';
import { createTestDatabase, testConfig } from '../../app.test-helpers';
import type { DatabaseHandle } from '../../db/client';
import type { SmsMessage, SmsProvider } from '../../lib/sms/sms-provider';

export interface OtpTestApp {
  app: App;
  database: DatabaseHandle;
  dataDir: string;
  /** Every SMS handed to the in-memory provider, in order (empty when the outbox file is used). */
  sent: SmsMessage[];
  /** Moves the app's clock (code and ticket expiry) forward. */
  advance(seconds: number): void;
  /** The 6-digit code of the last SMS to `phone`. */
  lastCode(phone: string): string;
  /** POST under /api/v1; each call comes from a new client IP unless `ip` is given (the per-IP limit is tested apart). */
  post(
    url: string,
    payload?: object,
    options?: { headers?: Record<string, string>; ip?: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let nextIp = 0;
const freshIp = () => {
  nextIp += 1;
  return `10.${(process.pid >> 8) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
};

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

/** The 6-digit code of the last of `sent` to `phone`. */
export function lastCodeTo(sent: SmsMessage[], phone: string): string {
  const code = codeIn(sent.findLast((message) => message.to === phone)?.text ?? '');
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Another 6-digit code than `code`. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** `outbox`: the default provider (the outbox file in dataDir); `sms`: another provider; else in memory. */
export async function createOtpTestApp({ outbox = false, sms }: { outbox?: boolean; sms?: SmsProvider } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'haat-otp-'));
  const database = await createTestDatabase();
  const sent: SmsMessage[] = [];
  const memory: SmsProvider = { send: async (message) => void sent.push(message) };
  let offsetMs = 0;
  const config = {
    ...testConfig,
    dataDir,
    sms: { provider: 'outbox' as const, outboxFile: join(dataDir, 'sms-outbox.jsonl') },
  };
  const app = await buildApp({
    db: database,
    config,
    sms: outbox ? undefined : (sms ?? memory),
    clock: () => new Date(Date.now() + offsetMs),
  });
  const testApp: OtpTestApp = {
    app,
    database,
    dataDir,
    sent,
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    lastCode: (phone) => lastCodeTo(sent, phone),
    post: (url, payload, { headers = {}, ip = freshIp() } = {}) => {
      const options: InjectOptions = { method: 'POST', url: `/api/v1${url}`, headers, remoteAddress: ip };
      if (payload) options.payload = payload;
      return app.inject(options);
    },
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
