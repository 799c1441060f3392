import type { ReactNode } from 'react';
import type { Locale, OrderSummary } from '#contract';
import { fill } from '@/i18n/fill';
import { formatDateTime, formatNumber, formatPrice } from '@/lib/money';
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
  const rows: [label: string, value: string][] = [[texts.subtotal, price(order.sub_total)]];
  rows.push([texts.delivery, price(order.shipping_cost)]);
  if (order.discount > 0) rows.push([texts.discount, `−${price(order.discount)}`]);
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
      <p className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded bg-gray-100 px-2 py-0.5" data-order-status={order.status}>
          {texts.orderStatus}: {strings.orders.status[order.status]}
        </span>
        <span className="rounded bg-gray-100 px-2 py-0.5" data-payment-status={order.payment_status}>
          {texts.paymentStatus}: {strings.payments.statusLabel[order.payment_status]}
        </span>
      </p>
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
      <dl className="space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-gray-700">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-1 font-bold">
          <dt>{texts.total}</dt>
          <dd className="tabular-nums" data-order-total>
            {price(order.total)}
          </dd>
        </div>
      </dl>
      {children}
    </article>
  );
}
