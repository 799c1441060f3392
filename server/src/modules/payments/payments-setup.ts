import type { Locale } from '#contract';
import type { Config } from '../../config';
import type { SmsProvider } from '../../lib/sms/sms-provider';
import type { Clock } from '../../plugins/request-context';
import { createPaymentGateways } from './providers/create-payment-gateways';
import type { PaymentGateways } from './providers/payment-gateway';

/** What the payment routes keep for the app's life: the gateways, the URLs they return to, the limits, the clock. */
export interface PaymentsSetup {
  gateways: PaymentGateways;
  /** This API's absolute base: the gateways send the shopper and the IPN back under it. */
  publicUrl: string;
  /** The storefront's base: every return ends at its payment-response page. */
  siteUrl: string;
  codMaxTotal: number;
  /** How often each instance makes the gateway refunds owed. */
  refundEveryMs: number;
  /** Where the shopper's SMS about a refund made goes. */
  sms: SmsProvider;
  /** The app's clock, for the expiry sweeper and the refunds (requests read `ctx.now`). */
  clock: Clock;
}

export function paymentsSetup(config: Config, clock: Clock, sms: SmsProvider): PaymentsSetup {
  return {
    gateways: createPaymentGateways(config.payments),
    publicUrl: config.publicUrl,
    siteUrl: config.siteUrl,
    codMaxTotal: config.payments.codMaxTotal,
    refundEveryMs: config.payments.refundIntervalSeconds * 1000,
    sms,
    clock,
  };
}

/** The storefront page every gateway return ends at, in the language the checkout was placed in. */
export function paymentResponseUrl(
  setup: Pick<PaymentsSetup, 'siteUrl'>,
  checkout: { id: string; locale: Locale },
  error?: 'gateway',
): string {
  const url = new URL(`${setup.siteUrl}${checkout.locale === 'bn' ? '/bn' : ''}/shop/payment-response`);
  url.searchParams.set('checkout_id', checkout.id);
  if (error) url.searchParams.set('error', error);
  return url.href;
}
