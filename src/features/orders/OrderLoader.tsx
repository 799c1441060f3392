import type { ReactNode } from 'react';
import type { Locale, OrderDetail } from '#contract';
import PathRecordLoader from '@/components/ui/PathRecordLoader';
import { orderIdFromPath, ordersPath } from './order-list';
import { fetchOrder } from './orders.api';
import type { OrderLoaderStrings } from './orders-strings';

interface Props {
  locale: Locale;
  strings: OrderLoaderStrings;
  /** What the page shows with the order is still on its way (a form's reasons): the loading line stays. */
  alsoLoading?: boolean;
  children: (order: OrderDetail) => ReactNode;
}

/** The order whose id the address bar holds (/user/orders/{id}, its cancel and return pages). */
export default function OrderLoader({ locale, strings, alsoLoading, children }: Props) {
  return (
    <PathRecordLoader
      idFromPath={orderIdFromPath}
      load={fetchOrder}
      texts={strings.orders.detail}
      backHref={ordersPath(locale)}
      testId="order-not-found"
      alsoLoading={alsoLoading}
    >
      {children}
    </PathRecordLoader>
  );
}
