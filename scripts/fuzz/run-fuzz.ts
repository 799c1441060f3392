import type { hostileInput } from '../../server/src/index';
import { mapLimit } from '../map-limit';
import type { FuzzOutcome } from './fuzz-report';
import { createRequestGenerator, type FuzzRequest, type FuzzTokens } from './fuzz-requests';

export type Sender = (request: FuzzRequest) => Promise<{ status: number; body: string }>;

export interface FuzzRun {
  routes: hostileInput.RouteDescription[];
  tokens: FuzzTokens;
  seed: number;
  requests: number;
  concurrency: number;
  send: Sender;
  /** Only this request of the seeded sequence (a replay). */
  only?: number;
}

/** Generates the seeded requests in order and sends them, at most `concurrency` at once. */
export async function runFuzz({ routes, tokens, seed, requests, concurrency, send, only }: FuzzRun) {
  const next = createRequestGenerator(routes, tokens, seed);
  const planned = Array.from({ length: only === undefined ? requests : only + 1 }, (_, index) => ({
    index,
    request: next(),
  }));
  const chosen = only === undefined ? planned : planned.slice(only);
  return mapLimit(chosen, concurrency, async ({ index, request }): Promise<FuzzOutcome> => {
    const answer = await send(request).catch((error: unknown) => ({ status: 0, body: String(error) }));
    return { index, request, ...answer };
  });
}

/** Sends a request to `origin` over HTTP, giving up after `timeoutMs`. */
export function httpSender(origin: string, timeoutMs = 15_000): Sender {
  return async ({ method, path, headers, body }) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  };
}
