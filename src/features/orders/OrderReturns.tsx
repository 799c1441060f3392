import type { Locale, OrderDetail, RefundMethodType } from '#contract';
import { REFUND_DUE_DAYS } from '#contract/orders';
import { fill } from '@/i18n/fill';
import { formatDate, formatDateTime, formatNumber, formatPrice } from '@/lib/money';
import type { OrderDetailStrings } from './orders-strings';

interface Props {
  order: OrderDetail;
  locale: Locale;
  strings: OrderDetailStrings;
}

/** The order's returns (lines, status, amount) and refunds (amount, where to, status, the date it is due by). */
export default function OrderReturns({ order, locale, strings }: Props) {
  const texts = strings.orders.detail;
  const method = (type: RefundMethodType, account: string | null = null) =>
    type === 'original'
      ? strings.orders.refundMethod.original
      : `${strings.payments.choices[type]} ${account ?? ''}`.trim();
  if (order.returns.length === 0 && order.refunds.length === 0) return null;
  return (
    <>
      {order.returns.length > 0 && (
        <section aria-labelledby="order-returns" className="space-y-3">
          <h2 id="order-returns" className="text-lg font-semibold">
            {texts.returns}
          </h2>
          <ul className="space-y-3">
            {order.returns.map((found) => (
              <li
                key={found.id}
                data-return={found.id}
                className="space-y-1 rounded-md border border-gray-200 p-3 text-sm"
              >
                <p className="flex flex-wrap justify-between gap-2">
                  <span>{fill(texts.returnOf, { date: formatDateTime(found.created_at, locale) })}</span>
                  <span
                    className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold"
                    data-return-status={found.status}
                  >
                    {strings.orders.returnStatus[found.status]}
                  </span>
                </p>
                <ul>
                  {found.items.map((line) => (
                    <li key={line.order_item_id}>
                      {line.name} × {formatNumber(line.qty, locale)}
                    </li>
                  ))}
                </ul>
                <p className="text-gray-700">{found.reason}</p>
                {found.comment && <p className="text-gray-700">{found.comment}</p>}
                <p>
                  {texts.returnAmount}: <strong className="tabular-nums">{formatPrice(found.amount, locale)}</strong> (
                  {method(found.refund_method)})
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {order.refunds.length > 0 && (
        <section aria-labelledby="order-refunds" className="space-y-3">
          <h2 id="order-refunds" className="text-lg font-semibold">
            {texts.refunds}
          </h2>
          <ul className="space-y-3">
            {order.refunds.map((refund) => (
              <li key={refund.id} data-refund={refund.id} className="rounded-md border border-gray-200 p-3 text-sm">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  <dt className="text-gray-700">{texts.refundAmount}</dt>
                  <dd className="font-semibold tabular-nums">{formatPrice(refund.amount, locale)}</dd>
                  <dt className="text-gray-700">{texts.refundMethod}</dt>
                  <dd>{method(refund.method, refund.account)}</dd>
                  <dt className="text-gray-700">{texts.refundStatus}</dt>
                  <dd data-refund-status={refund.status}>{strings.orders.refundStatus[refund.status]}</dd>
                  {refund.refunded_at ? (
                    <>
                      <dt className="text-gray-700">{texts.refundedOn}</dt>
                      <dd>{formatDate(refund.refunded_at, locale)}</dd>
                    </>
                  ) : (
                    <>
                      <dt className="text-gray-700">{texts.dueBy}</dt>
                      <dd data-refund-due>{formatDate(refund.due_at, locale)}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
          <p className="text-xs text-gray-600">
            {fill(texts.refundRule, { days: formatNumber(REFUND_DUE_DAYS, locale) })}
          </p>
        </section>
      )}
    </>
  );
}
