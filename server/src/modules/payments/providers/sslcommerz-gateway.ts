/**
 * SSLCommerz v4: the session API (a form POST to `/gwprocess/v4/api.php`), the IPN's `verify_sign`, the validation
 * API (`/validator/api/validationserverAPI.php`) and the refund API with its status query
 * (`/validator/api/merchantTransIDvalidationAPI.php`), all under SSLCOMMERZ_BASE_URL.
 */
import { z } from 'zod';
import type { SslcommerzConfig } from '../../../config';
import { gatewayAmountSchema, toGatewayAmount } from './gateway-amount';
import { callGateway } from './gateway-http';
import { PaymentGatewayError, type SslcommerzGateway, type Wallet } from './payment-gateway';
import { hasValidSslcommerzSignature } from './sslcommerz-signature';

// SSLCommerz's `multi_card_name` for each wallet; Rocket is Dutch-Bangla Bank's mobile banking.
const CARD_NAMES: Record<Wallet, string> = { bkash: 'bkash', nagad: 'nagad', rocket: 'dbblmobilebanking' };

const sessionSchema = z.looseObject({
  status: z.string(),
  failedreason: z.string().optional(),
  sessionkey: z.string().optional(),
  GatewayPageURL: z.string().optional(),
});
const validationSchema = z.union([
  z.object({
    status: z.enum(['VALID', 'VALIDATED']),
    tran_id: z.string(),
    val_id: z.string(),
    amount: gatewayAmountSchema,
    currency: z.string(),
    bank_tran_id: z.string(),
    risk_level: z.string(),
  }),
  z.object({ status: z.enum(['INVALID_TRANSACTION', 'FAILED', 'CANCELLED', 'EXPIRED', 'UNATTEMPTED']) }),
]);

// The refund API answers `APIConnect: DONE` when it understood the call; `status` then says what it did.
const refundSchema = z.looseObject({
  APIConnect: z.string(),
  status: z.string().optional(),
  refund_ref_id: z.string().optional(),
  errorReason: z.string().optional(),
});

export function createSslcommerzGateway(
  config: SslcommerzConfig,
  { timeoutMs }: { timeoutMs: number },
): SslcommerzGateway {
  /** A GET of SSLCommerz's validator API with the store's credentials added. */
  const validatorCall = <T>(path: string, query: Record<string, string>, schema: z.ZodType<T>) => {
    const url = new URL(`${config.baseUrl}/validator/api/${path}`);
    const fields = { ...query, store_id: config.storeId, store_passwd: config.storePassword, v: '1', format: 'json' };
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    return callGateway({ url, method: 'GET', timeoutMs }, schema);
  };
  const refundCall = async (query: Record<string, string>) => {
    const answer = await validatorCall('merchantTransIDvalidationAPI.php', query, refundSchema);
    if (answer.APIConnect !== 'DONE') {
      throw new PaymentGatewayError(
        'rejected',
        `SSLCommerz refund API ${answer.APIConnect}: ${answer.errorReason ?? ''}`,
      );
    }
    return answer;
  };

  return {
    async startSession(request) {
      const form = new URLSearchParams({
        store_id: config.storeId,
        store_passwd: config.storePassword,
        total_amount: toGatewayAmount(request.amount),
        currency: 'BDT',
        tran_id: request.tranId,
        success_url: request.successUrl,
        fail_url: request.failUrl,
        cancel_url: request.cancelUrl,
        ipn_url: request.ipnUrl,
        cus_name: request.customer.name,
        cus_email: request.customer.email,
        cus_phone: request.customer.phone,
        cus_add1: request.customer.address,
        cus_city: request.customer.city,
        cus_country: 'Bangladesh',
        shipping_method: 'NO',
        product_name: request.productName,
        product_category: 'general',
        product_profile: 'physical-goods',
        ...(request.wallet && { multi_card_name: CARD_NAMES[request.wallet] }),
      });
      const url = `${config.baseUrl}/gwprocess/v4/api.php`;
      const answer = await callGateway({ url, body: form, timeoutMs }, sessionSchema);
      if (answer.status !== 'SUCCESS') {
        throw new PaymentGatewayError('rejected', `SSLCommerz ${answer.status}: ${answer.failedreason ?? ''}`);
      }
      if (!answer.sessionkey || !answer.GatewayPageURL || !URL.canParse(answer.GatewayPageURL)) {
        throw new PaymentGatewayError('bad_response', 'SSLCommerz session without sessionkey or GatewayPageURL');
      }
      return { sessionKey: answer.sessionkey, redirectUrl: answer.GatewayPageURL };
    },

    isSignedByGateway: (fields) => hasValidSslcommerzSignature(fields, config.storePassword),

    async validate(valId) {
      const answer = await validatorCall('validationserverAPI.php', { val_id: valId }, validationSchema);
      if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') return { status: answer.status };
      return {
        status: answer.status,
        tranId: answer.tran_id,
        valId: answer.val_id,
        amount: answer.amount,
        currency: answer.currency,
        bankTranId: answer.bank_tran_id,
        riskLevel: answer.risk_level,
      };
    },

    async refund({ bankTranId, amount, refeId, remarks }) {
      const answer = await refundCall({
        bank_tran_id: bankTranId,
        refund_amount: toGatewayAmount(amount),
        refund_remarks: remarks,
        refe_id: refeId,
      });
      if (answer.status !== 'success' && answer.status !== 'processing') {
        throw new PaymentGatewayError('rejected', `SSLCommerz refund ${answer.status}: ${answer.errorReason ?? ''}`);
      }
      if (!answer.refund_ref_id)
        throw new PaymentGatewayError('bad_response', 'SSLCommerz refund without refund_ref_id');
      return { status: answer.status, refundRefId: answer.refund_ref_id };
    },

    async refundStatus(refundRefId) {
      const answer = await refundCall({ refund_ref_id: refundRefId });
      const status = answer.status;
      if (status !== 'refunded' && status !== 'processing' && status !== 'cancelled') {
        throw new PaymentGatewayError(
          'rejected',
          `SSLCommerz refund ${refundRefId} ${status}: ${answer.errorReason ?? ''}`,
        );
      }
      return { status };
    },
  };
}
