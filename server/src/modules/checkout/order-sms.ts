import { type CheckoutAnswer, formatPrice, type Locale } from '#contract';
import { translate } from '../../i18n/locale';
import { sendAfterAnswer } from '../../lib/sms/send-after-answer';
import type { RequestContext } from '../../plugins/request-context';
import type { CheckoutSetup } from './checkout-setup';

/** The SMS after an order, in the page's language: invoice numbers, total, payment state and where to track it. */
export function orderSmsText(answer: CheckoutAnswer, locale: Locale, siteUrl: string): string {
  const invoices = answer.orders.map((order) => order.invoice_number).join(', ');
  const first = answer.orders[0]?.invoice_number ?? '';
  const url = `${siteUrl}${locale === 'bn' ? '/bn' : ''}/track-order?invoice=${first}`;
  const key = answer.payment_options ? 'checkout.smsAwaitingPayment' : 'checkout.smsCashOnDelivery';
  return translate(locale, key, { invoices, total: formatPrice(answer.grand_total, locale), url });
}

/** Sends it after answering; a failing SMS gateway is logged and costs the order nothing. */
export function sendOrderSms(ctx: RequestContext, setup: CheckoutSetup, to: string, answer: CheckoutAnswer): void {
  const text = orderSmsText(answer, ctx.locale, setup.siteUrl);
  sendAfterAnswer(setup.sms, ctx.log, { to, text }, { checkoutId: answer.checkout_id });
}
