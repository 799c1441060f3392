import type { Locale } from '#contract';
import { apiGetter } from '../../../scripts/catalogue/api-client';
import { E2E_API_URL } from './e2e-env';

const TIMEOUT_MS = 10_000;
const getters = { en: apiGetter(E2E_API_URL, 'en', TIMEOUT_MS), bn: apiGetter(E2E_API_URL, 'bn', TIMEOUT_MS) };

/** The data of a GET from the API the site was built from, in one language: test data without hard-coding it. */
export function apiGet<T>(path: string, locale: Locale = 'en'): Promise<T> {
  return getters[locale]<T>(path);
}

/** A JSON call to the API: POST with a body, GET without, signed in with `token` when given; throws on an error. */
export function api<T>(path: string, body?: unknown, token?: string): Promise<T> {
  return apiRequest<T>(body === undefined ? 'GET' : 'POST', path, { body, token });
}

/** Any JSON call to the API (PATCH, extra headers); throws on an error. */
export async function apiRequest<T>(
  method: string,
  path: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.message}`);
  return answer.data;
}
