import type { Locale } from '#contract';
import { NO_TOKEN_EXPRESSION } from '@/lib/api/session';
import { localePath } from '@/lib/paths';
import { guardDecision } from './auth';
import { REDIRECT_KEY } from './auth.store';

/**
 * Inline first in the head of a page behind a sign-in guard ('authenticated', 'otp'): a visitor with no stored token
 * goes to sign in at once, the page remembered as applyGuard would, before any style or module loads (a shopper
 * from a bookmark waited for the whole island before). Anyone with a token is left to applyGuard, which asks the
 * API. The remembered path is checked where it is read (afterLoginTarget).
 */
export function signInRequiredScript(locale: Locale): string {
  // Where the guard sends a signed-out visitor in this language: one rule for the head and the island.
  const login = guardDecision('authenticated', undefined, localePath(locale, '/'))?.redirect;
  return `if(${NO_TOKEN_EXPRESSION}){try{sessionStorage.setItem(${JSON.stringify(REDIRECT_KEY)},location.pathname)}catch(e){}location.replace(${JSON.stringify(login)})}`;
}
