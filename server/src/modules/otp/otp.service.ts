/**
 * One-time codes by SMS: issuing (rate-limited per phone, purpose and requester, per phone and per client IP) and
 * checking (single use, expiry, at most MAX_WRONG_TRIES wrong tries). The flows that use them are in
 * phone-verification.service.ts and password-reset.service.ts.
 */
import type { OtpSent } from '#contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { translate } from '../../i18n/locale';
import type { MessageKey } from '../../i18n/messages';
import {
  consumeRateLimits,
  type RateLimitClaim,
  type RateLimitRule,
  secondsUntilAllowed,
} from '../../lib/rate-limits/rate-limits';
import type { SmsProvider } from '../../lib/sms/sms-provider';
import { AppError } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { consumeCode, lockLatestCode, type OtpCodeRow, recordWrongTry, replaceCode } from './otp.repository';
import {
  CODE_TTL_SECONDS,
  codeCanBeRight,
  codeMatches,
  generateCode,
  hashCode,
  MAX_WRONG_TRIES,
  type OtpPurpose,
} from './otp-codes';

/** What the OTP flows keep for the app's life, besides each request's context: where SMS go, the code key, the per-IP send rules. */
export interface OtpSetup {
  sms: SmsProvider;
  secret: () => Promise<string>;
  ipRules: RateLimitRule[];
}

/**
 * One requester (the signed-in user, else the client IP) asking codes of one purpose for one phone: 1 a minute, 5 an
 * hour. Kept apart per purpose and requester, so a stranger's requests never use up the owner's own.
 */
export const REQUESTER_SEND_RULES: RateLimitRule[] = [
  { limit: 1, windowSeconds: 60 },
  { limit: 5, windowSeconds: 60 * 60 },
];
/**
 * Codes to one phone in a day, all requesters and purposes together, bounding what one number's SMS can cost: four
 * requesters' full hourly quotas, far more than an owner needs in a day. The owner verifying their own phone, signed
 * in, is not counted here, so strangers filling it cannot stop that.
 */
export const PHONE_SENDS_PER_DAY = 20;
const PHONE_TOTAL_RULES: RateLimitRule[] = [{ limit: PHONE_SENDS_PER_DAY, windowSeconds: 24 * 60 * 60 }];
/** Purposes whose code goes to the signed-in requester's own phone. */
const OWN_PHONE_PURPOSES: ReadonlySet<OtpPurpose> = new Set(['phone_verify']);
/** One client IP, looser and configurable: mobile carriers put many customers behind one address. */
export function ipSendRules({ perMinute, perHour }: Config['otpIpLimits']): RateLimitRule[] {
  return [
    { limit: perMinute, windowSeconds: 60 },
    { limit: perHour, windowSeconds: 60 * 60 },
  ];
}

export interface CodeRequest {
  purpose: OtpPurpose;
  phone: string;
  /** The account the code is for; null for a reset asked for an unknown phone (stored alike, never sent). */
  userId: number | null;
  /** The signed-in user asking; absent when asked without a session (then the client IP is the requester). */
  requestedBy?: number;
}

/** The send limits a code request counts against, each hit on its own key. */
function sendClaims(ctx: RequestContext, setup: OtpSetup, { purpose, phone, requestedBy }: CodeRequest) {
  const requester = requestedBy === undefined ? `ip:${ctx.ip}` : `user:${requestedBy}`;
  const claims: RateLimitClaim[] = [
    { key: `otp-send:phone:${phone}:${purpose}:${requester}`, rules: REQUESTER_SEND_RULES },
    { key: `otp-send:ip:${ctx.ip}`, rules: setup.ipRules },
  ];
  const ownPhone = requestedBy !== undefined && OWN_PHONE_PURPOSES.has(purpose);
  if (!ownPhone) claims.push({ key: `otp-send:phone:${phone}`, rules: PHONE_TOTAL_RULES });
  return claims.map((claim) => ({ ...claim, messageKey: 'otp.tooManySends' as const }));
}

/**
 * Counts the send against its limits (429 with retry-after when one is full, and then none is counted) and stores a
 * new code, inside `tx`.
 */
export async function issueCode(tx: Database, ctx: RequestContext, setup: OtpSetup, request: CodeRequest) {
  const { purpose, phone, userId } = request;
  const claims = sendClaims(ctx, setup, request);
  await consumeRateLimits(tx, claims);
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
  let retryAfter = 0;
  for (const { key, rules } of claims) retryAfter = Math.max(retryAfter, await secondsUntilAllowed(tx, key, rules));
  const sent: OtpSent = { retry_after: retryAfter, expires_in: CODE_TTL_SECONDS };
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
  const matches = codeMatches(await setup.secret(), purpose, phone, code, row.codeHash);
  const right = matches && codeCanBeRight(purpose, row.userId);
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
