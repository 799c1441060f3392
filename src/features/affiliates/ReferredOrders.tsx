import type { Locale, ReferredOrder } from '#contract';
import { formatDate, formatPrice } from '@/lib/money';
import type { DashboardStrings } from './affiliates-strings';

interface Props {
  orders: readonly ReferredOrder[];
  locale: Locale;
  strings: DashboardStrings;
}

const cell = 'border-t border-gray-200 px-3 py-2';

/** The orders placed with the partner's code: never the shopper, only the order, its value and its commission. */
export default function ReferredOrders({ orders, locale, strings }: Props) {
  const texts = strings.affiliate.dashboard;
  const orderStatus = (status: string) =>
    strings.orders.status[status as keyof DashboardStrings['orders']['status']] ?? status;
  return (
    <section aria-labelledby="referred-title" className="space-y-3">
      <h2 id="referred-title" className="text-lg font-semibold">
        {texts.ordersTitle}
      </h2>
      {orders.length === 0 ? (
        <p className="text-gray-600">{texts.ordersEmpty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-100">
              <tr>
                <th className="px-3 py-2">{texts.order}</th>
                <th className="px-3 py-2">{texts.date}</th>
                <th className="px-3 py-2">{texts.orderStatus}</th>
                <th className="px-3 py-2 text-right">{texts.base}</th>
                <th className="px-3 py-2 text-right">{texts.commissionTitle}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.order_id} data-referred-order={order.invoice_number}>
                  <td className={cell}>{order.invoice_number}</td>
                  <td className={cell}>{formatDate(order.created_at, locale)}</td>
                  <td className={cell}>{orderStatus(order.order_status)}</td>
                  <td className={`${cell} text-right`}>{formatPrice(order.base_amount, locale)}</td>
                  <td className={`${cell} text-right`} data-commission={order.commission_status}>
                    {formatPrice(order.commission, locale)}{' '}
                    <span className="text-gray-600">({texts.commission[order.commission_status]})</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
