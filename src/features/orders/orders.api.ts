import type {
  GuestOrderTracking,
  OrderCancelBody,
  OrderCounts,
  OrderDetail,
  OrderFilter,
  OrderListEntry,
  OrderReturn,
  OrderReturnBody,
  Page,
  Reason,
} from '#contract';
import { apiGet, apiPost } from '@/lib/api/api-client';

/** GET /order's query: the page, its size (the API's default without one) and a status or group. */
export interface OrdersQuery {
  page: number;
  per_page?: number;
  status?: OrderFilter;
}

/** The signed-in shopper's orders, newest first (needs a verified phone). */
export const fetchOrders = (query: OrdersQuery, signal?: AbortSignal) =>
  apiGet<Page<OrderListEntry>>('/order', { ...query }, signal);

/** The dashboard's four numbers: to pay, to ship, to receive, to review. */
export const fetchOrderCounts = (signal?: AbortSignal) => apiGet<OrderCounts>('/order/counts', undefined, signal);

/** One of the shopper's orders; another shopper's answers 404. */
export const fetchOrder = (id: number, signal?: AbortSignal) => apiGet<OrderDetail>(`/order/${id}`, undefined, signal);

/** The reasons a shopper may give, in the page's language. */
export const fetchReasons = (kind: 'cancel' | 'return', signal?: AbortSignal) =>
  apiGet<Reason[]>(`/order-${kind}/reason`, undefined, signal);

export const cancelOrder = (body: OrderCancelBody) => apiPost<unknown>('/order-cancel', body);

export const returnOrder = (body: OrderReturnBody) => apiPost<OrderReturn>('/order-return', body);

/** One order by its invoice number and the phone it was placed with; anything else is a 404. */
export const trackOrder = (query: { invoice: string; phone: string }, signal?: AbortSignal) =>
  apiGet<GuestOrderTracking>('/guest/order', query, signal);
