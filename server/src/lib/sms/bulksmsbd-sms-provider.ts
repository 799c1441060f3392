/**
 * BulkSMSBD (bulksmsbd.net), a Bangladeshi gateway. Its single-message call takes `api_key`, `type=text`,
 * `number` (880XXXXXXXXXX, no plus), `senderid` and `message` by GET or POST and answers JSON
 * `{response_code, message_id?, success_message, error_message}`: 202 means submitted, anything else (1001 invalid
 * number, 1002 sender id, 1007 balance insufficient...) is a refusal. Its URL is SMS_HTTP_URL (config.ts).
 */
import { SmsDeliveryError, type SmsProvider } from './sms-provider';

const SUBMITTED = 202;

export interface BulkSmsBdOptions {
  url: string;
  apiKey: string;
  senderId: string;
  timeoutMs: number;
}

interface GatewayAnswer {
  response_code?: number | string;
  error_message?: string;
}

async function post(url: string, form: URLSearchParams, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new SmsDeliveryError(
      timedOut ? 'timeout' : 'network',
      timedOut ? `no answer in ${timeoutMs} ms` : String(error),
    );
  }
}

async function readAnswer(response: Response, timeoutMs: number): Promise<GatewayAnswer> {
  let body: string;
  try {
    body = await response.text();
  } catch {
    throw new SmsDeliveryError('timeout', `answer not read in ${timeoutMs} ms`);
  }
  if (!response.ok) throw new SmsDeliveryError('http_status', `HTTP ${response.status}: ${body.slice(0, 200)}`);
  try {
    const answer: unknown = JSON.parse(body);
    if (answer && typeof answer === 'object') return answer as GatewayAnswer;
  } catch {}
  throw new SmsDeliveryError('bad_response', `not the gateway's JSON: ${body.slice(0, 200)}`);
}

export function createBulkSmsBdProvider({ url, apiKey, senderId, timeoutMs }: BulkSmsBdOptions): SmsProvider {
  return {
    async send({ to, text }) {
      const form = new URLSearchParams({
        api_key: apiKey,
        type: 'text',
        number: to.replace(/^\+/, ''),
        senderid: senderId,
        message: text,
      });
      const response = await post(url, form, timeoutMs);
      const answer = await readAnswer(response, timeoutMs);
      const code = Number(answer.response_code);
      if (code === SUBMITTED) return;
      const detail = answer.error_message || 'no error message';
      if (Number.isNaN(code)) throw new SmsDeliveryError('bad_response', `no response_code: ${detail}`);
      throw new SmsDeliveryError('rejected', `gateway code ${code}: ${detail}`, code);
    },
  };
}
