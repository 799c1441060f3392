import type { ApiFailure, ApiSuccess } from '#contract';
import { localeFromPath, localePath } from '@/lib/paths';

/**
 * What every call of the marketplace API shares, and its public reads (live prices, listings, facets) with nothing
 * more: no ofetch, no session or token refresh, so a catalogue page's scripts stay small (`api-client.ts` adds the
 * signed-in calls on top).
 */
export const API_BASE: string = (import.meta.env.PUBLIC_HAAT_API_URL ?? 'http://localhost:4000/api/v1').replace(
  /\/+$/,
  '',
);

/**
 * Every failed call (spec section 8): `status` is the HTTP status, 0 when no answer came; `statusCode` is the same
 * with 500 for no answer; `message` is the server's, else `HTTP <statusCode>`.
 */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    readonly status: number,
    readonly failure: ApiFailure | undefined,
  ) {
    const statusCode = status > 0 ? status : 500;
    super(failure?.message ?? `HTTP ${statusCode}`);
    this.statusCode = statusCode;
  }
}

export function notFoundPage(pathname: string): string {
  return localePath(localeFromPath(pathname), '/pages/404');
}

/** Spec section 8: a 400 answer to any call sends the shopper to the 404 page of the language. */
export function leaveOnBadRequest(status: number): void {
  if (status === 400) window.location.assign(notFoundPage(window.location.pathname));
}

export type Query = Record<string, string | number | boolean | undefined>;

/** `path` on the API with the query's defined values. */
export function apiUrl(path: string, query: Query = {}): string {
  const url = new URL(path.startsWith('http') ? path : `${API_BASE}${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.href;
}

/**
 * GET a public `path` in the page's language and unwrap `data`; failures reject with ApiError as every call does
 * (an aborted call with the AbortError), and a 400 leaves for the 404 page.
 */
export async function publicGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      headers: { Accept: 'application/json', 'Accept-Language': document.documentElement.lang || 'en' },
      signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined);
  }
  const body = (await response.json().catch(() => undefined)) as ApiSuccess<T> | ApiFailure | undefined;
  if (response.ok && body?.success) return body.data;
  leaveOnBadRequest(response.status);
  throw new ApiError(response.status, body?.success === false ? body : undefined);
}
