import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale, OrderListEntry } from '#contract';
import { isOpenOnlinePayment, paymentPagePath } from '@/features/payments/payments';
import { $shopperId, $user } from '@/lib/api/session';
import OrderCard from './OrderCard';
import { fetchOrders } from './orders.api';
import type { RecentOrdersStrings } from './orders-strings';

interface Props {
  locale: Locale;
  strings: RecentOrdersStrings;
}

interface Loaded {
  orders: OrderListEntry[];
  page: number;
  lastPage: number;
  state: 'loading' | 'ready' | 'failed';
}

const START: Loaded = { orders: [], page: 0, lastPage: 1, state: 'loading' };

/**
 * The dashboard's recent orders (GET /order, newest first), a page at a time. It asks only for a signed-in
 * shopper with a verified phone (the orders need one; the dashboard itself does not), after the dashboard's guard.
 */
export default function RecentOrders({ locale, strings }: Props) {
  const texts = strings.orders.recent;
  const shopperId = useStore($shopperId);
  const verified = useStore($user)?.phone_verified === true;
  const [loaded, setLoaded] = useState<Loaded>(START);

  function load(page: number, signal?: AbortSignal) {
    setLoaded((before) => ({ ...before, state: 'loading' }));
    fetchOrders(page, signal)
      .then((answer) =>
        setLoaded((before) => ({
          orders: page === 1 ? answer.data : [...before.orders, ...answer.data],
          page: answer.current_page,
          lastPage: answer.last_page,
          state: 'ready',
        })),
      )
      .catch(() => {
        if (!signal?.aborted) setLoaded((before) => ({ ...before, state: 'failed' }));
      });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again only for another shopper.
  useEffect(() => {
    setLoaded(START);
    if (shopperId === null || !verified) return;
    const controller = new AbortController();
    load(1, controller.signal);
    return () => controller.abort();
  }, [shopperId, verified]);

  if (shopperId === null || !verified) return null;
  return (
    <section aria-labelledby="recent-orders" className="mt-8 space-y-4" data-recent-orders>
      <h2 id="recent-orders" className="text-xl font-semibold">
        {texts.title}
      </h2>
      {loaded.state === 'ready' && loaded.orders.length === 0 && <p>{texts.empty}</p>}
      <ul className="space-y-4">
        {loaded.orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} locale={locale} strings={strings} placedAt={order.created_at}>
              {isOpenOnlinePayment(order.payment_method_id, order.payment_status) && (
                <a
                  href={paymentPagePath(order.checkout_id, locale)}
                  className="inline-block font-semibold text-brand-800 underline"
                >
                  {texts.payNow}
                </a>
              )}
            </OrderCard>
          </li>
        ))}
      </ul>
      {loaded.state === 'loading' && (
        <p className="text-gray-500" aria-busy="true">
          {texts.loading}
        </p>
      )}
      {loaded.state === 'failed' && (
        <p role="alert" className="text-sm">
          {texts.loadFailed}{' '}
          <button type="button" className="font-semibold underline" onClick={() => load(loaded.page + 1)}>
            {texts.retry}
          </button>
        </p>
      )}
      {loaded.state === 'ready' && loaded.page < loaded.lastPage && (
        <button type="button" className="font-semibold text-brand-800 underline" onClick={() => load(loaded.page + 1)}>
          {texts.more}
        </button>
      )}
    </section>
  );
}
