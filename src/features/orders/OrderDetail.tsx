import type { Locale, OrderDetail as Order } from '#contract';
import { displayPhone } from '@/features/account/account';
import UserArea from '@/features/account/UserArea';
import ChatWithSellerButton from '@/features/chat/ChatWithSellerButton';
import { formatDate, formatDateTime } from '@/lib/money';
import OrderItems from './OrderItems';
import OrderLoader from './OrderLoader';
import OrderReturns from './OrderReturns';
import OrderStatusBadges from './OrderStatusBadges';
import OrderTimeline from './OrderTimeline';
import { actionPath, orderActions } from './order-detail';
import { ordersPath } from './order-list';
import type { OrderDetailStrings } from './orders-strings';

interface Props {
  locale: Locale;
  strings: OrderDetailStrings;
}

/**
 * /user/orders/{id}: one static shell for every id (a rewrite serves it), the id read from the address bar. The page
 * prints as the invoice: the site's header, footer, menu and the actions are left off paper.
 */
export default function OrderDetail({ locale, strings }: Props) {
  return (
    <UserArea guard="otp" loading={strings.account.loading}>
      {() => (
        <>
          <a className="mb-4 inline-block text-sm text-brand-700 underline print:hidden" href={ordersPath(locale)}>
            {strings.orders.detail.back}
          </a>
          <OrderLoader locale={locale} strings={strings}>
            {(order) => <OrderView order={order} locale={locale} strings={strings} />}
          </OrderLoader>
        </>
      )}
    </UserArea>
  );
}

function OrderView({ order, locale, strings }: Props & { order: Order }) {
  const texts = strings.orders.detail;
  const { address } = order;
  const facts: [label: string, value: string, name: string][] = [
    [texts.invoice, order.invoice_number, 'invoice'],
    [texts.placedOn, formatDateTime(order.created_at, locale), 'placed'],
    [texts.seller, order.vendor.name, 'seller'],
  ];
  if (order.delivered_at) facts.push([texts.deliveredOn, formatDate(order.delivered_at, locale), 'delivered']);
  if (order.return_until) facts.push([texts.returnUntil, formatDateTime(order.return_until, locale), 'return-until']);
  if (order.cancel_reason) facts.push([texts.cancelReason, order.cancel_reason, 'cancel-reason']);
  if (order.message) facts.push([texts.message, order.message, 'message']);

  return (
    <article className="space-y-6" data-order-detail={order.invoice_number}>
      <header className="space-y-3">
        <OrderStatusBadges order={order} strings={strings} />
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {facts.map(([label, value, name]) => (
            <div key={name} className="contents">
              <dt className="text-gray-700">{label}</dt>
              <dd className="break-words" data-fact={name}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <nav aria-label={texts.actions} className="flex flex-wrap gap-2 print:hidden">
          {orderActions(order).map((action) => (
            <a
              key={action}
              href={actionPath(action, order, locale)}
              data-action={action}
              className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {texts[action]}
            </a>
          ))}
          <ChatWithSellerButton
            vendorId={order.vendor.id}
            orderId={order.id}
            strings={strings}
            className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          />
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-100"
          >
            {texts.print}
          </button>
        </nav>
      </header>
      <OrderItems order={order} locale={locale} strings={strings} />
      <div className="grid gap-6 md:grid-cols-2">
        <OrderTimeline order={order} locale={locale} strings={strings} />
        <div className="space-y-6">
          <section aria-labelledby="order-address" className="text-sm">
            <h2 id="order-address" className="mb-2 text-lg font-semibold">
              {texts.deliveryAddress}
            </h2>
            <address className="not-italic">
              {address.name}
              <br />
              {displayPhone(address.phone, locale)}
              <br />
              {address.address_line}, {address.upazila}, {address.district}, {address.division}
            </address>
          </section>
          <section aria-labelledby="order-payment" className="text-sm">
            <h2 id="order-payment" className="mb-2 text-lg font-semibold">
              {texts.payment}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-gray-700">{texts.paymentMethod}</dt>
              <dd>{strings.payments.choices[order.wallet ?? 'cod']}</dd>
              <dt className="text-gray-700">{texts.paymentState}</dt>
              <dd data-payment-status={order.payment_status}>{strings.payments.statusLabel[order.payment_status]}</dd>
            </dl>
          </section>
          {order.shipper && (
            <section aria-labelledby="order-rider" className="text-sm">
              <h2 id="order-rider" className="mb-2 text-lg font-semibold">
                {texts.rider}
              </h2>
              <p data-rider>
                {order.shipper.name}, {displayPhone(order.shipper.phone, locale)}
              </p>
            </section>
          )}
        </div>
      </div>
      <OrderReturns order={order} locale={locale} strings={strings} />
    </article>
  );
}
