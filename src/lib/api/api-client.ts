import { type FetchOptions, type MappedResponseType, ofetch } from 'ofetch';
import type { ApiFailure, ApiSuccess, IssuedTokens } from '#contract';
import { REFRESH_COOKIE_HEADER } from '#contract/account';
import { localeFromPath, localePath, unlocalizedPath } from '@/lib/paths';
import { API_BASE, ApiError, leaveOnBadRequest, type Query } from './public-api';
import { clearSession, storedAccessToken, storedRefreshToken, storeTokens } from './session';

export { API_BASE, ApiError, leaveOnBadRequest, notFoundPage } from './public-api';

export const REFRESH_PATH = '/v1/auth/refresh';
/**
 * Headers of the calls that issue tokens (sign-in, registration, social callback, refresh): an API that knows it
 * keeps the refresh token in an HttpOnly cookie instead of the answer; other APIs ignore it.
 */
export const ASK_FOR_REFRESH_COOKIE = { [REFRESH_COOKIE_HEADER]: '1' };
/** Calls whose 401 means wrong credentials, not an expired session. */
const NO_REFRESH = new Set(['/v1/auth/login', '/v1/auth/register', REFRESH_PATH]);

export function otpPage(pathname: string): string {
  return localePath(localeFromPath(pathname), '/auth/otp');
}

/**
 * The browser's client of the marketplace API (spec section 7): base from configuration, JSON in and out,
 * credentials sent, Accept-Language from the page's locale, `Authorization: Bearer` from the stored token (read
 * again before every request). A 401 refreshes the session once (one refresh shared by parallel requests) and
 * retries; if that fails the session is cleared. A 400 answer sends the browser to the 404 page under /pages/ and
 * a 422 PHONE_NOT_VERIFIED to /auth/otp (spec section 8).
 */
const client = ofetch.create({
  baseURL: API_BASE,
  credentials: 'include',
  headers: { Accept: 'application/json' },
  onRequest({ options }) {
    options.headers.set('Accept-Language', document.documentElement.lang || 'en');
    const token = storedAccessToken();
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
    else options.headers.delete('Authorization');
  },
  onResponseError({ response }) {
    const { pathname } = window.location;
    leaveOnBadRequest(response.status);
    const code = (response._data as ApiFailure | undefined)?.code;
    if (response.status === 422 && code === 'PHONE_NOT_VERIFIED' && unlocalizedPath(pathname) !== '/auth/otp') {
      window.location.assign(otpPage(pathname));
    }
  },
});

/** GET `path` and unwrap `data`; failures reject with ApiError (status and the server's message). */
export async function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return (await apiGetAnswer<T>(path, query, signal)).data;
}

/** GET `path` with the whole answer, for the calls whose success message is shown (spec: the coupon's). */
export function apiGetAnswer<T>(path: string, query?: Query, signal?: AbortSignal): Promise<ApiSuccess<T>> {
  return send<'json', ApiSuccess<T>>(path, { query, signal });
}

/** POST `body` with the whole answer, for the calls whose success message is shown (the newsletter's). */
export function apiPostAnswer<T>(path: string, body: unknown): Promise<ApiSuccess<T>> {
  return send<'json', ApiSuccess<T>>(path, { method: 'POST', body: body as Record<string, unknown> });
}

/**
 * POST `body` and unwrap `data`; `headers` adds request headers (an order's Idempotency-Key). A FormData body goes
 * as multipart/form-data (files too), its boundary set by the browser.
 */
export async function apiPost<T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const options = { method: 'POST', body: (body ?? {}) as Record<string, unknown>, headers };
  return (await send<'json', ApiSuccess<T>>(path, options)).data;
}

/**
 * GET a file (an attachment) as a Blob, signed in like every call: the token goes in the header, never in a URL a
 * link or an image could leak. Failures reject with ApiError.
 */
export function apiGetFile(path: string, signal?: AbortSignal): Promise<Blob> {
  return send(path, { signal, responseType: 'blob' });
}

async function send<Type extends 'json' | 'blob', T>(
  path: string,
  options: FetchOptions<Type>,
): Promise<MappedResponseType<Type, T>> {
  const sentToken = storedAccessToken();
  try {
    return await client<T, Type>(path, options);
  } catch (error) {
    const failure = toApiError(error);
    if (!(failure instanceof ApiError) || failure.status !== 401 || NO_REFRESH.has(path)) throw failure;
    // A token refreshed meanwhile (by a parallel request or another tab) is simply tried.
    const refreshed = storedAccessToken() !== sentToken || (await refreshSession());
    if (!refreshed) throw failure;
  }
  try {
    return await client<T, Type>(path, options);
  } catch (error) {
    throw toApiError(error);
  }
}

let refreshing: Promise<boolean> | undefined;

/** One refresh at a time: parallel requests that all got 401 wait for the same answer. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= refreshOnce().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * A stored refresh token (from an API without the cookie, or stored before it) goes in the body, and an answer
 * without one removes it; else a signed-in browser refreshes by the API's cookie. A guest has nothing to refresh.
 */
async function refreshOnce(): Promise<boolean> {
  const refreshToken = storedRefreshToken();
  if (refreshToken || storedAccessToken()) {
    try {
      const body = await client<ApiSuccess<IssuedTokens>>(REFRESH_PATH, {
        method: 'POST',
        headers: ASK_FOR_REFRESH_COOKIE,
        body: refreshToken ? { refresh_token: refreshToken } : {},
      });
      storeTokens(body.data);
      return true;
    } catch {
      // The refresh token is expired or revoked: sign out below.
    }
  }
  clearSession();
  return false;
}

function toApiError(error: unknown): unknown {
  if (error instanceof Error && error.name === 'AbortError') return error;
  const fetchError = error as { status?: number; data?: unknown };
  // A file call's failure arrives as a Blob, not as the error envelope.
  const failure = fetchError.data instanceof Blob ? undefined : (fetchError.data as ApiFailure | undefined);
  return new ApiError(fetchError.status ?? 0, failure);
}
