import type { Locale, Withdrawal } from '#contract';
import { formatDate, formatPrice } from '@/lib/money';
import type { DashboardStrings } from './affiliates-strings';

interface Props {
  withdrawals: readonly Withdrawal[];
  locale: Locale;
  strings: DashboardStrings;
}

/** The partner's withdrawal requests, newest first as the API sends them, with the (masked) account paid to. */
export default function Withdrawals({ withdrawals, locale, strings }: Props) {
  const texts = strings.affiliate.dashboard;
  return (
    <section aria-labelledby="withdrawals-title" className="space-y-3">
      <h2 id="withdrawals-title" className="text-lg font-semibold">
        {texts.withdrawalsTitle}
      </h2>
      {withdrawals.length === 0 ? (
        <p className="text-gray-600">{texts.withdrawalsEmpty}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
          {withdrawals.map((withdrawal) => (
            <li
              key={withdrawal.id}
              className="flex flex-wrap justify-between gap-2 p-3"
              data-withdrawal={withdrawal.id}
            >
              <span>
                <strong>{formatPrice(withdrawal.amount, locale)}</strong>{' '}
                <span className="text-gray-600">
                  {formatDate(withdrawal.created_at, locale)} · {texts.paidTo}{' '}
                  {strings.affiliate.payoutTypes[withdrawal.payout_type]} {withdrawal.payout_account}
                </span>
              </span>
              <span className="font-medium" data-withdrawal-status={withdrawal.status}>
                {texts.withdrawal[withdrawal.status]}
                {withdrawal.note && <span className="block text-sm font-normal text-gray-600">{withdrawal.note}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
