/** Partner rates by category (pure): a category's own rate, else the nearest one up its tree, else the default. */
import { AFFILIATE_DEFAULT_RATE_PERCENT, type AffiliateRate, type Locale } from '#contract';
import { byLocale } from '../../lib/by-locale';
import type { CategoryRateRow } from './affiliates.repository';

type RateRow = Pick<CategoryRateRow, 'id' | 'parentId' | 'ratePercent'>;

/** The rate of a product in `categoryId`: the nearest category up the tree that sets one, else the default. */
export function rateLookup(rows: readonly RateRow[]): (categoryId: number) => number {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (categoryId) => {
    const seen = new Set<number>();
    let row = byId.get(categoryId);
    while (row && !seen.has(row.id)) {
      if (row.ratePercent !== null) return row.ratePercent;
      seen.add(row.id);
      row = row.parentId === null ? undefined : byId.get(row.parentId);
    }
    return AFFILIATE_DEFAULT_RATE_PERCENT;
  };
}

/** GET /affiliate/rates: the top categories, in their order, named in `locale`. */
export function topCategoryRates(rows: readonly CategoryRateRow[], locale: Locale): AffiliateRate[] {
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      category_id: row.id,
      name: byLocale(locale, row.nameEn, row.nameBn),
      slug: row.slug,
      percent: row.ratePercent ?? AFFILIATE_DEFAULT_RATE_PERCENT,
    }));
}

/** The commission on `base` taka at `percent`: whole taka, rounded down. */
export const commissionOf = (base: number, percent: number): number => Math.floor((base * percent) / 100);

/**
 * What a line's commission is once `returned` of its `qty` units are back: the original amount pro rata to the units
 * kept, rounded down, so it is the same however many returns it took.
 */
export const keptCommission = (original: number, qty: number, returned: number): number =>
  Math.floor((original * Math.max(0, qty - returned)) / qty);
