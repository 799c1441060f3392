import { useState } from 'react';
import type { AffiliateDashboard, Locale } from '#contract';
import { AFFILIATE_MIN_WITHDRAWAL } from '#contract/affiliates';
import { primaryButtonClass } from '@/components/ui/Field';
import { fill } from '@/i18n/fill';
import { ApiError } from '@/lib/api/api-client';
import { formatNumber, formatPrice } from '@/lib/money';
import { toast } from '@/lib/toast';
import { COMMISSION_ORDER, withdrawalState } from './affiliates';
import { requestWithdrawal } from './affiliates.api';
import type { DashboardStrings } from './affiliates-strings';
import CopyLink from './CopyLink';
import ReferredOrders from './ReferredOrders';
import Withdrawals from './Withdrawals';

interface Props {
  dashboard: AffiliateDashboard;
  locale: Locale;
  strings: DashboardStrings;
  /** Load the dashboard again (after a withdrawal). */
  onChange: () => void;
}

/** An approved partner: the code and link, the commission by state, withdrawals, and the orders referred. */
export default function PartnerDashboard({ dashboard, locale, strings, onChange }: Props) {
  const texts = strings.affiliate.dashboard;
  const price = (taka: number) => formatPrice(taka, locale);
  const [busy, setBusy] = useState(false);
  const withdrawal = withdrawalState(dashboard);
  const minimum = price(AFFILIATE_MIN_WITHDRAWAL);

  async function onWithdraw() {
    if (busy) return;
    setBusy(true);
    try {
      const made = await requestWithdrawal();
      toast.success(fill(texts.requested, { amount: price(made.amount) }));
      onChange();
    } catch (error) {
      // The API's reason (an open request, below the minimum), or the spec's text when no answer came.
      const reason = error instanceof ApiError && error.status !== 0 ? error.failure?.message : undefined;
      toast.error(reason || strings.affiliate.registration.serverError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-8">
      <section className="max-w-2xl space-y-4 rounded-md border border-gray-200 p-5">
        <p>
          {texts.code}:{' '}
          <strong className="font-mono text-lg" data-affiliate-code>
            {dashboard.code}
          </strong>
        </p>
        {dashboard.link && <CopyLink id="affiliate-link" label={texts.link} link={dashboard.link} texts={texts} />}
        {dashboard.discount_percent !== null && (
          <p className="text-gray-700">
            {fill(texts.discount, { percent: formatNumber(dashboard.discount_percent, locale) })}
          </p>
        )}
      </section>

      <section aria-labelledby="commission-title" className="space-y-3">
        <h2 id="commission-title" className="text-lg font-semibold">
          {texts.commissionTitle}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {COMMISSION_ORDER.map((state) => (
            <div key={state} className="rounded-md bg-gray-50 p-3" data-commission-total={state}>
              <dt className="text-sm font-medium text-gray-700">{texts.commission[state]}</dt>
              <dd className="text-xl font-bold" data-amount>
                {price(dashboard.totals[state])}
              </dd>
              <dd className="text-xs text-gray-600">{texts.commissionHelp[state]}</dd>
            </div>
          ))}
        </dl>
        <div className="max-w-2xl space-y-2 rounded-md border border-gray-200 bg-brand-50 p-4">
          <p>
            {texts.available}: <strong data-affiliate-available>{price(dashboard.available)}</strong>
          </p>
          {withdrawal.allowed ? (
            <button type="button" className={primaryButtonClass} disabled={busy} onClick={onWithdraw}>
              {busy ? texts.withdrawing : texts.withdraw}
            </button>
          ) : withdrawal.reason === 'openRequest' ? (
            <p className="font-medium" data-withdrawal-blocked="open">
              {fill(texts.openRequest, { amount: price(withdrawal.amount ?? 0) })}
            </p>
          ) : (
            <p className="font-medium" data-withdrawal-blocked="minimum">
              {fill(texts.belowMinimum, { min: minimum })}
            </p>
          )}
          <p className="text-sm text-gray-700">{fill(texts.withdrawRules, { min: minimum })}</p>
        </div>
      </section>

      <ReferredOrders orders={dashboard.orders} locale={locale} strings={strings} />
      <Withdrawals withdrawals={dashboard.withdrawals} locale={locale} strings={strings} />
    </div>
  );
}
