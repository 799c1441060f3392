import type {
  IssuedTokens,
  LoginBody,
  OtpBody,
  OtpSent,
  PhoneBody,
  PhoneOtpBody,
  RegisterBody,
  RegisterCodeBody,
  ResetPasswordBody,
  ResetTicket,
  SocialCallbackBody,
  SocialSignIn,
  User,
} from '#contract';
import { API_BASE, ASK_FOR_REFRESH_COOKIE, apiGet, apiPost } from '@/lib/api/api-client';
import { $user, clearSession, storeTokens } from '@/lib/api/session';

/** Calls of the accounts API (spec section 7; paths in issue 4). Sign-ins store the tokens and the user. */
async function signedIn(tokens: Promise<IssuedTokens>): Promise<User> {
  const answer = await tokens;
  storeTokens(answer);
  return answer.user;
}

export const login = (body: LoginBody) =>
  signedIn(apiPost<IssuedTokens>('/v1/auth/login', body, ASK_FOR_REFRESH_COOKIE));

/** Texts a registration code to a free phone (a taken one's owner gets a sign-in hint instead: the same answer). */
export const sendRegisterCode = (phone: string) =>
  apiPost<OtpSent>('/v1/auth/register/otp', { phone } satisfies RegisterCodeBody);

export const register = (body: RegisterBody) =>
  signedIn(apiPost<IssuedTokens>('/v1/auth/register', body, ASK_FOR_REFRESH_COOKIE));

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
export async function socialCallback(callback: SocialCallbackBody): Promise<IssuedTokens<SocialSignIn>> {
  const answer = await apiPost<IssuedTokens<SocialSignIn>>(
    '/v1/auth/social/callback',
    callback,
    ASK_FOR_REFRESH_COOKIE,
  );
  storeTokens(answer);
  return answer;
}
