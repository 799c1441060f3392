import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createSmsProvider } from './create-sms-provider';

const dir = await mkdtemp(join(tmpdir(), 'haat-sms-outbox-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('outbox SMS provider (the default)', () => {
  it('appends one JSON line per message to DATA_DIR/sms-outbox.jsonl and prints one line', async () => {
    const config = loadConfig({ DATA_DIR: join(dir, 'data') });
    expect(config.sms).toEqual({ provider: 'outbox', outboxFile: join(dir, 'data', 'sms-outbox.jsonl') });
    const printed: string[] = [];
    const sms = createSmsProvider(config.sms, (line) => printed.push(line));
    await sms.send({ to: '+8801712345678', text: 'কোড 123456' });
    await sms.send({ to: '+8801812345678', text: 'Code\n654321' });

    const lines = (await readFile(config.sms.outboxFile, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toMatchObject([
      { to: '+8801712345678', text: 'কোড 123456' },
      { to: '+8801812345678', text: 'Code\n654321' },
    ]);
    expect(Number.isNaN(Date.parse(lines[0].sent_at))).toBe(false);
    expect(printed).toEqual(['SMS to +8801712345678: কোড 123456', 'SMS to +8801812345678: Code 654321']);
  });

  it('the HTTP gateway needs its key and sender id', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http', SMS_API_KEY: 'k' })).toThrow(/SMS_SENDER_ID/);
    expect(loadConfig({ SMS_PROVIDER: 'http', SMS_API_KEY: 'k', SMS_SENDER_ID: 'Haat' }).sms).toMatchObject({
      provider: 'http',
      http: { url: 'https://bulksmsbd.net/api/smsapi', apiKey: 'k', senderId: 'Haat', timeoutMs: 10_000 },
    });
  });
});
