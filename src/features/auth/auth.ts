import type { Locale, User } from '#contract';
import { nationalMobile, normalizeDigits } from '#contract/phone';
import { isSafeRedirectPath } from '#contract/redirect';
import { localeFromPath, localePath } from '@/lib/paths';

/**
 * Route guards by the spec's names (section 2), read from the names themselves:
 * - `authenticated`: pages needing a login; a logged-out visitor goes to /login (the target is remembered).
 * - `not_access_otp_verified`: the OTP page; a logged-out visitor goes to /, a verified user to /user/dashboard.
 * - `otp`: pages with server-backed personal data; like `authenticated`, and an unverified phone goes to /auth/otp.
 * - `guest`: login and sign-up; a logged-in user goes home.
 * Every redirect keeps the language prefix of the current path.
 */
export type Guard = 'authenticated' | 'not_access_otp_verified' | 'otp' | 'guest';

export interface GuardRedirect {
  /** Locale-prefixed page to go to instead. */
  redirect: string;
  /** Where the visitor was going, to come back to after signing in. */
  rememberTarget?: string;
}

type GuardUser = Pick<User, 'phone_verified'> | undefined;

/** What a guard does for this user on this (locale-prefixed) path: null lets the page show. */
export function guardDecision(guard: Guard, user: GuardUser, path: string): GuardRedirect | null {
  const locale = localeFromPath(path);
  const to = (page: string) => localePath(locale, page);
  if (guard === 'guest') return user ? { redirect: to('/') } : null;
  if (guard === 'not_access_otp_verified') {
    if (!user) return { redirect: to('/') };
    return user.phone_verified ? { redirect: to('/user/dashboard') } : null;
  }
  if (!user) {
    return isSafeRedirectPath(path) ? { redirect: to('/login'), rememberTarget: path } : { redirect: to('/login') };
  }
  return guard === 'otp' && !user.phone_verified ? { redirect: to('/auth/otp') } : null;
}

/** Where a signed-in user goes: the remembered target if it is a safe site path, else home. */
export function afterLoginTarget(remembered: string | null | undefined, locale: Locale): string {
  return isSafeRedirectPath(remembered) ? remembered : localePath(locale, '/');
}

/**
 * The language a social sign-in began in, read from its target: the provider sends every language back to the one
 * unprefixed callback page, which must not answer a Bengali shopper in English.
 */
export function socialSignInLocale(target: string | null, pageLocale: Locale): Locale {
  return isSafeRedirectPath(target) ? localeFromPath(target) : pageLocale;
}

/** A Bangladeshi mobile in its national form '01XXXXXXXXX', or null (the API also checks it with libphonenumber). */
export const bangladeshiMobile = nationalMobile;

export function looksLikeEmail(input: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.trim());
}

export const MIN_PASSWORD_LENGTH = 8;
export const OTP_LENGTH = 6;

/** Keys of the `auth.validation` strings. */
type ValidationKey = 'required' | 'login' | 'phone' | 'email' | 'passwordLength' | 'otp';
export type FieldChecks = Record<string, ValidationKey>;

type Form = Record<string, string>;

function collect(checks: [field: string, problem: ValidationKey | false][]): FieldChecks {
  return Object.fromEntries(checks.filter((check): check is [string, ValidationKey] => check[1] !== false));
}

const required = (value: string | undefined) => !value?.trim() && 'required';
const phoneProblem = (value = '') => required(value) || (!bangladeshiMobile(value) && 'phone');
const passwordProblem = (value = '') => required(value) || (value.length < MIN_PASSWORD_LENGTH && 'passwordLength');

export function checkSignIn({ login = '', password }: Form): FieldChecks {
  const loginProblem = required(login) || (!looksLikeEmail(login) && !bangladeshiMobile(login) && 'login');
  return collect([
    ['login', loginProblem],
    ['password', required(password)],
  ]);
}

export function checkSignUp({ name, phone, otp = '', email = '', password }: Form): FieldChecks {
  return collect([
    ['name', required(name)],
    ['phone', phoneProblem(phone)],
    ['otp', typedCode(otp) === null && 'otp'],
    ['email', email.trim() !== '' && !looksLikeEmail(email) && 'email'],
    ['password', passwordProblem(password)],
  ]);
}

export const checkPhone = ({ phone }: Form): FieldChecks => collect([['phone', phoneProblem(phone)]]);
export const checkNewPassword = ({ password }: Form): FieldChecks => collect([['password', passwordProblem(password)]]);

/** The code as typed (Bengali digits allowed, spaces around it ignored), or null unless it is OTP_LENGTH digits. */
export function typedCode(otp: string): string | null {
  const code = normalizeDigits(otp).trim();
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) ? code : null;
}

export function checkOtp({ otp = '' }: Form): FieldChecks {
  return collect([['otp', typedCode(otp) === null && 'otp']]);
}
