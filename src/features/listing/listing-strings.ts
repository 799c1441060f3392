import { CARD_TEXTS } from '@/features/product/product-strings';
import type { IslandStrings } from '@/i18n';

/** The listing script's texts: the cards' and its own counts, chips and loader messages. */
export const LISTING_TEXTS = [
  ...CARD_TEXTS,
  'listing.resultCount_one',
  'listing.resultCount_other',
  'listing.resultsFor',
  'listing.removeFilter',
  'listing.clearAll',
  'listing.priceFrom',
  'listing.priceUpTo',
  'listing.priceBetween',
  'listing.noResults',
  'listing.noMore',
  'listing.error',
] as const;
export type ListingStrings = IslandStrings<typeof LISTING_TEXTS>;
