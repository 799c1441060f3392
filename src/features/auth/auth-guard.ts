import type { User } from '#contract';
import { ApiError } from '@/lib/api/api-client';
import { $user, storedAccessToken } from '@/lib/api/session';
import { type Guard, guardDecision } from './auth';
import { fetchUser } from './auth.api';
import { rememberRedirect } from './auth.store';

/**
 * Runs a guard before a page asks for personal data: with a stored token the user is fetched first (a stale
 * cached user must not decide, nor show), then the page either continues with the user or the browser leaves.
 * Resolves to the user (or undefined for guest pages), or to false when the browser is being sent elsewhere.
 */
export async function applyGuard(guard: Guard): Promise<User | undefined | false> {
  const user = storedAccessToken() ? await currentUser() : undefined;
  const decision = guardDecision(guard, user, window.location.pathname);
  if (!decision) return user;
  if (decision.rememberTarget) rememberRedirect(decision.rememberTarget);
  window.location.replace(decision.redirect);
  return false;
}

async function currentUser(): Promise<User | undefined> {
  try {
    return await fetchUser();
  } catch (error) {
    // Offline or the API is down: the cached user decides. A 401 already signed the session out.
    return error instanceof ApiError && error.status === 401 ? undefined : $user.get();
  }
}
