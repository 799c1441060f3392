import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Locale, OrderFilter, OrderListEntry } from '#contract';
import UserArea from '@/features/account/UserArea';
import {
  initialLoader,
  type LoaderState,
  loaderMessage,
  loadFailed,
  loadSucceeded,
  nearSentinel,
  retryLoad,
  startLoad,
  throttle,
} from '@/features/listing/infinite-loader';
import { showCarriedToast } from '@/lib/carried-toast';
import OrderRow from './OrderRow';
import { filterFromSearch, isOrderGroup, ORDER_TABS, ordersPath } from './order-list';
import { fetchOrders } from './orders.api';
import type { OrderListStrings } from './orders-strings';

interface Props {
  locale: Locale;
  strings: OrderListStrings;
}

/** /user/orders: the shopper's orders, newest first, by status tab, a page at a time as the list's end nears. */
export default function OrderList(props: Props) {
  return (
    <UserArea guard="otp" loading={props.strings.account.loading}>
      {() => <Orders {...props} />}
    </UserArea>
  );
}

function Orders({ locale, strings }: Props) {
  const [filter, setFilter] = useState<OrderFilter | null>(() => filterFromSearch(window.location.search));
  const [orders, setOrders] = useState<OrderListEntry[]>([]);
  const [loader, setLoader] = useState<LoaderState>(initialLoader);
  const current = useRef<{ loader: LoaderState; controller: AbortController | null }>({ loader, controller: null });
  const sentinel = useRef<HTMLDivElement>(null);

  const update = useCallback((next: LoaderState) => {
    current.current.loader = next;
    setLoader(next);
  }, []);

  const loadMore = useCallback(() => {
    const signal = current.current.controller?.signal;
    const near = sentinel.current && nearSentinel(sentinel.current.getBoundingClientRect().top, window.innerHeight);
    const started = near && signal ? startLoad(current.current.loader, performance.now()) : null;
    if (!started || !signal) return;
    update(started);
    fetchOrders({ page: started.nextPage, status: filter ?? undefined }, signal)
      .then((page) => {
        if (signal.aborted) return;
        setOrders((shown) => [...shown, ...page.data]);
        update(loadSucceeded(current.current.loader, page));
      })
      .catch(() => {
        if (!signal.aborted) update(loadFailed(current.current.loader));
      });
  }, [filter, update]);

  useEffect(() => showCarriedToast(), []);

  // Another tab starts the list again (loadMore then asks for its first page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each filter, which loadMore reads.
  useEffect(() => {
    const controller = new AbortController();
    current.current.controller = controller;
    setOrders([]);
    update(initialLoader());
    return () => controller.abort();
  }, [filter, update]);

  useEffect(() => {
    if (loader.status === 'ready') loadMore();
  }, [loader, loadMore]);

  useEffect(() => {
    const onScroll = throttle(loadMore);
    const onBack = () => setFilter(filterFromSearch(window.location.search));
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('popstate', onBack);
    return () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('popstate', onBack);
    };
  }, [loadMore]);

  function choose(event: MouseEvent<HTMLAnchorElement>, tab: OrderFilter | null) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (tab === filter) return;
    history.pushState(null, '', ordersPath(locale, tab));
    setFilter(tab);
  }

  const message = loaderMessage(loader);
  const tabLabel = (tab: OrderFilter | null) =>
    tab === null
      ? strings.orders.filter.all
      : isOrderGroup(tab)
        ? strings.orders.filter[tab]
        : strings.orders.status[tab];
  return (
    <div className="space-y-4" data-order-list data-loader={loader.status}>
      <nav aria-label={strings.orders.filter.label}>
        <ul className="flex flex-wrap gap-1 text-sm">
          {ORDER_TABS.map((tab) => (
            <li key={tab ?? 'all'}>
              <a
                href={ordersPath(locale, tab)}
                onClick={(event) => choose(event, tab)}
                aria-current={tab === filter ? 'page' : undefined}
                className="block rounded-full border border-gray-300 px-3 py-1.5 hover:border-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
              >
                {tabLabel(tab)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="space-y-3">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderRow order={order} locale={locale} strings={strings} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-live="polite" className="py-2 text-center text-sm text-gray-600">
        {loader.status === 'loading' && <p aria-busy="true">{strings.orders.list.loading}</p>}
        {message === 'error' ? (
          <p role="alert">
            {strings.listing.error}{' '}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => update(retryLoad(current.current.loader))}
            >
              {strings.listing.retry}
            </button>
          </p>
        ) : (
          message && <p data-loader-message={message}>{strings.listing[message]}</p>
        )}
      </div>
    </div>
  );
}
