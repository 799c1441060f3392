/**
 * Social sign-in (OpenID Connect, authorization code + PKCE). The browser goes to
 * GET /v1/auth/social/{provider}/redirect?redirect_to=/path, the provider sends it back to the storefront's
 * /auth/social-callback?code=…&state=…(&iss=…), and that page posts those values here.
 */
import type { AuthTokens } from './account';

/** POST /v1/auth/social/callback body: the query parameters the provider added to /auth/social-callback. */
export interface SocialCallbackBody {
  provider: string;
  state: string;
  code: string;
  /** The provider's `iss` parameter (RFC 9207) when it sent one; required by providers that announce it. */
  iss?: string;
}

/** The callback's answer: the session, and where the visitor was going (a safe site path, or null for home). */
export interface SocialSignIn extends AuthTokens {
  redirect_to: string | null;
}
