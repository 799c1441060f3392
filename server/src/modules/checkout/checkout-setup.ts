import type { Config } from '../../config';
import type { SmsProvider } from '../../lib/sms/sms-provider';
import type { OtpSetup } from '../otp/otp.service';

/** What placing orders keeps for the app's life: guest codes, the SMS after an order, and the payment settings. */
export interface CheckoutSetup {
  otp: OtpSetup;
  sms: SmsProvider;
  /** This API's absolute base (the pay link of an online order). */
  publicUrl: string;
  /** The storefront's base (the tracking link in the SMS). */
  siteUrl: string;
  codMaxTotal: number;
  paymentTimeoutMinutes: number;
}

export function checkoutSetup(config: Config, otp: OtpSetup): CheckoutSetup {
  return {
    otp,
    sms: otp.sms,
    publicUrl: config.publicUrl,
    siteUrl: config.siteUrl,
    codMaxTotal: config.payments.codMaxTotal,
    paymentTimeoutMinutes: config.payments.timeoutMinutes,
  };
}
