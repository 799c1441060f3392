import { useEffect, useState } from 'react';
import type { Locale, OrderCounts } from '#contract';
import { ORDER_FILTERS } from '#contract/orders';
import { formatNumber } from '@/lib/money';
import { ordersPath } from './order-list';
import { fetchOrderCounts } from './orders.api';
import type { RecentOrdersStrings } from './orders-strings';

interface Props {
  locale: Locale;
  strings: RecentOrdersStrings;
}

/** The dashboard's four numbers (to pay, to ship, to receive, to review), each a link to those orders. */
export default function OrderCountLinks({ locale, strings }: Props) {
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Without the numbers the links still lead to the lists.
    fetchOrderCounts(controller.signal).then(setCounts, () => undefined);
    return () => controller.abort();
  }, []);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-order-counts>
      {ORDER_FILTERS.map((group) => (
        <li key={group}>
          <a
            href={ordersPath(locale, group)}
            data-order-count={group}
            className="block rounded-md border border-gray-200 p-3 text-center hover:border-brand-700"
          >
            <span className="block text-2xl font-bold tabular-nums">
              {counts ? formatNumber(counts[group], locale) : '–'}
            </span>
            <span className="block text-sm">{strings.orders.filter[group]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
