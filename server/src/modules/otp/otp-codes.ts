import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { otpCodes } from '../../db/schema';

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

const CODE_DIGITS = 6;
export const CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries a code survives; the next try, right or wrong, finds it dead. */
export const MAX_WRONG_TRIES = 5;

/** Purposes whose code proves a phone with no account behind it: a guest's order, a registration. */
const ACCOUNTLESS_PURPOSES: ReadonlySet<OtpPurpose> = new Set(['guest_order', 'register']);

/**
 * Whether a stored code can ever be right. An account's code only when stored for an account: a reset asked for an
 * unknown phone is stored for none and never sent. A registration's code only when stored for no account: one asked
 * for a taken phone is stored for its owner and never sent. So both flows answer alike whether the phone is taken.
 */
export const codeCanBeRight = (purpose: OtpPurpose, userId: number | null) =>
  ACCOUNTLESS_PURPOSES.has(purpose) ? userId === null : userId !== null;

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** HMAC-SHA-256 under the server's OTP secret, bound to the purpose and phone (a code is useless elsewhere). */
export function hashCode(secret: string, purpose: OtpPurpose, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${phone}\n${code}`).digest('hex');
}

export function codeMatches(secret: string, purpose: OtpPurpose, phone: string, code: string, stored: string) {
  const expected = Buffer.from(stored, 'hex');
  const actual = Buffer.from(hashCode(secret, purpose, phone, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
