import type { ApiResponse, Locale } from '#contract';

/** A failed call, on one line; `status` is the HTTP status when the server answered one. */
export class FetchFailure extends Error {
  constructor(
    url: string,
    reason: string,
    readonly status?: number,
  ) {
    super(`Catalogue fetch failed: GET ${url} → ${reason}`.replace(/\s*\n\s*/g, ' '));
  }
}

/** Why a request got no answer, in a word where fetch gives one (ECONNREFUSED). */
export function networkReason(error: unknown): string {
  const { cause, message } = error as Error & { cause?: { code?: string; message?: string } };
  return cause?.code ?? cause?.message ?? message;
}

/** What is wrong with an answer's data, or undefined when it will do. */
export type Check<T> = (data: T) => string | undefined;

/** The data of a successful GET of `path` below the API base; anything else is a FetchFailure. */
export type Get = <T>(path: string, check?: Check<T>) => Promise<T>;

export function apiGetter(apiBase: string, locale: Locale, timeoutMs: number): Get {
  const base = apiBase.replace(/\/+$/, '');
  return async <T>(path: string, check?: Check<T>) => {
    const url = `${base}${path}`;
    const data = await getData<T>(url, locale, timeoutMs);
    const problem = check?.(data);
    if (problem !== undefined) throw new FetchFailure(url, problem);
    return data;
  };
}

async function getData<T>(url: string, locale: Locale, timeoutMs: number): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': locale },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new FetchFailure(url, networkReason(error));
  }
  if (!response.ok) throw new FetchFailure(url, `${response.status} ${response.statusText}`.trim(), response.status);
  let body: ApiResponse<T>;
  try {
    body = await response.json();
  } catch {
    throw new FetchFailure(url, 'malformed JSON');
  }
  if (body?.success !== true) throw new FetchFailure(url, `success:false (${body?.message ?? 'no message'})`);
  if (body.data === undefined) throw new FetchFailure(url, 'no data in the response');
  return body.data;
}
