import type { IslandStrings } from '@/i18n';

/** The stock line's texts (StockStatus.astro, StockText.tsx). */
export const STOCK_TEXTS = ['product.inStock', 'product.onlyLeft', 'product.outOfStock'] as const;
export type StockTexts = IslandStrings<typeof STOCK_TEXTS>;

/** The card's price line (the listing script draws cards too). */
export const CARD_TEXTS = ['product.regularPrice', 'product.percentOff'] as const;
export type CardStrings = IslandStrings<typeof CARD_TEXTS>;

/** What the browser redraws after a variant change or a live refresh. */
export const PRODUCT_TEXTS = [
  ...STOCK_TEXTS,
  'product.percentOff',
  'product.notOffered',
  'product.flashSaleEnds',
] as const;
export type ProductTexts = IslandStrings<typeof PRODUCT_TEXTS>;
