import { formatPrice, PAYMENT_METHOD_IDS, type PaymentMethod, WALLETS } from '#contract';
import { translate } from '../../i18n/locale';
import type { RequestContext } from '../../plugins/request-context';

/** Where the shopper starts (or starts again) paying a checkout online: GET /payments/{id}/pay of this API. */
export const payUrl = (publicUrl: string, checkoutId: string) => `${publicUrl}/api/v1/payments/${checkoutId}/pay`;

/** Cash on delivery takes grand totals up to COD_MAX_TOTAL, that total itself included. */
export const isCodAvailable = (total: number, codMaxTotal: number) => total <= codMaxTotal;

/**
 * The payment methods for a cart of this grand total (taka), in the request's language: cash on delivery, unavailable
 * above `codMaxTotal` (COD_MAX_TOTAL); online payment by redirect, with its wallets, always.
 */
export function listPaymentMethods(
  ctx: Pick<RequestContext, 'locale'>,
  { total, codMaxTotal }: { total: number; codMaxTotal: number },
): PaymentMethod[] {
  const codAvailable = isCodAvailable(total, codMaxTotal);
  return [
    {
      id: PAYMENT_METHOD_IDS.cod,
      code: 'cod',
      name: translate(ctx.locale, 'payments.cod'),
      type: 'cod',
      available: codAvailable,
      unavailable_reason: codAvailable
        ? null
        : translate(ctx.locale, 'payments.codAboveLimit', { amount: formatPrice(codMaxTotal, ctx.locale) }),
      max_total: codMaxTotal,
    },
    {
      id: PAYMENT_METHOD_IDS.online,
      code: 'online',
      name: translate(ctx.locale, 'payments.online'),
      type: 'redirect',
      wallets: [...WALLETS],
      available: true,
      unavailable_reason: null,
      max_total: null,
    },
  ];
}
