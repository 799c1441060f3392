import type { OrderSummary } from '#contract';
import type { OrderStatusStrings } from './orders-strings';

interface Props {
  order: Pick<OrderSummary, 'status' | 'payment_status'>;
  strings: OrderStatusStrings;
}

/** Where the order and its payment are, in words. */
export default function OrderStatusBadges({ order, strings }: Props) {
  const texts = strings.orders.card;
  return (
    <p className="flex flex-wrap gap-2 text-xs font-semibold">
      <span className="rounded bg-gray-100 px-2 py-0.5" data-order-status={order.status}>
        {texts.orderStatus}: {strings.orders.status[order.status]}
      </span>
      <span className="rounded bg-gray-100 px-2 py-0.5" data-payment-status={order.payment_status}>
        {texts.paymentStatus}: {strings.payments.statusLabel[order.payment_status]}
      </span>
    </p>
  );
}
