import type { ErrorCode } from '#contract';
import type { MessageParams } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages';

export interface FieldMessage {
  key: MessageKey;
  params?: MessageParams;
}

/** Status → error code and default message of the API's failure envelope. */
export const FAILURES = {
  400: { code: 'BAD_REQUEST', key: 'errors.badRequest' },
  401: { code: 'UNAUTHENTICATED', key: 'errors.unauthenticated' },
  403: { code: 'FORBIDDEN', key: 'errors.forbidden' },
  404: { code: 'NOT_FOUND', key: 'errors.notFound' },
  408: { code: 'BAD_REQUEST', key: 'errors.requestTimeout' },
  409: { code: 'CONFLICT', key: 'errors.conflict' },
  413: { code: 'PAYLOAD_TOO_LARGE', key: 'errors.payloadTooLarge' },
  422: { code: 'VALIDATION_FAILED', key: 'errors.validationFailed' },
  429: { code: 'RATE_LIMITED', key: 'errors.rateLimited' },
  /** Request line and headers above Node's maxHeaderSize (an over-long URL). */
  431: { code: 'PAYLOAD_TOO_LARGE', key: 'errors.payloadTooLarge' },
  500: { code: 'INTERNAL', key: 'errors.internal' },
} as const satisfies Record<number, { code: ErrorCode; key: MessageKey }>;

export type FailureStatus = keyof typeof FAILURES;

export interface AppErrorOptions {
  /** A code other than the status's own (PHONE_NOT_VERIFIED is a 422 without a field map). */
  code?: ErrorCode;
  /** Sent as the `retry-after` header (429). */
  retryAfterSeconds?: number;
}

/** An expected failure thrown by services; the error handler translates it for the request's language. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: FailureStatus,
    readonly messageKey: MessageKey = FAILURES[statusCode].key,
    readonly params: MessageParams = {},
    readonly fieldErrors?: Record<string, FieldMessage[]>,
    options: AppErrorOptions = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.code = options.code ?? FAILURES[statusCode].code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badRequest = (key?: MessageKey, params?: MessageParams) => new AppError(400, key, params);
export const unauthenticated = (key?: MessageKey) => new AppError(401, key);
export const forbidden = (key?: MessageKey) => new AppError(403, key);
export const notFound = (key?: MessageKey, params?: MessageParams) => new AppError(404, key, params);
export const conflict = (key?: MessageKey, params?: MessageParams) => new AppError(409, key, params);
export const rateLimited = (retryAfterSeconds?: number, key?: MessageKey) =>
  new AppError(429, key, undefined, undefined, { retryAfterSeconds });
export const phoneNotVerified = () =>
  new AppError(422, 'auth.phoneNotVerified', undefined, undefined, { code: 'PHONE_NOT_VERIFIED' });
export const validationFailed = (fieldErrors: Record<string, FieldMessage[]>) =>
  new AppError(422, undefined, undefined, fieldErrors);
/** A 422 whose message is also one field's error (a refused coupon code, a full cart or wishlist). */
export const fieldFailure = (field: string, key: MessageKey, params: MessageParams = {}, code?: ErrorCode) =>
  new AppError(422, key, params, { [field]: [{ key, params }] }, { code });

/**
 * Options of a zod `.refine()` whose message is a server message: the error handler translates it for the
 * request's language (zod's own messages are translated too, but a refinement has none).
 */
export const zodMessage = (key: MessageKey, messageParams?: MessageParams): { params: ZodMessageParams } => ({
  params: { messageKey: key, messageParams },
});

export interface ZodMessageParams {
  messageKey: MessageKey;
  messageParams?: MessageParams;
}
