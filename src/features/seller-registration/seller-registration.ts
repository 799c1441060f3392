import type { Locale, PayoutType, User, VendorRegistrationBody } from '#contract';
import { PAYOUT_BANK_ACCOUNT_MAX_LENGTH } from '#contract/payouts';
import { normalizeDigits } from '#contract/phone';
import { NID_LENGTHS, SHOP_NAME_MAX_LENGTH } from '#contract/seller-registration';
import { bangladeshiMobile, looksLikeEmail, MIN_PASSWORD_LENGTH, typedCode } from '@/features/auth/auth';
import { ApiError } from '@/lib/api/api-client';
import { localePath, shopPath } from '@/lib/paths';

/** The registration form's state: place ids stay null until chosen, optional texts stay '' when left empty. */
export interface SellerDraft {
  shop_name: string;
  shop_name_bn: string;
  name: string;
  phone: string;
  otp: string;
  email: string;
  password: string;
  nid: string;
  trade_licence: string;
  dbid: string;
  division_id: number | null;
  district_id: number | null;
  upazila_id: number | null;
  address_line: string;
  pickup_phone: string;
  payout_type: PayoutType;
  payout_account: string;
  category_ids: number[];
}

/** A problem's key in `sellOnHaat.registration.errors`. */
export type SellerProblem =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'phone'
  | 'email'
  | 'passwordLength'
  | 'otp'
  | 'codeFirst'
  | 'nid'
  | 'wallet'
  | 'tooManyCategories';

/** Problems keyed as the API's 422 field map names them (`payout.account`), so both show in the same place. */
export type SellerProblems = Partial<Record<keyof VendorRegistrationBody | 'payout.account', SellerProblem>>;

/** The server's limits for the free texts (the shop names' is the contract's), and for the main categories. */
const MAX = { name: 100, trade_licence: 50, dbid: 50, address_line: 300 } as const;
const SHOP_NAME_MIN_LENGTH = 2;
export const MAX_MAIN_CATEGORIES = 10;

export function emptySellerDraft(): SellerDraft {
  return {
    shop_name: '',
    shop_name_bn: '',
    name: '',
    phone: '',
    otp: '',
    email: '',
    password: '',
    nid: '',
    trade_licence: '',
    dbid: '',
    division_id: null,
    district_id: null,
    upazila_id: null,
    address_line: '',
    pickup_phone: '',
    payout_type: 'bkash',
    payout_account: '',
    category_ids: [],
  };
}

/** The NID's digits (Bengali digits read as ASCII, spaces and dashes dropped) when it has 10, 13 or 17; else null. */
export function nidDigits(input: string): string | null {
  const digits = normalizeDigits(input).replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) && (NID_LENGTHS as readonly number[]).includes(digits.length) ? digits : null;
}

/**
 * The payout account as the API takes it: a wallet's number in its national form (`01XXXXXXXXX`), a bank account's
 * text with its runs of spaces made one; null when a wallet number is not a Bangladeshi mobile.
 */
export function payoutAccount(type: PayoutType, account: string): string | null {
  if (type !== 'bank') return bangladeshiMobile(account);
  return account.trim().replace(/\s+/g, ' ');
}

export const isWallet = (type: PayoutType) => type !== 'bank';

