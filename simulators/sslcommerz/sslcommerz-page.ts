import { escapeHtml, htmlPage } from '../html-page';
import { type SslcommerzSession, WALLETS, type Wallet } from './sslcommerz-sessions';

// multi_card_name values that name one of the simulated wallets.
const PRESELECTED: Record<string, Wallet> = { bkash: 'bkash', nagad: 'nagad', dbblmobilebanking: 'rocket' };

/** The hosted page at `GatewayPageURL`: the wallet choice and Pay / Fail / Cancel. */
export function sslcommerzPaymentPage(session: SslcommerzSession, action: string): string {
  if (session.finished) return htmlPage('SSLCommerz', '<h1>SSLCommerz</h1><p>This session is closed.</p>');
  const { request } = session;
  const chosen = PRESELECTED[request.multi_card_name ?? ''] ?? 'bkash';
  const wallets = Object.entries(WALLETS)
    .map(
      ([wallet, { label }]) =>
        `<label><input type="radio" name="wallet" value="${wallet}"${wallet === chosen ? ' checked' : ''}> ${label}</label><br>`,
    )
    .join('');
  return htmlPage(
    'SSLCommerz',
    `<h1>SSLCommerz</h1>
<p>Transaction <strong>${escapeHtml(request.tran_id ?? '')}</strong></p>
<p>Amount <strong>${escapeHtml(request.total_amount ?? '')} ${escapeHtml(request.currency ?? '')}</strong></p>
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Pay with</legend>${wallets}</fieldset>
<button name="outcome" value="success">Pay</button><button name="outcome" value="fail">Fail</button><button name="outcome" value="cancel">Cancel</button>
</form>`,
  );
}
