import type { Locale } from '#contract';

/** Bangladesh time: builds run in UTC, shoppers read local time. */
const TIME_ZONE = 'Asia/Dhaka';

// English uses en-IN for lakh grouping (1,00,000): en-BD has no data of its own and groups like en-US.
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-IN', bn: 'bn-BD' };

/** Shared with the API's messages (a coupon's minimum total), so both print taka alike. */
export { formatPrice } from '#contract/money';

/** Building an Intl formatter costs far more than using one (it was the build's top cost): keep each one. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  const create = () => new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits });
  return memo(`number:${locale}:${maximumFractionDigits}`, create).format(value);
}

/** A number to quote (a year, a ticket's number): the page's digits, never grouped. */
export function formatDigits(value: number, locale: Locale): string {
  const create = () => new Intl.NumberFormat(NUMBER_LOCALE[locale], { useGrouping: false });
  return memo(`digits:${locale}`, create).format(value);
}

/** Date and 24-hour time in Bangladesh time, e.g. `31 Dec 2026, 18:30` / `৩১ ডিসে, ২০২৬, ১৮:৩০`. */
export function formatDateTime(iso: string, locale: Locale): string {
  const create = () =>
    new Intl.DateTimeFormat(NUMBER_LOCALE[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    });
  return memo(`datetime:${locale}`, create).format(new Date(iso));
}

/** A calendar date in Bangladesh time, e.g. `28 February 2025` / `২৮ ফেব্রুয়ারি, ২০২৫`. */
export function formatDate(iso: string, locale: Locale): string {
  const create = () => new Intl.DateTimeFormat(NUMBER_LOCALE[locale], { dateStyle: 'long', timeZone: TIME_ZONE });
  return memo(`date:${locale}`, create).format(new Date(iso));
}
