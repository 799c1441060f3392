import { CHAT_BUTTON_TEXTS } from '@/features/chat/chat-strings';
import { PAYMENT_STATUS_TEXTS } from '@/features/payments/payments-strings';
import type { IslandStrings } from '@/i18n';

/** An order's and its payment's status in words. */
const ORDER_STATUS_TEXTS = [
  'orders.card.orderStatus',
  'orders.card.paymentStatus',
  'orders.status',
  ...PAYMENT_STATUS_TEXTS,
] as const;
export type OrderStatusStrings = IslandStrings<typeof ORDER_STATUS_TEXTS>;

/** An order's card: the `orders` group's shared texts and the payment statuses. */
const ORDER_CARD_TEXTS = ['orders.card', ...ORDER_STATUS_TEXTS] as const;
export type OrderCardStrings = IslandStrings<typeof ORDER_CARD_TEXTS>;

/** The dashboard's recent orders and its four counts. */
export const RECENT_ORDERS_TEXTS = [
  ...ORDER_CARD_TEXTS,
  'orders.recent',
  'orders.filter',
  'orders.list.allOrders',
  'orders.list.view',
] as const;
export type RecentOrdersStrings = IslandStrings<typeof RECENT_ORDERS_TEXTS>;

/** The /track-order page. */
export const TRACK_ORDER_TEXTS = [...ORDER_CARD_TEXTS, 'orders.track', 'orders.errors', 'cartToasts.network'] as const;
export type TrackOrderStrings = IslandStrings<typeof TRACK_ORDER_TEXTS>;

/** /user/orders: the tabs, the rows and the spec's infinite-loader messages. */
export const ORDER_LIST_TEXTS = [
  ...ORDER_STATUS_TEXTS,
  'orders.list',
  'orders.filter',
  'orders.card.invoice',
  'orders.card.placedOn',
  'orders.card.soldBy',
  'orders.card.total',
  'listing.noResults',
  'listing.noMore',
  'listing.error',
  'listing.retry',
  'account.loading',
] as const;
export type OrderListStrings = IslandStrings<typeof ORDER_LIST_TEXTS>;

/** Loading one order by the id in the address bar (the detail, cancel and return pages). */
const ORDER_LOADER_TEXTS = [
  'orders.detail.loading',
  'orders.detail.notFound',
  'orders.detail.loadFailed',
  'orders.detail.retry',
  'orders.detail.back',
  'account.loading',
] as const;
export type OrderLoaderStrings = IslandStrings<typeof ORDER_LOADER_TEXTS>;

/** /user/orders/{id}. */
export const ORDER_DETAIL_TEXTS = [
  ...ORDER_CARD_TEXTS,
  ...ORDER_LOADER_TEXTS,
  'orders.detail',
  'orders.returnStatus',
  'orders.refundStatus',
  'orders.refundMethod',
  'payments.choices',
  ...CHAT_BUTTON_TEXTS,
] as const;
export type OrderDetailStrings = IslandStrings<typeof ORDER_DETAIL_TEXTS>;

/** What the cancel and return forms share. */
const REQUEST_FORM_TEXTS = [...ORDER_LOADER_TEXTS, 'orders.requestErrors', 'cartToasts.network'] as const;
export type RequestFormStrings = IslandStrings<typeof REQUEST_FORM_TEXTS>;

/** /user/orders/cancel/{id}. */
export const CANCEL_ORDER_TEXTS = [...REQUEST_FORM_TEXTS, 'orders.cancel'] as const;
export type CancelOrderStrings = IslandStrings<typeof CANCEL_ORDER_TEXTS>;

/** /user/orders/return/{id}. */
export const RETURN_ORDER_TEXTS = [...REQUEST_FORM_TEXTS, 'orders.return', 'payments.choices'] as const;
export type ReturnOrderStrings = IslandStrings<typeof RETURN_ORDER_TEXTS>;
