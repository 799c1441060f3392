import type { Locale, OrderSummary } from '#contract';
import { formatPrice } from '@/lib/money';
import type { OrderCardStrings } from './orders-strings';

interface Props {
  order: Pick<OrderSummary, 'sub_total' | 'shipping_cost' | 'discount' | 'total'>;
  locale: Locale;
  strings: OrderCardStrings;
}

/** A package's breakdown as charged: subtotal, delivery, any discount, and the total. */
export default function OrderTotals({ order, locale, strings }: Props) {
  const texts = strings.orders.card;
  const price = (taka: number) => formatPrice(taka, locale);
  const rows: [label: string, value: string][] = [[texts.subtotal, price(order.sub_total)]];
  rows.push([texts.delivery, price(order.shipping_cost)]);
  if (order.discount > 0) rows.push([texts.discount, `−${price(order.discount)}`]);
  return (
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
  );
}
