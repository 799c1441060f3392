/**
 * Failed sign-ins are limited per account and per client IP (request.ip; see TRUST_PROXY behind a proxy).
 * The account is the user id when the login names one, else the login itself, so unknown accounts are limited
 * exactly like real ones. Change-password counts its wrong current passwords on the same account key.
 *
 * Every attempt takes its place as a failure before the password is hashed, so parallel guesses cannot all be
 * checked; a right password gives its place back.
 */
import type { Database } from '../../db/database';
import {
  clearRateLimit,
  type RateLimitClaim,
  type RateLimitReservation,
  type RateLimitRule,
  reserveRateLimits,
} from '../../lib/rate-limits/rate-limits';

const ACCOUNT_FAILURE_RULES: RateLimitRule[] = [{ limit: 5, windowSeconds: 15 * 60 }];
const IP_FAILURE_RULES: RateLimitRule[] = [{ limit: 20, windowSeconds: 15 * 60 }];

const accountKey = (account: number | string) => `login-failure:account:${account}`;
const ipKey = (ip: string) => `login-failure:ip:${ip}`;

/** 429 once either limit is reached; otherwise the attempt is counted as a failure until `release`d. */
export function reserveLoginAttempt(
  db: Database,
  account: number | string,
  ip?: string,
): Promise<RateLimitReservation> {
  const claims: RateLimitClaim[] = [
    { key: accountKey(account), rules: ACCOUNT_FAILURE_RULES, messageKey: 'auth.tooManyLoginAttempts' },
  ];
  if (ip) claims.push({ key: ipKey(ip), rules: IP_FAILURE_RULES, messageKey: 'auth.tooManyLoginAttempts' });
  return reserveRateLimits(db, claims);
}

export const clearLoginFailures = (tx: Database, userId: number) => clearRateLimit(tx, accountKey(userId));
