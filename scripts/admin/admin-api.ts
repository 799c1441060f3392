/** One call of the admin API with the operator's token: its `data`, or an AdminApiError with the API's message. */
import type { ApiResponse } from '#contract';
import type { AdminRequest } from './admin-args';

const TIMEOUT_MS = 30_000;

export class AdminApiError extends Error {}

/** The API's message, and each field's messages of a 422. */
function failureText(body: unknown, status: number): string {
  const answer = body as Partial<Extract<ApiResponse<unknown>, { success: false }>> | null;
  const message = typeof answer?.message === 'string' && answer.message ? answer.message : `HTTP ${status}`;
  const fields = Object.entries(answer?.errors ?? {}).map(([field, messages]) => `  ${field}: ${messages.join('; ')}`);
  return [`${message} (HTTP ${status}${answer?.code ? ` ${answer.code}` : ''})`, ...fields].join('\n');
}

export async function callAdminApi(apiBase: string, token: string, request: AdminRequest): Promise<unknown> {
  const url = `${apiBase}${request.path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        'accept-language': 'en',
        authorization: `Bearer ${token}`,
        ...(request.body && { 'content-type': 'application/json' }),
      },
      body: request.body && JSON.stringify(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const { cause, message } = error as Error & { cause?: { code?: string } };
    throw new AdminApiError(`cannot reach the API at ${apiBase} (${cause?.code ?? message}): is it running?`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AdminApiError(`${request.method} ${url} answered HTTP ${response.status} without JSON`);
  }
  const answer = body as ApiResponse<unknown>;
  if (!response.ok || answer?.success !== true) throw new AdminApiError(failureText(body, response.status));
  return answer.data;
}
