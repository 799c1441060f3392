import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { IssuedTokens, User } from '#contract';
import { ensureLocalStateVersion, LOCAL_STATE_KEY, LOCAL_STATE_VERSION } from './local-state';

/**
 * Where the signed-in session lives in the browser (spec section 7: storage and cookie prefix `auth.`, path /).
 * localStorage: `auth._token.local` (access token, short-lived), `auth.user` (the GET /user answer), and
 * `auth._refresh_token.local` only for an API that answers the refresh token in the body: ours keeps it in an
 * HttpOnly cookie no script can read (REFRESH_COOKIE_HEADER), and a token stored before that is used once and
 * removed. Cookie `auth.loggedIn=1` (no secret in it) lets a static page's script know someone is signed in.
 * The atoms follow other tabs through the storage event.
 */
export const TOKEN_KEY = 'auth._token.local';
export const REFRESH_TOKEN_KEY = 'auth._refresh_token.local';
export const USER_KEY = 'auth.user';
export const LOGGED_IN_COOKIE = 'auth.loggedIn';
/** As long as the refresh token lives. */
const COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

if (typeof localStorage !== 'undefined') ensureLocalStateVersion(localStorage);

export const $authToken = persistentAtom<string | undefined>(TOKEN_KEY, undefined);
export const $refreshToken = persistentAtom<string | undefined>(REFRESH_TOKEN_KEY, undefined);
export const $user = persistentAtom<User | undefined>(USER_KEY, undefined, {
  encode: (user) => (user === undefined ? undefined : JSON.stringify(user)) as string,
  decode(encoded) {
    try {
      return JSON.parse(encoded) as User;
    } catch {
      return undefined;
    }
  },
});

/** The signed-in user's id, or null for a guest. */
export const $shopperId = computed([$authToken, $user], (token, user) => (token && user ? user.id : null));

/** A test of the stored session as an inline script's expression, `s` being localStorage; blocked storage is false. */
const storedSessionExpression = (test: string) =>
  `(function(){try{var s=localStorage;return ${test}}catch(e){return false}})()`;
/** Storage of another storefront version is cleared before any module reads it (ensureLocalStateVersion). */
const CURRENT_TOKEN = `s.getItem(${JSON.stringify(LOCAL_STATE_KEY)})===${JSON.stringify(LOCAL_STATE_VERSION)}&&!!s.getItem(${JSON.stringify(TOKEN_KEY)})`;

/**
 * $shopperId's answer (signed in or not) as a JavaScript expression for an inline script, which runs before any
 * module: the stored state of this storefront version, a token, and a readable user.
 */
export const SIGNED_IN_EXPRESSION = storedSessionExpression(
  `${CURRENT_TOKEN}&&!!JSON.parse(s.getItem(${JSON.stringify(USER_KEY)}))`,
);

/**
 * True when the modules will find no storedAccessToken(), for an inline script: the visitor is signed out whatever
 * the API says. Blocked storage is false here too: the page's modules decide.
 */
export const NO_TOKEN_EXPRESSION = storedSessionExpression(`!(${CURRENT_TOKEN})`);

/** The access token as stored now (read again before every request: another tab may have refreshed it). */
export function storedAccessToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storedRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_KEY);
}

/** Stores a sign-in or refresh answer; one without `refresh_token` (the API set its cookie) removes a stored one. */
export function storeTokens(tokens: IssuedTokens): void {
  $authToken.set(tokens.access_token);
  $refreshToken.set('refresh_token' in tokens ? tokens.refresh_token : undefined);
  $user.set(tokens.user);
  setLoggedInCookie(true);
}

export function clearSession(): void {
  $authToken.set(undefined);
  $refreshToken.set(undefined);
  $user.set(undefined);
  setLoggedInCookie(false);
}

function setLoggedInCookie(loggedIn: boolean): void {
  const maxAge = loggedIn ? COOKIE_MAX_AGE : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${LOGGED_IN_COOKIE}=${loggedIn ? 1 : ''}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

export function hasLoggedInCookie(cookies: string): boolean {
  return cookies.split(/;\s*/).includes(`${LOGGED_IN_COOKIE}=1`);
}
