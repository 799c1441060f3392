/** Account shapes of the marketplace API (issue 4). Phones are E.164 (+8801XXXXXXXXX). */
import type { VendorStatus } from './seller-registration';

/** GET /user: the signed-in user (the whole response is used by the storefront). */
export interface User {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** customer for shoppers. */
  scope: 'customer' | 'vendor' | 'admin';
  /**
   * The shop a seller (`scope: vendor`) answers for, or the shop this user registered while it is `pending` or
   * `rejected` (with the reason); null for everyone else.
   */
  vendor: { id: number; name: string; status: VendorStatus; reject_reason: string | null } | null;
  phone_verified: boolean;
  phone_verified_at: string | null;
  /** False for accounts made by social sign-in only (change-password then sets a first password). */
  has_password: boolean;
  created_at: string;
}

/** POST /v1/auth/login, /v1/auth/register, /v1/auth/refresh and the social callback answer this as `data`. */
export interface AuthTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
  user: User;
}

/**
 * Request header (value `1`) of a browser asking those four calls to keep the refresh token out of page scripts'
 * reach: a server that knows it sets the token as an HttpOnly cookie sent only to /v1/auth/refresh and answers
 * without `refresh_token`; a refresh by that cookie must carry the header too (CSRF). A server that does not know
 * it answers AuthTokens as ever.
 */
export const REFRESH_COOKIE_HEADER = 'X-Refresh-Token-Cookie';

/** `data` of a sign-in or refresh: AuthTokens, or without `refresh_token` when the server keeps it in its cookie. */
export type IssuedTokens<Tokens extends AuthTokens = AuthTokens> = Tokens | Omit<Tokens, 'refresh_token'>;

/** POST /v1/auth/login body: `login` is a phone (any Bangladeshi form, Bengali digits allowed) or an email. */
export interface LoginBody {
  login: string;
  password: string;
}

/**
 * POST /v1/auth/register body; an email of '' or null means none. `otp` is the code POST /v1/auth/register/otp
 * texted to the phone: the account starts with its phone verified.
 */
export interface RegisterBody {
  name: string;
  phone: string;
  otp: string;
  email?: string | null;
  password: string;
}

/** POST /v1/auth/register/otp body: the phone to text a registration code to. */
export type RegisterCodeBody = PhoneBody;

/** POST /v1/auth/refresh body; without `refresh_token` the refresh cookie is used (REFRESH_COOKIE_HEADER). */
export interface RefreshBody {
  refresh_token?: string;
}

/** POST /user/update_profile body: the phone changes only through a code; an email of '' or null removes it. */
export interface UpdateProfileBody {
  name: string;
  email?: string | null;
}

/** POST /user/change-password body; `current_password` is not needed by an account without a password (social). */
export interface ChangePasswordBody {
  current_password?: string;
  password: string;
}

/** POST /otp_verify body: the 6-digit code (ASCII or Bengali digits). */
export interface OtpBody {
  otp: string;
}

/** POST /user/change_phone and /otp_for_reset_password body: a phone to send a code to. */
export interface PhoneBody {
  phone: string;
}

/** POST /user/change_phone/verify and /otp_verify_for_reset_password body: a phone and the code sent to it. */
export interface PhoneOtpBody {
  phone: string;
  otp: string;
}

/** POST /v1/auth/reset-password body: the ticket of /otp_verify_for_reset_password and the new password. */
export interface ResetPasswordBody {
  reset_token: string;
  password: string;
}

/** Answer of every OTP send: when the next code may be asked for, and how long this one lives. */
export interface OtpSent {
  /** Seconds until another code may be sent to this phone. */
  retry_after: number;
  /** Seconds this code stays valid. */
  expires_in: number;
}

/** POST /otp_verify_for_reset_password answers the token POST /auth/reset-password needs. */
export interface ResetTicket {
  reset_token: string;
  expires_in: number;
}

export type AddressType = 'home' | 'office';

export interface GeoPlace {
  id: number;
  /** In the request's language. */
  name: string;
}

/** GET /division/{id} answers the division with its districts; GET /district/{id} a district with its upazilas. */
export interface GeoPlaceWithChildren extends GeoPlace {
  children: GeoPlace[];
}

export interface Address {
  id: number;
  name: string;
  phone: string;
  division: GeoPlace;
  district: GeoPlace;
  upazila: GeoPlace;
  address_line: string;
  type: AddressType;
  is_default_delivery: boolean;
  is_default_billing: boolean;
  created_at: string;
  updated_at: string;
}

/** POST /user/create_address body; POST /user/update_address adds `id` (UpdateAddressBody). */
export interface AddressBody {
  name: string;
  phone: string;
  division_id: number;
  district_id: number;
  upazila_id: number;
  address_line: string;
  type: AddressType;
  is_default_delivery?: boolean;
  is_default_billing?: boolean;
}

/** POST /user/update_address body: the whole address and its id. */
export interface UpdateAddressBody extends AddressBody {
  id: number;
}
