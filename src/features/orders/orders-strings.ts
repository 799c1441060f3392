import { PAYMENT_STATUS_TEXTS } from '@/features/payments/payments-strings';
import type { IslandStrings } from '@/i18n';

/** An order's card: the `orders` group's shared texts and the payment statuses. */
const ORDER_CARD_TEXTS = ['orders.card', 'orders.status', ...PAYMENT_STATUS_TEXTS] as const;
export type OrderCardStrings = IslandStrings<typeof ORDER_CARD_TEXTS>;

/** The dashboard's recent orders. */
export const RECENT_ORDERS_TEXTS = [...ORDER_CARD_TEXTS, 'orders.recent', 'cartToasts.network'] as const;
export type RecentOrdersStrings = IslandStrings<typeof RECENT_ORDERS_TEXTS>;

/** The /track-order page. */
export const TRACK_ORDER_TEXTS = [...ORDER_CARD_TEXTS, 'orders.track', 'orders.errors', 'cartToasts.network'] as const;
export type TrackOrderStrings = IslandStrings<typeof TRACK_ORDER_TEXTS>;
