import type { Locale } from '#contract';
import { type CardStrings, cardStrings } from '@/features/product/product-card';
import type { Translate } from '@/i18n';
import type { Prerendered } from './infinite-loader';
import type { BaseFilter } from './listing';

/** The listing script's strings; `{n}`, `{q}`, `{label}`, `{min}`, `{max}` stand for values. */
export interface ListingStrings extends CardStrings {
  countOne: string;
  countOther: string;
  resultsFor: string;
  removeFilter: string;
  clearAll: string;
  priceFrom: string;
  priceUpTo: string;
  priceBetween: string;
  noResults: string;
  noMore: string;
  error: string;
}

/** What the page hands the listing script in its JSON script element. */
export interface ListingConfig {
  locale: Locale;
  base: BaseFilter;
  first: Prerendered;
  strings: ListingStrings;
}

export function listingStrings(t: Translate): ListingStrings {
  return {
    ...cardStrings(t),
    countOne: t('listing.resultCount_one', { n: '{n}' }),
    countOther: t('listing.resultCount_other', { n: '{n}' }),
    resultsFor: t('listing.resultsFor', { q: '{q}' }),
    removeFilter: t('listing.removeFilter', { label: '{label}' }),
    clearAll: t('listing.clearAll'),
    priceFrom: t('listing.priceFrom', { min: '{min}' }),
    priceUpTo: t('listing.priceUpTo', { max: '{max}' }),
    priceBetween: t('listing.priceBetween', { min: '{min}', max: '{max}' }),
    noResults: t('listing.noResults'),
    noMore: t('listing.noMore'),
    error: t('listing.error'),
  };
}

/** Fills `{name}` placeholders of a template. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
