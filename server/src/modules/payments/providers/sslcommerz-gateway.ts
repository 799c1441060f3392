/**
 * SSLCommerz v4: the session API (a form POST to `/gwprocess/v4/api.php`), the IPN's `verify_sign`, and the
 * validation API (`/validator/api/validationserverAPI.php`), all under SSLCOMMERZ_BASE_URL.
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

export function createSslcommerzGateway(
  config: SslcommerzConfig,
  { timeoutMs }: { timeoutMs: number },
): SslcommerzGateway {
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
      const url = new URL(`${config.baseUrl}/validator/api/validationserverAPI.php`);
      const query = {
        val_id: valId,
        store_id: config.storeId,
        store_passwd: config.storePassword,
        v: '1',
        format: 'json',
      };
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      const answer = await callGateway({ url, method: 'GET', timeoutMs }, validationSchema);
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
  };
}
