import { useCallback, useEffect, useState } from 'react';
import type { Locale, OrderFilter } from '#contract';
import FilterTabs from '@/components/ui/FilterTabs';
import UserArea from '@/features/account/UserArea';
import InfiniteLoaderFooter from '@/features/listing/InfiniteLoaderFooter';
import { useInfinitePages } from '@/features/listing/use-infinite-pages';
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
  const load = useCallback(
    (page: number, signal: AbortSignal) => fetchOrders({ page, status: filter ?? undefined }, signal),
    [filter],
  );
  const { items, loader, sentinel, retry } = useInfinitePages(load);

  useEffect(() => showCarriedToast(), []);

  useEffect(() => {
    const onBack = () => setFilter(filterFromSearch(window.location.search));
    addEventListener('popstate', onBack);
    return () => removeEventListener('popstate', onBack);
  }, []);

  const tabLabel = (tab: OrderFilter | null) =>
    tab === null
      ? strings.orders.filter.all
      : isOrderGroup(tab)
        ? strings.orders.filter[tab]
        : strings.orders.status[tab];
  return (
    <div className="space-y-4" data-order-list data-loader={loader.status}>
      <FilterTabs
        label={strings.orders.filter.label}
        tabs={ORDER_TABS}
        current={filter}
        href={(tab) => ordersPath(locale, tab)}
        name={tabLabel}
        onChoose={setFilter}
      />
      <ul className="space-y-3">
        {items.map((order) => (
          <li key={order.id}>
            <OrderRow order={order} locale={locale} strings={strings} />
          </li>
        ))}
      </ul>
      <InfiniteLoaderFooter
        loader={loader}
        sentinel={sentinel}
        onRetry={retry}
        texts={{ ...strings.listing, loading: strings.orders.list.loading }}
      />
    </div>
  );
}
