import type { ReactNode } from 'react';
import type { Locale, OrderSummary } from '#contract';
import { fill } from '@/i18n/fill';
import { formatDateTime, formatNumber, formatPrice } from '@/lib/money';
import OrderStatusBadges from './OrderStatusBadges';
import OrderTotals from './OrderTotals';
import type { OrderCardStrings } from './orders-strings';

interface Props {
  order: OrderSummary;
  locale: Locale;
  strings: OrderCardStrings;
  /** When it was placed (ISO 8601), when known. */
  placedAt?: string;
  children?: ReactNode;
}

/** One seller's package as charged: invoice, seller, statuses, lines and its breakdown. */
export default function OrderCard({ order, locale, strings, placedAt, children }: Props) {
  const texts = strings.orders.card;
  const price = (taka: number) => formatPrice(taka, locale);
  const headingId = `order-${order.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-order={order.invoice_number}
      className="space-y-3 rounded-md border border-gray-200 p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-semibold break-all">
          {fill(texts.invoice, { invoice: order.invoice_number })}
        </h3>
        {placedAt && (
          <span className="text-sm text-gray-600">
            {fill(texts.placedOn, { date: formatDateTime(placedAt, locale) })}
          </span>
        )}
      </header>
      <p className="text-sm text-gray-700">{fill(texts.soldBy, { name: order.vendor.name })}</p>
      <OrderStatusBadges order={order} strings={strings} />
      <ul className="divide-y divide-gray-200 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-1.5">
            <span className="min-w-0 break-words">
              {item.name}{' '}
              <span className="text-gray-600">
                {fill(texts.line, { qty: formatNumber(item.qty, locale), price: price(item.unit_price) })}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">{price(item.total)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} locale={locale} strings={strings} />
      {children}
    </article>
  );
}
