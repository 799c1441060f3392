import type { Locale } from '#contract';
import type { Prerendered } from './infinite-loader';
import type { BaseFilter } from './listing';
import type { ListingStrings } from './listing-strings';

/** What the page hands the listing script in its JSON script element. */
export interface ListingConfig {
  locale: Locale;
  base: BaseFilter;
  first: Prerendered;
  strings: ListingStrings;
}
