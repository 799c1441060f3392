import type { Locale } from '#contract';
import { bangladeshiMobile, looksLikeEmail, MIN_PASSWORD_LENGTH, typedCode } from '@/features/auth/auth';
import type { IslandStrings } from '@/i18n';
import { fill } from '@/i18n/fill';
import { ApiError } from '@/lib/api/api-client';

/** The text of each field that has a problem: its `errors` entry, with `{{name}}` values filled in. */
export function problemTexts<Problem extends string>(
  errors: Record<Problem, string>,
  problems: Record<string, Problem | undefined>,
  values: Record<string, string | number> = {},
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) if (problem) texts[field] = fill(errors[problem], values);
  return texts;
}

const PROFILE_NAME_MAX = 100;

/** Keys of `account.errors`. */
export type FormProblem = 'required' | 'email' | 'tooShort' | 'tooLong' | 'mismatch' | 'phone' | 'samePhone' | 'otp';

export interface ProfileDraft {
  name: string;
  email: string;
}

export function validateProfile({ name, email }: ProfileDraft): Partial<Record<keyof ProfileDraft, FormProblem>> {
  const errors: Partial<Record<keyof ProfileDraft, FormProblem>> = {};
  if (!name.trim()) errors.name = 'required';
  else if (name.trim().length > PROFILE_NAME_MAX) errors.name = 'tooLong';
  if (email.trim() && !looksLikeEmail(email)) errors.email = 'email';
  return errors;
}

/** The update_profile body: an emptied email field removes the email. */
export function profileBody({ name, email }: ProfileDraft): { name: string; email?: string } {
  return email.trim() ? { name: name.trim(), email: email.trim() } : { name: name.trim() };
}

export interface PasswordDraft {
  current_password: string;
  password: string;
  confirm: string;
}

/** A social-only account has no current password to give (has_password false). */
export function validatePasswordChange(
  draft: PasswordDraft,
  hasPassword: boolean,
): Partial<Record<keyof PasswordDraft, FormProblem>> {
  const errors: Partial<Record<keyof PasswordDraft, FormProblem>> = {};
  if (hasPassword && !draft.current_password) errors.current_password = 'required';
  if (!draft.password) errors.password = 'required';
  else if (draft.password.length < MIN_PASSWORD_LENGTH) errors.password = 'tooShort';
  if (draft.confirm !== draft.password) errors.confirm = 'mismatch';
  return errors;
}

/** A new Bangladeshi mobile that is not the account's own (`currentPhone` in E.164). */
export function validateNewPhone(phone: string, currentPhone: string | null): { phone?: FormProblem } {
  if (!phone.trim()) return { phone: 'required' };
  const local = bangladeshiMobile(phone);
  if (!local) return { phone: 'phone' };
  return currentPhone === `+88${local}` ? { phone: 'samePhone' } : {};
}

/** The code as the API takes it: ASCII digits, no spaces around; null unless it is 6 digits. */
export function validateCode(otp: string): { otp?: FormProblem } {
  if (!otp.trim()) return { otp: 'required' };
  return typedCode(otp) ? {} : { otp: 'otp' };
}

/** The texts of the user area's menu. */
export type UserAreaTexts = IslandStrings<
  | 'account.dashboard.title'
  | 'account.details.title'
  | 'account.password.title'
  | 'addresses.title'
  | 'affiliate.menu'
  | 'chat.title'
  | 'orders.list.title'
  | 'reviews.myReviews.title'
  | 'tickets.title'
>;

/** The user area's menu: unlocalized paths, their titles and the header counter a link shows (`data-count`). */
export const USER_AREA_LINKS: readonly {
  path: string;
  label: (texts: UserAreaTexts) => string;
  counter?: 'chat';
}[] = [
  { path: '/user/dashboard', label: (texts) => texts.account.dashboard.title },
  { path: '/user/orders', label: (texts) => texts.orders.list.title },
  { path: '/user/chat', label: (texts) => texts.chat.title, counter: 'chat' },
  { path: '/user/my-reviews', label: (texts) => texts.reviews.myReviews.title },
  { path: '/user/help-support', label: (texts) => texts.tickets.title },
  { path: '/user/affiliate', label: (texts) => texts.affiliate.menu },
  { path: '/user/account_details', label: (texts) => texts.account.details.title },
  { path: '/user/change-password', label: (texts) => texts.account.password.title },
  { path: '/user/addresses', label: (texts) => texts.addresses.title },
];

const BENGALI_ZERO = 0x09e6;

/** '+8801712345678' → '01712-345678', in Bengali digits on Bengali pages. */
export function displayPhone(e164: string, locale: Locale): string {
  const local = /^\+880(1\d{3})(\d{6})$/.exec(e164);
  const shown = local ? `0${local[1]}-${local[2]}` : e164;
  return locale === 'bn' ? shown.replace(/\d/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit))) : shown;
}

/** The first message of each field of a 422 answer (already in the page's language), or null for other errors. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.failure?.errors) return null;
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.failure.errors)) {
    const message = messages[0];
    if (message) fields[field] = message;
  }
  return fields;
}
