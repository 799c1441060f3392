import type { Locale, OrderFilter } from '#contract';
import { ORDER_STATUSES } from '#contract/checkout';
import { ORDER_FILTERS } from '#contract/orders';
import { localePath } from '@/lib/paths';

/** The list's tabs: every order (null), the dashboard's four groups, then the delivered and the cancelled ones. */
export const ORDER_TABS: readonly (OrderFilter | null)[] = [null, ...ORDER_FILTERS, 'delivered', 'cancelled'];

export type OrderGroup = (typeof ORDER_FILTERS)[number];

/** A dashboard group (to pay, to ship…) rather than one status. */
export const isOrderGroup = (filter: OrderFilter): filter is OrderGroup =>
  (ORDER_FILTERS as readonly string[]).includes(filter);

const FILTERS: ReadonlySet<string> = new Set([...ORDER_FILTERS, ...ORDER_STATUSES]);

/** The filter of `/user/orders?status=…`: a group or a status; anything else (or nothing) means every order. */
export function filterFromSearch(search: string): OrderFilter | null {
  const status = new URLSearchParams(search).get('status');
  return status !== null && FILTERS.has(status) ? (status as OrderFilter) : null;
}

/** The list, filtered or not. */
export function ordersPath(locale: Locale, filter: OrderFilter | null = null): string {
  return localePath(locale, filter ? `/user/orders?status=${filter}` : '/user/orders');
}

/** `/user/orders/{id}`, `/user/orders/cancel/{id}`, `/user/orders/return/{id}`. */
export function orderPath(locale: Locale, id: number, page: 'detail' | 'cancel' | 'return' = 'detail'): string {
  return localePath(locale, page === 'detail' ? `/user/orders/${id}` : `/user/orders/${page}/${id}`);
}

/** The order id of an order page's address (`/bn/user/orders/return/12/` → 12); null when there is none. */
export function orderIdFromPath(pathname: string): number | null {
  const match = /^(?:\/bn)?\/user\/orders\/(?:cancel\/|return\/)?([1-9][0-9]{0,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
