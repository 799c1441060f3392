import type { SmsConfig } from '../../config';
import { createBulkSmsBdProvider } from './bulksmsbd-sms-provider';
import { createOutboxSmsProvider } from './outbox-sms-provider';
import type { SmsProvider } from './sms-provider';

/** The provider SMS_PROVIDER names: the local outbox (default) or the BulkSMSBD HTTP gateway. */
export function createSmsProvider(config: SmsConfig, print?: (line: string) => void): SmsProvider {
  if (config.provider === 'outbox') return createOutboxSmsProvider(config.outboxFile, print);
  return createBulkSmsBdProvider(config.http);
}
