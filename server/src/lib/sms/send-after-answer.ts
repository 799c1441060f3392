import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * Sends a notice without waiting for it: a failing SMS gateway is logged with `about` and costs the order, payment or
 * return that caused it nothing. Call it after the transaction commits, so a rolled-back change sends nothing.
 */
export function sendAfterAnswer(
  sms: SmsProvider,
  log: Pick<FastifyBaseLogger, 'error'>,
  message: SmsMessage,
  about: Record<string, unknown>,
): void {
  sms.send(message).catch((error: unknown) => log.error({ err: error, ...about }, 'SMS not sent'));
}
