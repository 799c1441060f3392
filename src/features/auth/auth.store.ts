/** Where the visitor was going before a guard sent them to /login (sessionStorage: this tab only). */
export const REDIRECT_KEY = 'auth.redirect';

export function rememberRedirect(path: string): void {
  sessionStorage.setItem(REDIRECT_KEY, path);
}

/** The remembered target (validate it with afterLoginTarget before use). */
export function rememberedRedirect(): string | null {
  return sessionStorage.getItem(REDIRECT_KEY);
}

/** The remembered target, forgotten once read. */
export function takeRedirect(): string | null {
  const target = rememberedRedirect();
  sessionStorage.removeItem(REDIRECT_KEY);
  return target;
}

/** The reset_token of POST /otp_verify_for_reset_password, kept for the reset page of this tab. */
const RESET_TOKEN_KEY = 'auth.reset_token';

export const resetTicket = {
  save: (token: string) => sessionStorage.setItem(RESET_TOKEN_KEY, token),
  read: () => sessionStorage.getItem(RESET_TOKEN_KEY),
  clear: () => sessionStorage.removeItem(RESET_TOKEN_KEY),
};

/** The provider of a social sign-in in progress (the provider's redirect carries only code and state). */
const SOCIAL_PROVIDER_KEY = 'auth.social_provider';

export const socialProvider = {
  save: (provider: string) => sessionStorage.setItem(SOCIAL_PROVIDER_KEY, provider),
  read: () => sessionStorage.getItem(SOCIAL_PROVIDER_KEY),
};
