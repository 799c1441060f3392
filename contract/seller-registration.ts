/**
 * Sell on Haat (issue 15): a seller registers a shop with an account (POST /vendor/registration, the mobile proven
 * by the code of POST /guest/otp). The shop stays `pending`, invisible to shoppers, until the back office approves
 * it (the account becomes `scope: vendor`) or rejects it with a reason.
 */
import type { Payout } from './payouts';

export const VENDOR_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/** National ID numbers have 10, 13 or 17 digits (ASCII or Bengali digits on input). */
export const NID_LENGTHS = [10, 13, 17] as const;
export const SHOP_NAME_MAX_LENGTH = 80;
/** The spec: after a successful registration the seller admin site opens this long after the message. */
export const VENDOR_REGISTRATION_REDIRECT_MS = 2000;

/** POST /vendor/registration body. `phone` in any Bangladeshi form; `otp` is the code POST /guest/otp sent to it. */
export interface VendorRegistrationBody {
  shop_name: string;
  shop_name_bn?: string;
  name: string;
  phone: string;
  otp: string;
  email: string;
  password: string;
  nid: string;
  trade_licence?: string;
  dbid?: string;
  division_id: number;
  district_id: number;
  upazila_id: number;
  address_line: string;
  pickup_phone?: string;
  payout: Payout;
  category_ids?: number[];
}

/** POST /vendor/registration `data` (201), and the back office's view of an application. */
export interface VendorApplication {
  id: number;
  vendor_id: number;
  shop_name: string;
  shop_name_bn: string;
  status: VendorStatus;
  reject_reason: string | null;
  created_at: string;
}

/** A rejection's reason, as the back office writes it (POST /admin/vendors/{id}/reject). */
export const VENDOR_REJECT_REASON_MAX_LENGTH = 500;

/** POST /admin/vendors/{id}/reject body. */
export interface AdminVendorRejectBody {
  reason: string;
}

type Place = { id: number; name: string };

/** The back office's view of a registration (GET /admin/vendors, /admin/vendors/{id} by the shop's id). */
export interface AdminVendorApplication extends VendorApplication {
  /** The account registered with the shop; its phone as it is now (null if it was removed since). */
  owner: { user_id: number; name: string; phone: string | null; email: string };
  nid: string;
  trade_licence: string | null;
  dbid: string | null;
  /** Its places named in the request's language (account.ts's GeoPlace, which imports this file). */
  pickup: { division: Place; district: Place; upazila: Place; address_line: string; phone: string };
  payout: Payout;
  categories: { id: number; name: string }[];
  decided_at: string | null;
}
