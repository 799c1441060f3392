/**
 * bKash tokenized checkout (v1.2.0-beta): JSON POSTs under BKASH_BASE_URL with the cached `id_token` in
 * `Authorization` and the app key in `X-APP-Key`. Amounts go as "1960.00" and come back as whole taka.
 */
import { z } from 'zod';
import type { BkashConfig } from '../../../config';
import { callBkash } from './bkash-call';
import { createBkashTokenSource } from './bkash-token';
import { gatewayAmountSchema, toGatewayAmount } from './gateway-amount';
import { type BkashGateway, type BkashPayment, PaymentGatewayError } from './payment-gateway';

const createdSchema = z.object({ paymentID: z.string().min(1), bkashURL: z.url() });
const paymentSchema = z.object({
  paymentID: z.string().min(1),
  transactionStatus: z.string(),
  trxID: z.string().min(1).optional(),
  amount: gatewayAmountSchema,
  currency: z.string(),
  merchantInvoiceNumber: z.string(),
});
const refundSchema = z.object({ refundTrxID: z.string().min(1), amount: gatewayAmountSchema });

const paymentOf = (answer: z.infer<typeof paymentSchema>): BkashPayment => ({
  paymentId: answer.paymentID,
  status: answer.transactionStatus,
  trxId: answer.trxID,
  amount: answer.amount,
  currency: answer.currency,
  merchantInvoiceNumber: answer.merchantInvoiceNumber,
});

const answerLost = (error: unknown) =>
  error instanceof PaymentGatewayError && (error.reason === 'timeout' || error.reason === 'network');

export function createBkashGateway(
  config: BkashConfig,
  { timeoutMs, now = Date.now }: { timeoutMs: number; now?: () => number },
): BkashGateway {
  const tokens = createBkashTokenSource(config, timeoutMs, now);
  // A 401 means bKash turned the token away before doing anything, so one retry with a new token is safe.
  const call = async <T>(path: string, body: Record<string, string>, schema: z.ZodType<T>) => {
    const send = (idToken: string) =>
      callBkash(
        `${config.baseUrl}${path}`,
        { authorization: idToken, 'x-app-key': config.appKey },
        body,
        timeoutMs,
        schema,
      );
    try {
      return await send(await tokens.idToken());
    } catch (error) {
      if (!(error instanceof PaymentGatewayError && error.gatewayCode === '401')) throw error;
      tokens.forget();
      return send(await tokens.idToken());
    }
  };
  const queryPayment = async (paymentId: string) =>
    paymentOf(await call('/payment/status', { paymentID: paymentId }, paymentSchema));

  return {
    async createPayment({ amount, invoiceNumber, payerReference, callbackUrl }) {
      const answer = await call(
        '/create',
        {
          mode: '0011',
          payerReference,
          callbackURL: callbackUrl,
          amount: toGatewayAmount(amount),
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: invoiceNumber,
        },
        createdSchema,
      );
      return { paymentId: answer.paymentID, redirectUrl: answer.bkashURL };
    },

    async executePayment(paymentId) {
      try {
        return paymentOf(await call('/execute', { paymentID: paymentId }, paymentSchema));
      } catch (error) {
        // The execute may have reached bKash and taken the money: ask, never execute twice.
        if (answerLost(error)) return queryPayment(paymentId);
        throw error;
      }
    },

    queryPayment,

    async refundPayment({ paymentId, trxId, amount, sku, reason }) {
      const body = { paymentID: paymentId, trxID: trxId, amount: toGatewayAmount(amount), sku, reason };
      const answer = await call('/payment/refund', body, refundSchema);
      return { refundTrxId: answer.refundTrxID, amount: answer.amount };
    },
  };
}
