import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale, OrderListEntry } from '#contract';
import { $userAreaShownFor } from '@/features/account/account.store';
import { paymentPagePath } from '@/features/payments/payments';
import { $shopperId, $user } from '@/lib/api/session';
import OrderCard from './OrderCard';
import OrderCountLinks from './OrderCountLinks';
import { mayPay } from './order-detail';
import { orderPath, ordersPath } from './order-list';
import { fetchOrders } from './orders.api';
import type { RecentOrdersStrings } from './orders-strings';

interface Props {
  locale: Locale;
  strings: RecentOrdersStrings;
}

/** How many of the latest orders the dashboard shows; the rest are on /user/orders. */
const RECENT = 5;

type Loaded = { state: 'loading' } | { state: 'ready'; orders: OrderListEntry[] } | { state: 'failed' };

/**
 * The dashboard's order counts and latest orders (GET /order, newest first). It asks only for a signed-in shopper
 * with a verified phone (the orders need one; the dashboard itself does not), and shows once the dashboard does.
 */
export default function RecentOrders({ locale, strings }: Props) {
  const texts = strings.orders.recent;
  const shopperId = useStore($shopperId);
  const verified = useStore($user)?.phone_verified === true;
  const areaShownFor = useStore($userAreaShownFor);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again for another shopper, or on a retry.
  useEffect(() => {
    setLoaded({ state: 'loading' });
    if (shopperId === null || !verified) return;
    const controller = new AbortController();
    fetchOrders({ page: 1, per_page: RECENT }, controller.signal)
      .then((answer) => setLoaded({ state: 'ready', orders: answer.data }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [shopperId, verified, attempt]);

  if (shopperId === null || !verified || areaShownFor !== shopperId) return null;
  return (
    <section aria-labelledby="recent-orders" className="mt-8 space-y-4" data-recent-orders>
      <OrderCountLinks locale={locale} strings={strings} />
      <h2 id="recent-orders" className="text-xl font-semibold">
        {texts.title}
      </h2>
      {loaded.state === 'loading' && (
        <p className="text-gray-500" aria-busy="true">
          {texts.loading}
        </p>
      )}
      {loaded.state === 'failed' && (
        <p role="alert" className="text-sm">
          {texts.loadFailed}{' '}
          <button type="button" className="font-semibold underline" onClick={() => setAttempt((n) => n + 1)}>
            {texts.retry}
          </button>
        </p>
      )}
      {loaded.state === 'ready' && loaded.orders.length === 0 && <p>{texts.empty}</p>}
      {loaded.state === 'ready' && (
        <ul className="space-y-4">
          {loaded.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} locale={locale} strings={strings} placedAt={order.created_at}>
                <p className="flex flex-wrap gap-4">
                  <a href={orderPath(locale, order.id)} className="font-semibold text-brand-800 underline">
                    {strings.orders.list.view}
                  </a>
                  {mayPay(order) && (
                    <a
                      href={paymentPagePath(order.checkout_id, locale)}
                      className="font-semibold text-brand-800 underline"
                    >
                      {texts.payNow}
                    </a>
                  )}
                </p>
              </OrderCard>
            </li>
          ))}
        </ul>
      )}
      <a href={ordersPath(locale)} className="inline-block font-semibold text-brand-800 underline">
        {strings.orders.list.allOrders}
      </a>
    </section>
  );
}
