/** Account shapes of the marketplace API (issue 4). Phones are E.164 (+8801XXXXXXXXX). */

/** GET /user: the signed-in user (the whole response is used by the storefront). */
export interface User {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** customer for shoppers. */
  scope: 'customer' | 'vendor' | 'admin';
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

/** POST /v1/auth/login body: `login` is a phone (any Bangladeshi form, Bengali digits allowed) or an email. */
export interface LoginBody {
  login: string;
  password: string;
}

export interface RegisterBody {
  name: string;
  phone: string;
  email?: string;
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

/** POST /user/create_address body; POST /user/update_address adds `id`. */
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
