/**
 * The partner (affiliate) programme (issue 15). A signed-in user with a verified phone applies once
 * (POST /affiliate/registration → `pending`); the back office approves (a referral code is made, used like a
 * coupon and as a link `/?coupon_code=CODE`) or rejects with a reason. Each referred order line earns a commission,
 * recorded `pending`, `approved` after delivery and the return window, `reversed` on cancellation or return (pro rata
 * for part of a line), `paid` with a withdrawal. No commission on a partner's own orders (same user or phone).
 */
import type { Payout, PayoutType } from './payouts';

export const AFFILIATE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

export const COMMISSION_STATUSES = ['pending', 'approved', 'reversed', 'paid'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Partners' rate, percent of a referred line's price, where no category above the product sets one. */
export const AFFILIATE_DEFAULT_RATE_PERCENT = 3;
/** The shopper's discount with a new partner's code unless the back office sets another. */
export const AFFILIATE_DEFAULT_DISCOUNT_PERCENT = 5;
/** Smallest withdrawal, in taka (what Bangladeshi shops pay out at least). */
export const AFFILIATE_MIN_WITHDRAWAL = 300;
export const AFFILIATE_PROMOTION_MAX_LENGTH = 500;

/** POST /affiliate/registration body; `website` where they promote (a URL), `promotion` how, in their words. */
export interface AffiliateRegistrationBody {
  name: string;
  email: string;
  payout: Payout;
  website?: string;
  promotion: string;
}

/** POST /affiliate/registration `data` (201), and the back office's view of an application. */
export interface AffiliateApplication {
  id: number;
  name: string;
  status: AffiliateStatus;
  /** Made on approval. */
  code: string | null;
  reject_reason: string | null;
  created_at: string;
}

/** GET /affiliate/rates `data`: the partner rate of each top category (the /affiliate page shows them). */
export interface AffiliateRate {
  category_id: number;
  name: string;
  slug: string;
  percent: number;
}

export interface CommissionTotals {
  pending: number;
  approved: number;
  reversed: number;
  paid: number;
}

/** One referred order (one seller's package), its commission summed over its lines. */
export interface ReferredOrder {
  order_id: number;
  invoice_number: string;
  /** The order's date; no shopper's name or phone is ever shown to the partner. */
  created_at: string;
  order_status: string;
  /** The lines' price the rates applied to. */
  base_amount: number;
  commission: number;
  commission_status: CommissionStatus;
}

export interface Withdrawal {
  id: number;
  amount: number;
  payout_type: PayoutType;
  /** Masked but for the last 3 characters. */
  payout_account: string;
  status: WithdrawalStatus;
  note: string | null;
  created_at: string;
  decided_at: string | null;
}

/**
 * GET /affiliate/dashboard `data` (signed in). `application` is null for a user who never applied; the rest is
 * empty until approved. `available` is the approved commission no withdrawal has claimed: what a withdrawal takes.
 */
export interface AffiliateDashboard {
  application: AffiliateApplication | null;
  code: string | null;
  /** The storefront's home with `?coupon_code=CODE`, absolute. */
  link: string | null;
  discount_percent: number | null;
  totals: CommissionTotals;
  available: number;
  orders: ReferredOrder[];
  withdrawals: Withdrawal[];
}

/** POST /affiliate/withdrawals (no body): every approved, unclaimed commission, at least AFFILIATE_MIN_WITHDRAWAL. */
export type WithdrawalRequestAnswer = Withdrawal;

/** GET /admin/affiliates `data` entries and GET /admin/affiliates/{id}: the application in full, for the back office. */
export interface AdminAffiliate extends AffiliateApplication {
  user_id: number | null;
  phone: string;
  email: string | null;
  payout: Payout | null;
  website: string | null;
  promotion: string | null;
  /** The shopper's discount with the code. */
  discount_percent: number;
  approved_at: string | null;
  decided_at: string | null;
  totals: CommissionTotals;
}

/** POST /admin/affiliates/{id}/approve: the shopper's discount with the new code (AFFILIATE_DEFAULT_DISCOUNT_PERCENT). */
export interface AdminAffiliateApproveBody {
  discount_percent?: number;
}

/** POST /admin/affiliates/{id}/reject: why, told to the applicant. */
export interface AdminAffiliateRejectBody {
  reason: string;
}

/** POST /admin/affiliate-withdrawals/{id}/reject: why; its commissions are released for a later request. */
export interface AdminWithdrawalRejectBody {
  reason: string;
}

/** GET /admin/affiliate-withdrawals `data` entries: the account unmasked, with the partner. */
export interface AdminWithdrawal extends Withdrawal {
  affiliate: { id: number; name: string; phone: string };
}

/** POST /admin/affiliate-withdrawals/{id}/pay: the transfer's reference. */
export interface AdminWithdrawalPayBody {
  reference: string;
}