/** The account input's keyboard: a phone keypad for a wallet's number, free text for a bank account. */
export function payoutInputProps(type: PayoutType) {
  return isWallet(type)
    ? ({ type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const)
    : ({ type: 'text', inputMode: 'text', autoComplete: 'off' } as const);
}

function text(value: string, max: number, { optional = false, min = 1 } = {}): SellerProblem | undefined {
  const length = [...value.trim()].length;
  if (length === 0) return optional ? undefined : 'required';
  if (length < min) return 'tooShort';
  return length > max ? 'tooLong' : undefined;
}

/**
 * The browser's checks, the same rules as the API's (whose 422 field map stays the truth). `codeSentTo` is the
 * national phone the last code went to: a code only counts for the phone it was sent to.
 */
export function validateSellerDraft(draft: SellerDraft, codeSentTo: string | null): SellerProblems {
  const problems: SellerProblems = {
    shop_name: text(draft.shop_name, SHOP_NAME_MAX_LENGTH, { min: SHOP_NAME_MIN_LENGTH }),
    shop_name_bn: text(draft.shop_name_bn, SHOP_NAME_MAX_LENGTH, { min: SHOP_NAME_MIN_LENGTH, optional: true }),
    name: text(draft.name, MAX.name),
    trade_licence: text(draft.trade_licence, MAX.trade_licence, { optional: true }),
    dbid: text(draft.dbid, MAX.dbid, { optional: true }),
    address_line: text(draft.address_line, MAX.address_line),
  };
  const phone = bangladeshiMobile(draft.phone);
  if (!draft.phone.trim()) problems.phone = 'required';
  else if (!phone) problems.phone = 'phone';
  if (phone && codeSentTo !== phone) problems.otp = 'codeFirst';
  else if (!draft.otp.trim()) problems.otp = 'required';
  else if (!typedCode(draft.otp)) problems.otp = 'otp';
  if (!draft.email.trim()) problems.email = 'required';
  else if (!looksLikeEmail(draft.email)) problems.email = 'email';
  if (!draft.password) problems.password = 'required';
  else if (draft.password.length < MIN_PASSWORD_LENGTH) problems.password = 'passwordLength';
  if (!draft.nid.trim()) problems.nid = 'required';
  else if (!nidDigits(draft.nid)) problems.nid = 'nid';
  for (const field of ['division_id', 'district_id', 'upazila_id'] as const) {
    if (draft[field] === null) problems[field] = 'required';
  }
  if (draft.pickup_phone.trim() && !bangladeshiMobile(draft.pickup_phone)) problems.pickup_phone = 'phone';
  problems['payout.account'] = payoutProblem(draft.payout_type, draft.payout_account);
  if (draft.category_ids.length > MAX_MAIN_CATEGORIES) problems.category_ids = 'tooManyCategories';
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as SellerProblems;
}

function payoutProblem(type: PayoutType, account: string): SellerProblem | undefined {
  if (!account.trim()) return 'required';
  if (isWallet(type)) return bangladeshiMobile(account) ? undefined : 'wallet';
  return text(account, PAYOUT_BANK_ACCOUNT_MAX_LENGTH);
}

/** The API body of a draft that passed validateSellerDraft; optional texts left empty are left out. */
export function toRegistrationBody(draft: SellerDraft): VendorRegistrationBody {
  const { division_id, district_id, upazila_id } = draft;
  const phone = bangladeshiMobile(draft.phone);
  const otp = typedCode(draft.otp);
  const nid = nidDigits(draft.nid);
  const account = payoutAccount(draft.payout_type, draft.payout_account);
  if (division_id === null || district_id === null || upazila_id === null || !phone || !otp || !nid || !account) {
    throw new Error('Incomplete seller registration');
  }
  const optional = (value: string) => value.trim() || undefined;
  const pickupPhone = draft.pickup_phone.trim() ? bangladeshiMobile(draft.pickup_phone) : null;
  return {
    shop_name: draft.shop_name.trim(),
    shop_name_bn: optional(draft.shop_name_bn),
    name: draft.name.trim(),
    phone,
    otp,
    email: draft.email.trim(),
    password: draft.password,
    nid,
    trade_licence: optional(draft.trade_licence),
    dbid: optional(draft.dbid),
    division_id,
    district_id,
    upazila_id,
    address_line: draft.address_line.trim(),
    pickup_phone: pickupPhone ?? undefined,
    payout: { type: draft.payout_type, account },
    category_ids: draft.category_ids.length > 0 ? draft.category_ids : undefined,
  };
}

/** Ticks or unticks a category, keeping the list in the order of the ids. */
export function toggleCategory(ids: number[], id: number, checked: boolean): number[] {
  const rest = ids.filter((other) => other !== id);
  return checked ? [...rest, id].sort((a, b) => a - b) : rest;
}

/**
 * Where a new seller goes after the message: the seller admin site when one is configured (an absolute http(s)
 * address), else the storefront's dashboard in the page's language, where the application's status shows.
 */
export function afterRegistrationTarget(sellerAdminUrl: string | undefined, locale: Locale): string {
  const configured = sellerAdminUrl?.trim();
  if (configured && /^https?:\/\/[^/]/i.test(configured)) return configured;
  return localePath(locale, '/user/dashboard');
}

/** What the dashboard says about the user's shop, or null when the user registered none. */
export type ShopStatusView =
  | { state: 'pending'; name: string }
  | { state: 'rejected'; name: string; reason: string | null }
  | { state: 'approved'; name: string; path: string };

export function shopStatusView(vendor: User['vendor'], locale: Locale): ShopStatusView | null {
  if (!vendor) return null;
  if (vendor.status === 'approved') {
    return { state: 'approved', name: vendor.name, path: localePath(locale, shopPath(vendor.id)) };
  }
  if (vendor.status === 'rejected') return { state: 'rejected', name: vendor.name, reason: vendor.reject_reason };
  return { state: 'pending', name: vendor.name };
}

/**
 * The words for a failed call: the server's message when it answered one (a 429, a refusal), the spec's
 * 'Server Error. Please try again later' when no answer came (network down, the API unreachable).
 */
export function failureMessage(error: unknown, texts: { networkError: string; failed: string }): string {
  if (!(error instanceof ApiError) || error.status === 0) return texts.networkError;
  return error.failure?.message || texts.failed;
}
