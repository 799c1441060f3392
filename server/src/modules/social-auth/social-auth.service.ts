/**
 * Social sign-in: OpenID Connect authorization code flow with PKCE (S256), state and nonce. The state row keeps
 * the verifier and nonce in the database, so any API instance can finish a sign-in another one started.
 */
import * as oidc from 'openid-client';
import type { Locale, SocialCallbackBody, SocialSignIn } from '#contract';
import type { Config } from '../../config';
import { uniqueViolationOf } from '../../db/unique-violation';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limits/rate-limits';
import { conflict, notFound, unauthenticated } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { issueSession } from '../auth/sessions.service';
import { toUser } from '../auth/users.service';
import { providerConfiguration } from './oidc-clients';
import type { SocialProviderConfig } from './providers-config';
import { insertState, takeState } from './social-auth.repository';
import { needsUserInfo, socialProfile } from './social-profile';
import { findOrCreateSocialUser } from './social-users';

const STATE_LIFETIME_SECONDS = 10 * 60;
/** One redirect URI for every language: the language travels in the stored redirect_to. */
export const SOCIAL_CALLBACK_PATH = '/auth/social-callback';
/** Each start stores a row: bounded per client IP, loosely (mobile carriers put many shoppers behind one IP). */
export const SOCIAL_STARTS_PER_MINUTE = 60;
const START_RULES: RateLimitRule[] = [
  { limit: SOCIAL_STARTS_PER_MINUTE, windowSeconds: 60 },
  { limit: 10 * SOCIAL_STARTS_PER_MINUTE, windowSeconds: 60 * 60 },
];

/** What social sign-in reads of the configuration: the providers, and the site the provider sends people back to. */
export type SocialSetup = Pick<Config, 'socialProviders' | 'siteUrl'>;

function providerNamed(setup: SocialSetup, name: string): SocialProviderConfig {
  const provider = setup.socialProviders.find((candidate) => candidate.name === name);
  if (!provider) throw notFound('socialAuth.unknownProvider', { provider: name });
  return provider;
}

export interface StartInput {
  provider: string;
  /** Already a safe site path, or null. */
  redirectTo: string | null;
}

/** The provider's authorization URL for a new sign-in; starts are limited per client IP. */
export async function startSocialSignIn(
  ctx: RequestContext,
  setup: SocialSetup,
  { provider: name, redirectTo }: StartInput,
) {
  const provider = providerNamed(setup, name);
  const configuration = await providerConfiguration(provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const { now } = ctx;
  await ctx.db.transaction(async (tx) => {
    await consumeRateLimit(tx, `social-start:ip:${ctx.ip}`, START_RULES);
    await insertState(
      tx,
      {
        state,
        provider: provider.name,
        codeVerifier,
        nonce,
        redirectTo,
        expiresAt: new Date(now.getTime() + STATE_LIFETIME_SECONDS * 1000),
      },
      now,
    );
  });
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: `${setup.siteUrl}${SOCIAL_CALLBACK_PATH}`,
    response_type: 'code',
    scope: provider.scope,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
}

/**
 * Exchanges the code (with the verifier), checks the ID token and its nonce, then signs the user in. Why a provider
 * refused the code or its tokens is logged; the visitor only hears that sign-in failed.
 */
export async function finishSocialSignIn(
  ctx: RequestContext,
  setup: SocialSetup,
  input: SocialCallbackBody,
): Promise<SocialSignIn> {
  const provider = providerNamed(setup, input.provider);
  // Taken (deleted) before anything else: a state works once, whatever happens next.
  const stored = await ctx.db.transaction((tx) => takeState(tx, input.state));
  if (!stored || stored.provider !== provider.name || stored.expiresAt <= ctx.now) {
    throw unauthenticated('socialAuth.stateInvalid');
  }
  const configuration = await providerConfiguration(provider);
  const callbackUrl = new URL(`${setup.siteUrl}${SOCIAL_CALLBACK_PATH}`);
  callbackUrl.searchParams.set('code', input.code);
  callbackUrl.searchParams.set('state', input.state);
  if (input.iss) callbackUrl.searchParams.set('iss', input.iss);

  let profile: ReturnType<typeof socialProfile>;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: stored.codeVerifier,
      expectedState: stored.state,
      expectedNonce: stored.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const canAskUserInfo = configuration.serverMetadata().userinfo_endpoint !== undefined;
    const userInfo =
      needsUserInfo(claims) && canAskUserInfo
        ? await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
        : undefined;
    profile = socialProfile(claims, userInfo);
  } catch (error) {
    ctx.log.warn({ err: error }, 'social sign-in refused by the provider');
    throw unauthenticated('socialAuth.signInFailed');
  }

  const language: Locale = stored.redirectTo === '/bn' || stored.redirectTo?.startsWith('/bn/') ? 'bn' : ctx.locale;
  const signInUser = () =>
    ctx.db.transaction(async (tx) => {
      const user = await findOrCreateSocialUser(tx, provider.name, profile, language);
      if (user.lockedAt) throw unauthenticated('socialAuth.signInFailed');
      const tokens = await issueSession(tx, user.id, ctx.userAgent);
      return { ...tokens, user: await toUser({ db: tx, locale: ctx.locale }, user), redirect_to: stored.redirectTo };
    });
  try {
    return await signInUser();
  } catch (error) {
    if (uniqueViolationOf(error) === null) throw error;
  }
  // A concurrent sign-in (another tab) created the same account or link first: now it is found, not created.
  try {
    return await signInUser();
  } catch (error) {
    throw uniqueViolationOf(error) === null ? error : conflict();
  }
}
