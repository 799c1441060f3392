import type { GuestOrderTracking, OrderListEntry, Page } from '#contract';
import { apiGet } from '@/lib/api/api-client';

/** The signed-in shopper's orders, newest first (needs a verified phone). */
export const fetchOrders = (page: number, signal?: AbortSignal) =>
  apiGet<Page<OrderListEntry>>('/order', { page }, signal);

/** One order by its invoice number and the phone it was placed with; anything else is a 404. */
export const trackOrder = (query: { invoice: string; phone: string }, signal?: AbortSignal) =>
  apiGet<GuestOrderTracking>('/guest/order', query, signal);
