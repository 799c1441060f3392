/**
 * The simulated bKash's memory: tokens and payments. `Authorized` is the simulator's own step between the
 * shopper's Pay on the hosted page and the merchant's execute; bKash reports it as `Initiated`.
 */
import { randomBytes } from 'node:crypto';
import { randomId } from '../random-id';

export const TOKEN_LIFETIME_SECONDS = 3600;

export type BkashPaymentState = 'Initiated' | 'Authorized' | 'Completed' | 'Failed' | 'Cancelled';

export interface BkashPaymentRecord {
  paymentID: string;
  mode: string;
  payerReference: string;
  callbackURL: string;
  amount: string;
  currency: string;
  intent: string;
  merchantInvoiceNumber: string;
  paymentCreateTime: string;
  state: BkashPaymentState;
  trxID?: string;
  paymentExecuteTime?: string;
  refunded: number;
}

/** bKash's time stamps, e.g. "2026-11-25T10:32:27:000 GMT+0000". */
export const bkashTime = (date = new Date()) => `${date.toISOString().replace(/\.(\d{3})Z$/, ':$1')} GMT+0000`;

export class BkashPayments {
  private readonly idTokens = new Map<string, number>();
  private readonly refreshTokens = new Set<string>();
  private readonly payments = new Map<string, BkashPaymentRecord>();

  issueTokens(): { id_token: string; refresh_token: string } {
    const idToken = randomBytes(24).toString('base64url');
    const refreshToken = randomBytes(24).toString('base64url');
    this.idTokens.set(idToken, Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
    this.refreshTokens.add(refreshToken);
    return { id_token: idToken, refresh_token: refreshToken };
  }

  expireTokens(): void {
    for (const token of this.idTokens.keys()) this.idTokens.set(token, 0);
    this.refreshTokens.clear();
  }

  isRefreshToken(token: string): boolean {
    return this.refreshTokens.has(token);
  }

  tokenState(token: string | undefined): 'valid' | 'expired' | 'unknown' {
    const expiresAt = token === undefined ? undefined : this.idTokens.get(token);
    if (expiresAt === undefined) return 'unknown';
    return expiresAt > Date.now() ? 'valid' : 'expired';
  }

  create(
    fields: Omit<BkashPaymentRecord, 'paymentID' | 'paymentCreateTime' | 'state' | 'refunded'>,
  ): BkashPaymentRecord {
    const payment: BkashPaymentRecord = {
      ...fields,
      paymentID: `TR0011${randomId(14)}`,
      paymentCreateTime: bkashTime(),
      state: 'Initiated',
      refunded: 0,
    };
    this.payments.set(payment.paymentID, payment);
    return payment;
  }

  find(paymentID: unknown): BkashPaymentRecord | undefined {
    return typeof paymentID === 'string' ? this.payments.get(paymentID) : undefined;
  }
}
