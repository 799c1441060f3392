import { REFUSAL_TEXTS } from '@/features/cart/cart-strings';
import { CARD_TEXTS, STOCK_TEXTS } from '@/features/product/product-strings';
import type { IslandStrings } from '@/i18n';

/** The wishlist page's texts: its own group, the cards' price and stock lines, and the cart toasts it shows. */
export const WISHLIST_TEXTS = [
  'wishlist',
  ...CARD_TEXTS,
  ...STOCK_TEXTS,
  ...REFUSAL_TEXTS,
  'cartToasts.removedFromWishlist',
  'cartToasts.movedToCart',
] as const;
export type WishlistStrings = IslandStrings<typeof WISHLIST_TEXTS>;
