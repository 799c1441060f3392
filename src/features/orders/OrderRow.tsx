import type { Locale, OrderListEntry } from '#contract';
import { fill } from '@/i18n/fill';
import { formatDateTime, formatPrice } from '@/lib/money';
import OrderStatusBadges from './OrderStatusBadges';
import { orderPath } from './order-list';
import type { OrderListStrings } from './orders-strings';

interface Props {
  order: OrderListEntry;
  locale: Locale;
  strings: OrderListStrings;
}

/** One order of the list: invoice (the link to its page), date, seller, total and where it and its payment are. */
export default function OrderRow({ order, locale, strings }: Props) {
  const texts = strings.orders.card;
  return (
    <article
      data-order={order.invoice_number}
      className="grid gap-2 rounded-md border border-gray-200 p-3 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold break-all">
          <a href={orderPath(locale, order.id)} className="text-brand-800 underline hover:text-brand-900">
            {fill(texts.invoice, { invoice: order.invoice_number })}
          </a>
        </h2>
        <p className="text-sm text-gray-600">
          {fill(texts.placedOn, { date: formatDateTime(order.created_at, locale) })}
          {' · '}
          {fill(texts.soldBy, { name: order.vendor.name })}
        </p>
        <OrderStatusBadges order={order} strings={strings} />
      </div>
      <p className="text-sm sm:text-right">
        {texts.total}{' '}
        <strong className="text-base tabular-nums" data-order-total>
          {formatPrice(order.total, locale)}
        </strong>
      </p>
    </article>
  );
}
