import type { PaymentsConfig } from '../../../config';
import { createBkashGateway } from './bkash-gateway';
import type { PaymentGateways } from './payment-gateway';
import { createSslcommerzGateway } from './sslcommerz-gateway';

// bKash asks merchants for a 30-second timeout on every call; SSLCommerz gets the same.
const GATEWAY_TIMEOUT_MS = 30_000;

/** Both gateways at the URLs config names: the real ones, or the local simulators when none is set. */
export function createPaymentGateways(config: PaymentsConfig, timeoutMs = GATEWAY_TIMEOUT_MS): PaymentGateways {
  return {
    bkash: createBkashGateway(config.bkash, { timeoutMs }),
    sslcommerz: createSslcommerzGateway(config.sslcommerz, { timeoutMs }),
  };
}
