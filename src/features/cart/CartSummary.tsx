import type { CartTotals, DeliveryZone, Locale } from '#contract';
import { fill } from '@/i18n/fill';
import { formatNumber, formatPrice } from '@/lib/money';
import type { CartStrings } from './cart-strings';

interface Props {
  totals: CartTotals;
  zone: DeliveryZone;
  locale: Locale;
  strings: CartStrings;
}

/** The order's figures as the one totals function (cartTotals) gives them; each value is tagged for tests. */
export default function CartSummary({ totals, zone, locale, strings }: Props) {
  const price = (taka: number) => formatPrice(taka, locale);
  const rows: [key: keyof CartTotals, label: string, value: string][] = [
    ['item_count', strings.cart.items, formatNumber(totals.item_count, locale)],
    ['subtotal', strings.cart.subtotal, price(totals.subtotal)],
  ];
  if (totals.shipping > 0) rows.push(['shipping', strings.cart.shipping, price(totals.shipping)]);
  rows.push([
    'delivery_fee',
    fill(strings.cart.deliveryFee, { zone: strings.cart.zones[zone] }),
    price(totals.delivery_fee),
  ]);
  if (totals.discount > 0) rows.push(['discount', strings.cart.discount, `−${price(totals.discount)}`]);
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([key, label, value]) => (
        <div key={key} className="flex justify-between gap-4">
          <dt className="text-gray-700">{label}</dt>
          <dd data-summary={key} className="tabular-nums">
            {value}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-bold">
        <dt>{strings.cart.total}</dt>
        <dd data-summary="total" className="tabular-nums">
          {price(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
