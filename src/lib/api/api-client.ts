import type { ApiFailure, ApiSuccess } from '@contract';
import { ofetch } from 'ofetch';
import { localeFromPath, localePath } from '@/lib/paths';

/**
 * The browser's client of the marketplace API (spec section 7): base from configuration, JSON in and out,
 * credentials sent, Accept-Language from the page's locale. A 400 answer from any call sends the browser to the
 * 404 page under /pages/ (spec section 8). Issue 4 adds the Bearer token and refresh.
 */
export const API_BASE: string = (import.meta.env.PUBLIC_HAAT_API_URL ?? 'http://localhost:4000/api/v1').replace(
  /\/+$/,
  '',
);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly failure: ApiFailure | undefined,
  ) {
    super(failure?.message ?? `HTTP ${status}`);
  }
}

export function notFoundPage(pathname: string): string {
  return localePath(localeFromPath(pathname), '/pages/404');
}

const client = ofetch.create({
  baseURL: API_BASE,
  credentials: 'include',
  headers: { Accept: 'application/json' },
  onRequest({ options }) {
    options.headers.set('Accept-Language', document.documentElement.lang || 'en');
  },
  onResponseError({ response }) {
    if (response.status === 400) window.location.assign(notFoundPage(window.location.pathname));
  },
});

type Query = Record<string, string | number | boolean | undefined>;

/** GET `path` and unwrap `data`; failures reject with ApiError (status and the server's message). */
export async function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  try {
    const body = await client<ApiSuccess<T>>(path, { query, signal });
    return body.data;
  } catch (error) {
    throw toApiError(error);
  }
}

export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  try {
    return (await client<ApiSuccess<T>>(path, { method: 'POST', body: body as Record<string, unknown> })).data;
  } catch (error) {
    throw toApiError(error);
  }
}

function toApiError(error: unknown): unknown {
  if (error instanceof Error && error.name === 'AbortError') return error;
  const fetchError = error as { status?: number; data?: ApiFailure };
  return new ApiError(fetchError.status ?? 0, fetchError.data);
}
