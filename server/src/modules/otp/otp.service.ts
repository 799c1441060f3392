/**
 * One-time codes by SMS: issuing (rate-limited per phone and per client IP) and checking (single use, expiry,
 * at most MAX_WRONG_TRIES wrong tries). The flows that use them are in phone-verification.service.ts and
 * password-reset.service.ts.
 */
import type { OtpSent } from '#contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { translate } from '../../i18n/locale';
import type { MessageKey } from '../../i18n/messages';
import { consumeRateLimit, type RateLimitRule, secondsUntilAllowed } from '../../lib/rate-limits/rate-limits';
import type { SmsProvider } from '../../lib/sms/sms-provider';
import { AppError } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { consumeCode, lockLatestCode, type OtpCodeRow, recordWrongTry, replaceCode } from './otp.repository';
import { CODE_TTL_SECONDS, codeMatches, generateCode, hashCode, MAX_WRONG_TRIES, type OtpPurpose } from './otp-codes';

/** What the OTP flows keep for the app's life, besides each request's context: where SMS go, the code key, the per-IP send rules. */
export interface OtpSetup {
  sms: SmsProvider;
  secret: () => Promise<string>;
  ipRules: RateLimitRule[];
}

/** One phone: 1 code a minute, 5 an hour (every purpose together: an SMS is an SMS). */
const PHONE_SEND_RULES: RateLimitRule[] = [
  { limit: 1, windowSeconds: 60 },
  { limit: 5, windowSeconds: 60 * 60 },
];
/** One client IP, looser and configurable: mobile carriers put many customers behind one address. */
export function ipSendRules({ perMinute, perHour }: Config['otpIpLimits']): RateLimitRule[] {
  return [
    { limit: perMinute, windowSeconds: 60 },
    { limit: perHour, windowSeconds: 60 * 60 },
  ];
}

const phoneKey = (phone: string) => `otp-send:phone:${phone}`;

export interface CodeRequest {
  purpose: OtpPurpose;
  phone: string;
  /** The account the code is for; null for a reset asked for an unknown phone (stored alike, never sent). */
  userId: number | null;
}

/**
 * Counts the send against the limits of the phone and of the client's IP (429 with retry-after when over) and stores
 * a new code, inside `tx`.
 */
export async function issueCode(tx: Database, ctx: RequestContext, setup: OtpSetup, request: CodeRequest) {
  const { purpose, phone, userId } = request;
  await consumeRateLimit(tx, phoneKey(phone), PHONE_SEND_RULES, 'otp.tooManySends');
  await consumeRateLimit(tx, `otp-send:ip:${ctx.ip}`, setup.ipRules, 'otp.tooManySends');
  const code = generateCode();
  const { now } = ctx;
  await replaceCode(tx, {
    purpose,
    phone,
    userId,
    codeHash: hashCode(await setup.secret(), purpose, phone, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  const sent: OtpSent = {
    retry_after: await secondsUntilAllowed(tx, phoneKey(phone), PHONE_SEND_RULES),
    expires_in: CODE_TTL_SECONDS,
  };
  return { code, sent };
}

/** The SMS with the code, in the request's language. */
export function smsWithCode(ctx: RequestContext, setup: OtpSetup, to: string, code: string) {
  return setup.sms.send({ to, text: translate(ctx.locale, 'otp.smsText', { code }) });
}

export type CodeCheck = { row: OtpCodeRow } | { failure: MessageKey };

export interface CodeCheckRequest {
  purpose: OtpPurpose;
  phone: string;
  code: string;
  userId?: number;
  /** False: check only (a wrong try still counts), leaving the code for a later `checkCode` to use up. */
  consume?: boolean;
}

/**
 * Checks `code` against the phone's live code of that purpose and uses it up when right. A wrong try is counted,
 * so the caller must commit the transaction before failing the request (see `otpFailure`).
 */
export async function checkCode(
  tx: Database,
  ctx: RequestContext,
  setup: OtpSetup,
  { purpose, phone, code, userId, consume = true }: CodeCheckRequest,
): Promise<CodeCheck> {
  const row = await lockLatestCode(tx, purpose, phone);
  if (!row || (userId !== undefined && row.userId !== userId)) return { failure: 'otp.notRequested' };
  // A reset code stored for an unknown phone is never right: the reset flow must not tell which phones have accounts.
  // A guest's order code belongs to no account.
  const matches = codeMatches(await setup.secret(), purpose, phone, code, row.codeHash);
  const right = matches && (row.userId !== null || purpose === 'guest_order');
  if (row.consumedAt) return { failure: right ? 'otp.used' : 'otp.wrong' };
  if (row.failedAttempts >= MAX_WRONG_TRIES) return { failure: 'otp.tooManyTries' };
  const { now } = ctx;
  if (row.expiresAt <= now) return { failure: 'otp.expired' };
  if (!right) {
    await recordWrongTry(tx, row.id);
    return { failure: 'otp.wrong' };
  }
  if (consume) await consumeCode(tx, row.id, now);
  return { row };
}

/** 422 with the reason as the message and on the field. */
export const fieldFailure = (field: string, key: MessageKey) => new AppError(422, key, {}, { [field]: [{ key }] });

export const otpFailure = (key: MessageKey) => fieldFailure('otp', key);
