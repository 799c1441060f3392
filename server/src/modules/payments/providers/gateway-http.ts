import type { z } from 'zod';
import { PaymentGatewayError } from './payment-gateway';

export interface GatewayRequest {
  url: string | URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON; URLSearchParams as a form. */
  body?: Record<string, string> | URLSearchParams;
  timeoutMs: number;
}

async function send({ url, method = 'POST', headers, body, timeoutMs }: GatewayRequest): Promise<Response> {
  const json = body !== undefined && !(body instanceof URLSearchParams);
  try {
    return await fetch(url, {
      method,
      headers: { accept: 'application/json', ...(json && { 'content-type': 'application/json' }), ...headers },
      body: json ? JSON.stringify(body) : body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new PaymentGatewayError(
      timedOut ? 'timeout' : 'network',
      timedOut ? `no answer in ${timeoutMs} ms` : String(error),
    );
  }
}

/** One call to a gateway, its JSON answer checked against `schema`; anything else is a PaymentGatewayError. */
export async function callGateway<T>(request: GatewayRequest, schema: z.ZodType<T>): Promise<T> {
  const response = await send(request);
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new PaymentGatewayError('timeout', `answer not read in ${request.timeoutMs} ms`);
  }
  if (!response.ok) {
    const detail = `HTTP ${response.status}: ${text.slice(0, 200)}`;
    throw new PaymentGatewayError('http_status', detail, String(response.status));
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new PaymentGatewayError('bad_response', `not JSON: ${text.slice(0, 200)}`);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new PaymentGatewayError('bad_response', `unexpected answer ${text.slice(0, 200)}: ${parsed.error.message}`);
  }
  return parsed.data;
}
