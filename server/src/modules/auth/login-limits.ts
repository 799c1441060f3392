/**
 * Failed sign-ins, limited three ways (client = request.ip; see TRUST_PROXY behind a proxy):
 * - per account and client, a hard limit: one address guessing one account is stopped for a quarter of an hour;
 * - per account from all clients, a growing wait (login-delay.ts), never a lock: a stranger's failures can keep the
 *   owner waiting a minute at most, yet guessing from many addresses is slowed to about one password a minute;
 * - per client across accounts, a looser hard limit (one address spraying many accounts).
 * The account is the user id when the login names one, else the login itself, so unknown accounts are limited
 * exactly like real ones. Change-password counts its wrong current passwords on the same keys.
 *
 * Every attempt takes its places as a failure before the password is hashed, so parallel guesses cannot all be
 * checked; a right password gives them back.
 */
import type { Database } from '../../db/database';
import {
  clearRateLimit,
  type LimitRule,
  type RateLimitReservation,
  reserveRateLimits,
} from '../../lib/rate-limits/rate-limits';
import { loginDelaySeconds } from './login-delay';

const WINDOW_SECONDS = 15 * 60;
export const CLIENT_ACCOUNT_FAILURES = 5;
export const CLIENT_FAILURES = 20;
const CLIENT_ACCOUNT_RULES: LimitRule[] = [{ limit: CLIENT_ACCOUNT_FAILURES, windowSeconds: WINDOW_SECONDS }];
const ACCOUNT_RULES: LimitRule[] = [{ windowSeconds: WINDOW_SECONDS, delaySeconds: loginDelaySeconds }];
const CLIENT_RULES: LimitRule[] = [{ limit: CLIENT_FAILURES, windowSeconds: WINDOW_SECONDS }];

type Account = number | string;
const accountKey = (account: Account) => `login-failure:account:${account}`;
const clientAccountKey = (account: Account, ip: string) => `login-failure:account:${account}:ip:${ip}`;
const clientKey = (ip: string) => `login-failure:ip:${ip}`;

/**
 * 429 while any limit has no room (retry-after, and a message saying when); otherwise the attempt counts as a failure
 * until `release`d. Release when the password was right: it gives the places back and forgets this client's failures
 * on the account. The account's failures from everywhere stay: forgetting them would give a guesser elsewhere a fresh
 * run of free tries each time the owner signs in, and the owner, now signed in, does not wait for them.
 */
export async function reserveLoginAttempt(db: Database, account: Account, ip: string): Promise<RateLimitReservation> {
  const reservation = await reserveRateLimits(db, [
    { key: clientAccountKey(account, ip), rules: CLIENT_ACCOUNT_RULES, messageKey: 'auth.tooManyLoginAttempts' },
    { key: accountKey(account), rules: ACCOUNT_RULES, messageKey: 'auth.loginDelayed' },
    { key: clientKey(ip), rules: CLIENT_RULES, messageKey: 'auth.tooManyLoginAttempts' },
  ]);
  return {
    async release(tx) {
      await reservation.release(tx);
      await clearRateLimit(tx, clientAccountKey(account, ip));
    },
  };
}
