import type { Config } from '../../config';
import type { SmsProvider } from '../../lib/sms/sms-provider';

/** What the order calls keep for the app's life: where the shoppers' notices go, and the return window. */
export interface OrdersSetup {
  sms: SmsProvider;
  /** Days after delivery a line may be returned (RETURN_WINDOW_DAYS). */
  returnWindowDays: number;
}

export function ordersSetup(config: Pick<Config, 'returnWindowDays'>, sms: SmsProvider): OrdersSetup {
  return { sms, returnWindowDays: config.returnWindowDays };
}
