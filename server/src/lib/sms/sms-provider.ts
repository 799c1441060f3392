/** Text messages to phones. Phones are E.164 (+8801XXXXXXXXX). */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsProvider {
  /** Resolves once the message is handed over (written to the outbox, accepted by the gateway). */
  send(message: SmsMessage): Promise<void>;
}

export type SmsFailureReason = 'timeout' | 'network' | 'http_status' | 'rejected' | 'bad_response';

/** The gateway did not take the message. `detail` is for the log only (it may name the account's problem). */
export class SmsDeliveryError extends Error {
  constructor(
    readonly reason: SmsFailureReason,
    readonly detail: string,
    readonly gatewayCode?: number,
  ) {
    super(`SMS not sent (${reason}): ${detail}`);
    this.name = 'SmsDeliveryError';
  }
}
