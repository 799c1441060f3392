import type { Config } from '../../config';
import type { SmsProvider } from '../../lib/sms/sms-provider';

/** What the partner programme keeps for the app's life. */
export interface AffiliatesSetup {
  /** Where approval notices go. */
  sms: SmsProvider;
  /** The storefront's origin: a partner's link is its home page with `?coupon_code=`. */
  siteUrl: string;
  /** Days after delivery a line may be returned (RETURN_WINDOW_DAYS): its commission is approved after them. */
  returnWindowDays: number;
}

export function affiliatesSetup(
  config: Pick<Config, 'siteUrl' | 'returnWindowDays'>,
  sms: SmsProvider,
): AffiliatesSetup {
  return { sms, siteUrl: config.siteUrl, returnWindowDays: config.returnWindowDays };
}
