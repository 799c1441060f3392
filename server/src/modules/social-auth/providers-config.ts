/**
 * Social sign-in providers from the environment: OIDC_PROVIDERS=google,facebook and, per provider,
 * OIDC_<NAME>_ISSUER, OIDC_<NAME>_CLIENT_ID, OIDC_<NAME>_CLIENT_SECRET, OIDC_<NAME>_SCOPE and
 * OIDC_<NAME>_TOKEN_ENDPOINT.
 */
import { z } from 'zod';

export interface SocialProviderConfig {
  /** Lower-case name used in URLs: /v1/auth/social/{name}/redirect. */
  name: string;
  /** OpenID Connect issuer; its /.well-known/openid-configuration is read on first use. */
  issuer: string;
  clientId: string;
  /** Unset: a public client that authenticates with PKCE alone. */
  clientSecret: string | undefined;
  scope: string;
  /** Replaces the discovered token endpoint (Facebook's discovery document has none). */
  tokenEndpoint?: string;
  /** Plain-http issuers (a local provider in tests); never set from the environment. */
  allowInsecureHttp?: boolean;
}

/**
 * Known providers. Facebook names its profile permission public_profile, and its discovery document (made for
 * Limited Login) lists no token endpoint: its OIDC code flow with PKCE exchanges the code at the Graph API.
 */
const KNOWN_DEFAULTS: Record<string, { issuer: string; scope: string; tokenEndpoint?: string }> = {
  google: { issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  facebook: {
    issuer: 'https://www.facebook.com',
    scope: 'openid email public_profile',
    tokenEndpoint: 'https://graph.facebook.com/oauth/access_token',
  },
};
const DEFAULT_SCOPE = 'openid email profile';

const providerName = z.string().regex(/^[a-z][a-z0-9]{0,31}$/, 'provider names are lower-case letters and digits');
const providerEnv = z.object({
  ISSUER: z.url({ protocol: /^https$/ }),
  CLIENT_ID: z.string().min(1),
  CLIENT_SECRET: z.string().min(1).optional(),
  SCOPE: z.string().regex(/(^| )openid( |$)/, 'the scope must include openid'),
  TOKEN_ENDPOINT: z.url({ protocol: /^https$/ }).optional(),
});

export function parseSocialProviders(env: Record<string, string | undefined>): SocialProviderConfig[] {
  const names = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(names)].map((rawName) => {
    const name = providerName.parse(rawName);
    const prefix = `OIDC_${name.toUpperCase()}_`;
    const value = (key: string) => env[prefix + key] || undefined;
    const parsed = providerEnv.safeParse({
      ISSUER: value('ISSUER') ?? KNOWN_DEFAULTS[name]?.issuer,
      CLIENT_ID: value('CLIENT_ID'),
      CLIENT_SECRET: value('CLIENT_SECRET'),
      SCOPE: value('SCOPE') ?? KNOWN_DEFAULTS[name]?.scope ?? DEFAULT_SCOPE,
      TOKEN_ENDPOINT: value('TOKEN_ENDPOINT') ?? KNOWN_DEFAULTS[name]?.tokenEndpoint,
    });
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => `${prefix}${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`Social sign-in provider "${name}" is misconfigured: ${fields.join('; ')}`);
    }
    const { ISSUER, CLIENT_ID, CLIENT_SECRET, SCOPE, TOKEN_ENDPOINT } = parsed.data;
    const provider = { name, issuer: ISSUER, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, scope: SCOPE };
    return TOKEN_ENDPOINT ? { ...provider, tokenEndpoint: TOKEN_ENDPOINT } : provider;
  });
}
