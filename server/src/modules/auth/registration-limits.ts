/**
 * Registrations are limited per phone and per client IP (request.ip; see TRUST_PROXY behind a proxy). Only a
 * registration with the phone's right code gets this far, so a stranger cannot use up the phone's places.
 *
 * Each takes its place before the password is hashed, so a burst cannot run more hashes than the limit allows; an
 * account made gives its places back (its code is used up, so it cannot be replayed), one refused keeps them.
 */
import type { Database } from '../../db/database';
import { type RateLimitReservation, type RateLimitRule, reserveRateLimits } from '../../lib/rate-limits/rate-limits';

export const PHONE_REGISTRATION_RULES: RateLimitRule[] = [{ limit: 5, windowSeconds: 15 * 60 }];
export const IP_REGISTRATION_RULES: RateLimitRule[] = [{ limit: 20, windowSeconds: 15 * 60 }];

/** 429 once either limit is reached; otherwise the attempt holds its places until `release`d. */
export function reserveRegistration(db: Database, phone: string, ip: string): Promise<RateLimitReservation> {
  const messageKey = 'auth.tooManyRegistrations';
  return reserveRateLimits(db, [
    { key: `registration:phone:${phone}`, rules: PHONE_REGISTRATION_RULES, messageKey },
    { key: `registration:ip:${ip}`, rules: IP_REGISTRATION_RULES, messageKey },
  ]);
}
