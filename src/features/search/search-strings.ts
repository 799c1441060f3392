import type { IslandStrings } from '@/i18n';

/** The header search's texts, handed over in the form's `data-search-texts`. */
export const SEARCH_TEXTS = [
  'search.products',
  'search.categories',
  'search.brands',
  'search.seeAll',
  'search.noResults',
  'search.count_one',
  'search.count_other',
  'search.unavailable',
] as const;
export type SearchTexts = IslandStrings<typeof SEARCH_TEXTS>;
