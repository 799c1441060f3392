import type {
  AffiliateDashboard,
  AffiliateRate,
  AffiliateRegistrationBody,
  AffiliateStatus,
  CommissionStatus,
  Locale,
  PayoutType,
  User,
} from '#contract';
import {
  AFFILIATE_DEFAULT_RATE_PERCENT,
  AFFILIATE_MIN_WITHDRAWAL,
  AFFILIATE_PROMOTION_MAX_LENGTH,
} from '#contract/affiliates';
import type { FormProblem } from '@/features/account/account';
import { bangladeshiMobile, looksLikeEmail } from '@/features/auth/auth';
import { ApiError } from '@/lib/api/api-client';
import { localePath } from '@/lib/paths';

export const affiliatePath = (locale: Locale) => localePath(locale, '/affiliate');
export const registrationPath = (locale: Locale) => localePath(locale, '/affiliate/registration');
export const successPath = (locale: Locale) => localePath(locale, '/affiliate/success');
export const dashboardPath = (locale: Locale) => localePath(locale, '/user/affiliate');

/** The rows of "what partners earn": each top category's rate, or one line with the default rate when none is set. */
export function rateRows(rates: readonly AffiliateRate[]): { rates: AffiliateRate[]; defaultPercent: number | null } {
  return rates.length > 0
    ? { rates: [...rates].sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name)), defaultPercent: null }
    : { rates: [], defaultPercent: AFFILIATE_DEFAULT_RATE_PERCENT };
}

export interface AffiliateDraft {
  name: string;
  email: string;
  payoutType: PayoutType;
  account: string;
  website: string;
  promotion: string;
}

/** A new form, the name and email taken from the account (the applicant may change them). */
export const emptyDraft = (user: Pick<User, 'name' | 'email'>): AffiliateDraft => ({
  name: user.name,
  email: user.email ?? '',
  payoutType: 'bkash',
  account: '',
  website: '',
  promotion: '',
});

/** Keys of `account.errors`, and `url` (affiliate.registration.url) for a website that is not a web address. */
export type DraftProblem = Extract<FormProblem, 'required' | 'email' | 'tooLong' | 'phone'> | 'url';

/** The draft's fields in the body's names (`payout.account`), so the API's 422 lands on the same fields. */
export type DraftField = 'name' | 'email' | 'payout.account' | 'website' | 'promotion';

const WEB_ADDRESS = /^https?:\/\/[^\s/]+\.[^\s]+$/i;

/**
 * The form's own checks, the first ones the API makes; the API checks the rest (lengths, the bank account's form)
 * and answers them beside the same fields.
 */
export function validateDraft(draft: AffiliateDraft): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  if (!draft.name.trim()) problems.name = 'required';
  if (!draft.email.trim()) problems.email = 'required';
  else if (!looksLikeEmail(draft.email)) problems.email = 'email';
  if (!draft.account.trim()) problems['payout.account'] = 'required';
  else if (draft.payoutType !== 'bank' && !bangladeshiMobile(draft.account)) problems['payout.account'] = 'phone';
  const website = draft.website.trim();
  if (website && !WEB_ADDRESS.test(website)) problems.website = 'url';
  const promotion = draft.promotion.trim();
  if (!promotion) problems.promotion = 'required';
  else if (promotion.length > AFFILIATE_PROMOTION_MAX_LENGTH) problems.promotion = 'tooLong';
  return problems;
}

/** POST /affiliate/registration's body from a draft that passed validateDraft: trimmed, no empty website. */
export function registrationBody(draft: AffiliateDraft): AffiliateRegistrationBody {
  const website = draft.website.trim();
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    payout: { type: draft.payoutType, account: draft.account.trim() },
    ...(website ? { website } : {}),
    promotion: draft.promotion.trim(),
  };
}

export interface FailureTexts {
  failed: string;
  serverError: string;
}

/**
 * What a refused application shows (spec section 8): a 422's messages beside their fields; no answer at all
 * (offline, the API down) 'Server Error. Please try again later'; any other refusal the server's message, or
 * 'Registration failed. Please try again.' when it sent none.
 */
export function registrationFailure(
  error: unknown,
  texts: FailureTexts,
): { fields: Record<string, string> } | { message: string } {
  if (!(error instanceof ApiError) || error.status === 0) return { message: texts.serverError };
  const errors = error.failure?.errors;
  if (error.status === 422 && errors && Object.keys(errors).length > 0) {
    return {
      fields: Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.join(' ')])),
    };
  }
  return { message: error.failure?.message || texts.failed };
}

/** What /user/affiliate shows: an invitation to apply, the application's status, or the partner's dashboard. */
export type DashboardView = 'invite' | AffiliateStatus;

export const dashboardView = (dashboard: AffiliateDashboard): DashboardView =>
  dashboard.application?.status ?? 'invite';

/** The commission states in the order an order line goes through them, for the totals. */
export const COMMISSION_ORDER: readonly CommissionStatus[] = ['pending', 'approved', 'paid', 'reversed'];

/**
 * Whether the partner may ask for a withdrawal now: only one request open at a time, and at least the minimum
 * approved and unclaimed. The API decides again; this only explains why the button is not there.
 */
export function withdrawalState(
  dashboard: AffiliateDashboard,
): { allowed: true } | { allowed: false; reason: 'notApproved' | 'openRequest' | 'belowMinimum'; amount?: number } {
  if (dashboard.application?.status !== 'approved') return { allowed: false, reason: 'notApproved' };
  const open = dashboard.withdrawals.find((withdrawal) => withdrawal.status === 'requested');
  if (open) return { allowed: false, reason: 'openRequest', amount: open.amount };
  if (dashboard.available < AFFILIATE_MIN_WITHDRAWAL) return { allowed: false, reason: 'belowMinimum' };
  return { allowed: true };
}
