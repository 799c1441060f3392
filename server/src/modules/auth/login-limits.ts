/**
 * Failed sign-ins are limited per account and per client IP (request.ip; see TRUST_PROXY behind a proxy).
 * The account is the user id when the login names one, else the login itself, so unknown accounts are limited
 * exactly like real ones. Change-password counts its wrong current passwords on the same account key.
 */
import type { Database } from '../../db/database';
import {
  checkRateLimit,
  clearRateLimit,
  type RateLimitRule,
  recordRateLimitHit,
} from '../../lib/rate-limits/rate-limits';

const ACCOUNT_FAILURE_RULES: RateLimitRule[] = [{ limit: 5, windowSeconds: 15 * 60 }];
const IP_FAILURE_RULES: RateLimitRule[] = [{ limit: 20, windowSeconds: 15 * 60 }];

const accountKey = (account: number | string) => `login-failure:account:${account}`;
const ipKey = (ip: string) => `login-failure:ip:${ip}`;

/** 429 before the password is even checked, once either limit is reached. */
export async function checkLoginLimits(db: Database, account: number | string, ip?: string): Promise<void> {
  await checkRateLimit(db, accountKey(account), ACCOUNT_FAILURE_RULES, 'auth.tooManyLoginAttempts');
  if (ip) await checkRateLimit(db, ipKey(ip), IP_FAILURE_RULES, 'auth.tooManyLoginAttempts');
}

export async function recordLoginFailure(tx: Database, account: number | string, ip?: string): Promise<void> {
  await recordRateLimitHit(tx, accountKey(account), ACCOUNT_FAILURE_RULES);
  if (ip) await recordRateLimitHit(tx, ipKey(ip), IP_FAILURE_RULES);
}

export const clearLoginFailures = (tx: Database, userId: number) => clearRateLimit(tx, accountKey(userId));
