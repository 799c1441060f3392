import { escapeHtml, htmlPage } from '../html-page';
import type { BkashPaymentRecord } from './bkash-payments';

/** The hosted page at `bkashURL`: the shopper's wallet, PIN and OTP steps reduced to three buttons. */
export function bkashPaymentPage(payment: BkashPaymentRecord, action: string): string {
  if (payment.state !== 'Initiated') {
    return htmlPage('bKash payment', '<h1>bKash</h1><p>This payment is no longer open.</p>');
  }
  const button = (outcome: string, label: string) => `<button name="status" value="${outcome}">${label}</button>`;
  return htmlPage(
    'bKash payment',
    `<h1>bKash</h1>
<p>Merchant invoice <strong>${escapeHtml(payment.merchantInvoiceNumber)}</strong></p>
<p>Amount <strong>${escapeHtml(payment.amount)} ${escapeHtml(payment.currency)}</strong></p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="paymentID" value="${escapeHtml(payment.paymentID)}">
${button('success', 'Pay')}${button('failure', 'Fail')}${button('cancel', 'Cancel')}
</form>`,
  );
}
