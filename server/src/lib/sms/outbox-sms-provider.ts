import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SmsMessage, SmsProvider } from './sms-provider';

export interface OutboxLine extends SmsMessage {
  sent_at: string;
}

/**
 * The embedded provider: nothing leaves the machine. Each message is printed as one line and appended as one
 * JSON line `{to, text, sent_at}` to the outbox file, where people and tests read the codes.
 */
export function createOutboxSmsProvider(
  file: string,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  now: () => Date = () => new Date(),
): SmsProvider {
  return {
    async send({ to, text }) {
      const line: OutboxLine = { to, text, sent_at: now().toISOString() };
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(line)}\n`, 'utf8');
      print(`SMS to ${to}: ${text.replace(/\s+/g, ' ')}`);
    },
  };
}
