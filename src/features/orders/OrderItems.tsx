import type { Locale, OrderDetail } from '#contract';
import ProductImage from '@/features/product/ProductImage';
import { variantText } from '@/features/product/product';
import { fill } from '@/i18n/fill';
import { formatNumber, formatPrice } from '@/lib/money';
import { localePath, productPath } from '@/lib/paths';
import OrderTotals from './OrderTotals';
import type { OrderDetailStrings } from './orders-strings';

interface Props {
  order: OrderDetail;
  locale: Locale;
  strings: OrderDetailStrings;
}

/** The seller's package: each line with its picture, options, units, price and what was returned of it; then the totals. */
export default function OrderItems({ order, locale, strings }: Props) {
  const texts = strings.orders.detail;
  const number = (n: number) => formatNumber(n, locale);
  return (
    <section aria-labelledby="order-items" className="space-y-3">
      <h2 id="order-items" className="text-lg font-semibold">
        {fill(strings.orders.card.soldBy, { name: order.vendor.name })}
      </h2>
      <ul className="divide-y divide-gray-200">
        {order.items.map((item) => (
          <li key={item.id} data-order-item={item.id} className="grid grid-cols-[4rem_1fr_auto] gap-3 py-3">
            <ProductImage
              src={item.image}
              alt=""
              width={64}
              height={64}
              preset="thumbnail"
              sizes="64px"
              className="size-16 rounded object-cover"
            />
            <div className="min-w-0 text-sm">
              <a
                href={localePath(locale, productPath(item.product_id))}
                className="font-semibold break-words hover:underline"
              >
                {item.name}
              </a>
              {variantText(item) && <span className="block text-gray-700">{variantText(item)}</span>}
              <span className="block text-gray-600">
                {fill(strings.orders.card.line, { qty: number(item.qty), price: formatPrice(item.unit_price, locale) })}
              </span>
              {item.returned_qty > 0 && (
                <span className="block text-amber-800" data-returned-qty={item.returned_qty}>
                  {fill(texts.returned, { qty: number(item.returned_qty) })}
                </span>
              )}
            </div>
            <span className="text-sm tabular-nums">{formatPrice(item.total, locale)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} locale={locale} strings={strings} />
    </section>
  );
}
