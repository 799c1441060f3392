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
export async function api<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.message}`);
  return answer.data;
}
