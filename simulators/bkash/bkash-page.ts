import type { FastifyInstance } from 'fastify';
import type { Fields } from '../form-body';
import { escapeHtml, htmlPage } from '../html-page';
import type { BkashPaymentRecord, BkashPayments } from './bkash-payments';

export const BKASH_PAGE_PATH = '/redirect/tokenized/';

/** The page's HTML: the shopper's wallet, PIN and OTP steps reduced to three buttons. */
function bkashPaymentPage(payment: BkashPaymentRecord, action: string): string {
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

/** The page at `bkashURL`, and its buttons: each sends the browser to `callbackURL?paymentID=…&status=…`. */
export function registerBkashPage(app: FastifyInstance, payments: BkashPayments): void {
  app.get<{ Querystring: Fields }>(BKASH_PAGE_PATH, (request, reply) => {
    const payment = payments.find(request.query.paymentID);
    if (!payment) return reply.code(404).type('text/html').send('Unknown payment');
    return reply.type('text/html').send(bkashPaymentPage(payment, `/bkash${BKASH_PAGE_PATH}`));
  });

  app.post<{ Body: Fields }>(BKASH_PAGE_PATH, (request, reply) => {
    const payment = payments.find(request.body?.paymentID);
    const status = request.body?.status;
    if (payment?.state !== 'Initiated') return reply.code(409).send('This payment is no longer open');
    if (status !== 'success' && status !== 'failure' && status !== 'cancel') return reply.code(400).send();
    payment.state = status === 'success' ? 'Authorized' : status === 'failure' ? 'Failed' : 'Cancelled';
    const callback = new URL(payment.callbackURL);
    callback.searchParams.set('paymentID', payment.paymentID);
    callback.searchParams.set('status', status);
    return reply.redirect(callback.href, 303);
  });
}
