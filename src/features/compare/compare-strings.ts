import { REFUSAL_TEXTS } from '@/features/cart/cart-strings';
import { CARD_TEXTS, PRODUCT_TEXTS } from '@/features/product/product-strings';
import type { IslandStrings } from '@/i18n';

/** Row labels and cell texts, from the product page's own texts where it has them. */
export const ATTRIBUTE_TEXTS = [
  ...PRODUCT_TEXTS,
  'product.brand',
  'product.category',
  'product.rating',
  'product.noReviews',
  'product.colours',
  'product.sizes',
  'product.warranty',
  'product.noWarranty',
  'product.seller',
  'compare.rating',
  'compare.stock',
  'compare.none',
  'compare.noBrand',
] as const;
export type AttributeTexts = IslandStrings<typeof ATTRIBUTE_TEXTS>;

/** The compare page's texts: its own group, the cards' and the table's, and the cart toasts it shows. */
export const COMPARE_TEXTS = [
  'compare',
  ...CARD_TEXTS,
  ...ATTRIBUTE_TEXTS,
  ...REFUSAL_TEXTS,
  'cartToasts.addedToCart',
  'cartToasts.removedFromCompare',
  'cartToasts.compareCleared',
] as const;
export type CompareStrings = IslandStrings<typeof COMPARE_TEXTS>;
