import { type ReactNode, useEffect, useState } from 'react';
import type { Locale, OrderDetail } from '#contract';
import { ApiError } from '@/lib/api/api-client';
import { orderIdFromPath, ordersPath } from './order-list';
import { fetchOrder } from './orders.api';
import type { OrderLoaderStrings } from './orders-strings';

interface Props {
  locale: Locale;
  strings: OrderLoaderStrings;
  children: (order: OrderDetail) => ReactNode;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'found'; order: OrderDetail }
  | { state: 'missing' }
  | { state: 'failed' };

/**
 * The order whose id the address bar holds (one static shell serves every id): its page once loaded; a missing or
 * another shopper's order (404 either way) and a failed load say so, the latter with a retry.
 */
export default function OrderLoader({ locale, strings, children }: Props) {
  const texts = strings.orders.detail;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry loads again.
  useEffect(() => {
    const id = orderIdFromPath(window.location.pathname);
    if (id === null) {
      setLoaded({ state: 'missing' });
      return;
    }
    setLoaded({ state: 'loading' });
    const controller = new AbortController();
    fetchOrder(id, controller.signal)
      .then((order) => setLoaded({ state: 'found', order }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  if (loaded.state === 'found') return <>{children(loaded.order)}</>;
  if (loaded.state === 'loading') {
    return (
      <p className="text-gray-500" aria-busy="true">
        {texts.loading}
      </p>
    );
  }
  return (
    <div role="alert" data-testid="order-not-found" className="space-y-2 rounded-md border border-gray-200 p-4">
      <p>{loaded.state === 'missing' ? texts.notFound : texts.loadFailed}</p>
      {loaded.state === 'failed' && (
        <button type="button" className="font-semibold underline" onClick={() => setAttempt((n) => n + 1)}>
          {texts.retry}
        </button>
      )}
      <a className="block text-brand-700 underline" href={ordersPath(locale)}>
        {texts.back}
      </a>
    </div>
  );
}
