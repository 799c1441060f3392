/** Response envelopes of the marketplace API (`/api/v1`). Shared by the server and the storefront. */
export type Locale = 'en' | 'bn';
export const LOCALES: readonly Locale[] = ['en', 'bn'];

/** A body naming one row by its id (POST /user/delete_address, /cart-item/delete). */
export interface IdBody {
  id: number;
}

export interface ApiSuccess<T> {
  success: true;
  message: string;
  data: T;
}

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'VALIDATION_FAILED'
  | 'PHONE_NOT_VERIFIED'
  | 'RATE_LIMITED'
  | 'OUT_OF_STOCK'
  | 'COUPON_INVALID'
  /** An Idempotency-Key sent again with another request. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** A file or form above the upload limits (413). */
  | 'PAYLOAD_TOO_LARGE'
  /** A second partner-programme application by the same user (409). */
  | 'AFFILIATE_ALREADY_APPLIED'
  /** A partner-only call by a user whose application is not approved (409). */
  | 'AFFILIATE_NOT_APPROVED'
  /** A withdrawal asked for while another is still open (409). */
  | 'WITHDRAWAL_OPEN'
  /** A withdrawal below AFFILIATE_MIN_WITHDRAWAL (409). */
  | 'WITHDRAWAL_BELOW_MINIMUM'
  | 'INTERNAL';

export interface ApiFailure {
  success: false;
  message: string;
  code: ErrorCode;
  /** Field path → messages, present on VALIDATION_FAILED (422). */
  errors?: Record<string, string[]>;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** The spec's list shape: data, per_page, total_count (plus the page we are on). */
export interface Page<T> {
  data: T[];
  per_page: number;
  total_count: number;
  current_page: number;
  last_page: number;
}
