import type { Database } from '../../db/database';
import { deleteExpired } from './otp.repository';

/** How often expired one-time codes and password-reset tickets are deleted. */
export const OTP_SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A code or ticket is kept this long past its expiry (what happened to a code stays readable for a day). */
export const EXPIRED_OTP_RETENTION_SECONDS = 24 * 60 * 60;

/** Deletes the codes and reset tickets that expired over a day before `now`. */
export function sweepExpiredCodes(db: Database, now: Date) {
  return deleteExpired(db, new Date(now.getTime() - EXPIRED_OTP_RETENTION_SECONDS * 1000));
}
