import { z } from 'zod';
import { callGateway } from './gateway-http';
import { PaymentGatewayError } from './payment-gateway';

const SUCCESSFUL = '0000';
// bKash answers a refusal with HTTP 200: `statusCode`/`statusMessage`, or `errorCode`/`errorMessage` on older paths.
const answerSchema = z.looseObject({
  statusCode: z.string().optional(),
  statusMessage: z.string().optional(),
  errorCode: z.string().optional(),
  errorMessage: z.string().optional(),
});

/** One POST to bKash: a refusal becomes `rejected` with bKash's code; the rest is checked against `schema`. */
export async function callBkash<T>(
  url: string,
  headers: Record<string, string>,
  body: Record<string, string>,
  timeoutMs: number,
  schema: z.ZodType<T>,
): Promise<T> {
  const answer = await callGateway({ url, headers, body, timeoutMs }, answerSchema);
  const code = answer.errorCode ?? answer.statusCode;
  if (code !== SUCCESSFUL) {
    const message = answer.errorMessage ?? answer.statusMessage ?? 'no message';
    throw new PaymentGatewayError('rejected', `bKash ${code ?? 'without a status code'}: ${message}`, code);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success)
    throw new PaymentGatewayError('bad_response', `unexpected bKash answer: ${parsed.error.message}`);
  return parsed.data;
}
