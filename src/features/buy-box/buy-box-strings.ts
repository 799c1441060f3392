import { REFUSAL_TEXTS } from '@/features/cart/cart-strings';
import type { IslandStrings } from '@/i18n';

/** The cartToasts the add-to-cart control may show. */
export const ADD_TO_CART_TEXTS = [
  ...REFUSAL_TEXTS,
  'cartToasts.addedToCart',
  'cartToasts.addedToCompare',
  'cartToasts.compareDuplicate',
  'cartToasts.compareFull',
  'cartToasts.addedToWishlist',
  'cartToasts.removedFromWishlist',
  'cartToasts.signInForWishlist',
] as const;
export type AddToCartTexts = IslandStrings<typeof ADD_TO_CART_TEXTS>;
