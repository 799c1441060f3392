import type { IslandStrings } from '@/i18n';

/** The cart and checkout islands' texts: the `cart` group and the spec's cart toasts and messages. */
export const CART_TEXTS = ['cart', 'cartToasts'] as const;
export type CartStrings = IslandStrings<typeof CART_TEXTS>;

/** The header's cart preview: on every page, so only its own texts. */
export const MINI_CART_TEXTS = ['cart.mini'] as const;
export type MiniCartStrings = IslandStrings<typeof MINI_CART_TEXTS>;

/** The sign-in sync's toasts, which the header renders into `script[data-session-sync]` on every page. */
export const SYNC_TEXTS = ['cartToasts.mergeCapped', 'cartToasts.addedToWishlist'] as const;
export type SyncTexts = IslandStrings<typeof SYNC_TEXTS>;

/** The cartToasts a refusal may show. */
export const REFUSAL_TEXTS = ['cartToasts.amountRefused', 'cartToasts.qtyInvalid', 'cartToasts.network'] as const;
export type RefusalTexts = IslandStrings<typeof REFUSAL_TEXTS>;
