import { normalizeDigits } from '#contract/phone';
import type { ApiError } from './api-client';

/** A failed call: `message` is the server's own (shown as is), '' when the server could not be reached. */
export type ServerFailure = { ok: false; reason: 'server'; message: string; stock?: number };

export const unreachable: ServerFailure = { ok: false, reason: 'server', message: '' };

/** A failed call as an outcome: the server's message, and the real stock when it refused the amount. */
export function failure(error: unknown): ServerFailure {
  // Duck-typed: importing ApiError itself would load the API client with the header counters.
  const answer = (error as Partial<ApiError> | null)?.failure;
  if (!answer) return unreachable;
  const { message, code, errors } = answer;
  if (code !== 'OUT_OF_STOCK') return { ok: false, reason: 'server', message };
  const stockText = Object.values(errors ?? {}).flat()[0] ?? '';
  const stock = /\d+/.exec(normalizeDigits(stockText))?.[0];
  return stock === undefined
    ? { ok: false, reason: 'server', message }
    : { ok: false, reason: 'server', message, stock: Number(stock) };
}
