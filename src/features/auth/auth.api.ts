import type {
  AuthTokens,
  LoginBody,
  OtpBody,
  OtpSent,
  PhoneBody,
  PhoneOtpBody,
  RegisterBody,
  ResetPasswordBody,
  ResetTicket,
  SocialCallbackBody,
  SocialSignIn,
  User,
} from '#contract';
import { API_BASE, apiGet, apiPost } from '@/lib/api/api-client';
import { $user, clearSession, storeTokens } from '@/lib/api/session';

/** Calls of the accounts API (spec section 7; paths in issue 4). Sign-ins store the tokens and the user. */
async function signedIn(tokens: Promise<AuthTokens>): Promise<User> {
  const answer = await tokens;
  storeTokens(answer);
  return answer.user;
}

export const login = (body: LoginBody) => signedIn(apiPost<AuthTokens>('/v1/auth/login', body));

export const register = (body: RegisterBody) => signedIn(apiPost<AuthTokens>('/v1/auth/register', body));

/** Revokes the session on the server if it can; the browser signs out either way (spec: failures are ignored). */
export async function logout(): Promise<void> {
  await apiPost('/v1/auth/logout').catch(() => undefined);
  clearSession();
}

export async function fetchUser(): Promise<User> {
  const user = await apiGet<User>('/user');
  $user.set(user);
  return user;
}

export const sendPhoneOtp = () => apiPost<OtpSent>('/phone_verify');
export const verifyPhoneOtp = (otp: string) => apiPost<unknown>('/otp_verify', { otp } satisfies OtpBody);

export const sendResetOtp = (phone: string) =>
  apiPost<OtpSent>('/otp_for_reset_password', { phone } satisfies PhoneBody);
export const verifyResetOtp = (phone: string, otp: string) =>
  apiPost<ResetTicket>('/otp_verify_for_reset_password', { phone, otp } satisfies PhoneOtpBody);
export const resetPassword = (resetToken: string, password: string) =>
  apiPost<unknown>('/v1/auth/reset-password', { reset_token: resetToken, password } satisfies ResetPasswordBody);

export type SocialProvider = 'google' | 'facebook';

/** The API route that sends the browser on to the provider; it answers 404 for a provider that is not configured. */
export function socialRedirectUrl(provider: SocialProvider, redirectTo: string): string {
  return `${API_BASE}/v1/auth/social/${provider}/redirect?redirect_to=${encodeURIComponent(redirectTo)}`;
}

/** Completes a provider's sign-in; the API answers the redirect_to it kept with the state. */
export async function socialCallback(callback: SocialCallbackBody): Promise<SocialSignIn> {
  const answer = await apiPost<SocialSignIn>('/v1/auth/social/callback', callback);
  storeTokens(answer);
  return answer;
}
