/** The simulated SSLCommerz's memory: open sessions by `sessionkey`, paid transactions by `val_id`. */
import { randomBytes } from 'node:crypto';
import { randomId } from '../random-id';

export type Wallet = 'bkash' | 'nagad' | 'rocket';
export const WALLETS: Record<Wallet, { label: string; cardType: string }> = {
  bkash: { label: 'bKash', cardType: 'BKASH-BKash' },
  nagad: { label: 'Nagad', cardType: 'NAGAD-Nagad' },
  rocket: { label: 'Rocket', cardType: 'DBBLMOBILEB-Dbbl Mobile Banking' },
};

export interface SslcommerzSession {
  sessionkey: string;
  /** The merchant's form as posted, `total_amount` already in the gateway's two-decimal form. */
  request: Record<string, string>;
  finished: boolean;
}

export interface SslcommerzTransaction {
  /** The IPN's fields without the signature. */
  fields: Record<string, string>;
  validated: boolean;
}

/** "1960" or "1960.5" as "1960.00" / "1960.50", without passing through a float. */
export function twoDecimals(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** SSLCommerz's time stamps, e.g. "2026-11-25 10:32:27". */
export const sslcommerzTime = (date = new Date()) => date.toISOString().slice(0, 19).replace('T', ' ');

export class SslcommerzSessions {
  private readonly sessions = new Map<string, SslcommerzSession>();
  private readonly transactions = new Map<string, SslcommerzTransaction>();

  open(request: Record<string, string>): SslcommerzSession {
    const session = { sessionkey: randomBytes(16).toString('hex').toUpperCase(), request, finished: false };
    this.sessions.set(session.sessionkey, session);
    return session;
  }

  find(sessionkey: string): SslcommerzSession | undefined {
    return this.sessions.get(sessionkey);
  }

  newValId(): string {
    return `${sslcommerzTime().replace(/\D/g, '').slice(2)}${randomId(8)}`;
  }

  record(valId: string, fields: Record<string, string>): void {
    this.transactions.set(valId, { fields, validated: false });
  }

  transaction(valId: string): SslcommerzTransaction | undefined {
    return this.transactions.get(valId);
  }

  /** A paid transaction by the bank's id, as a refund names it. */
  paidByBank(bankTranId: string): SslcommerzTransaction | undefined {
    return [...this.transactions.values()].find((transaction) => transaction.fields.bank_tran_id === bankTranId);
  }
}
