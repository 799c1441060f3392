/** One call of the admin API with the operator's token: its `data`, or an AdminApiError with the API's message. */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
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

/** The body as JSON, or with files to attach as multipart/form-data (`attachments[]`, named as on disk). */
async function encodeBody(request: AdminRequest): Promise<{ body?: string | FormData; type?: string }> {
  if (!request.attach?.length)
    return request.body ? { body: JSON.stringify(request.body), type: 'application/json' } : {};
  const form = new FormData();
  for (const [name, value] of Object.entries(request.body ?? {})) form.append(name, String(value));
  for (const path of request.attach) {
    const content = await readFile(path).catch((error: NodeJS.ErrnoException) => {
      throw new AdminApiError(`cannot read ${path} (${error.code ?? error.message})`);
    });
    form.append('attachments[]', new Blob([new Uint8Array(content)]), basename(path));
  }
  // fetch sets the multipart content type, with its boundary, itself.
  return { body: form };
}

export async function callAdminApi(apiBase: string, token: string, request: AdminRequest): Promise<unknown> {
  const url = `${apiBase}${request.path}`;
  const { body: payload, type } = await encodeBody(request);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        'accept-language': 'en',
        authorization: `Bearer ${token}`,
        ...(type && { 'content-type': type }),
      },
      body: payload,
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
