import type { Locale } from '@contract';

/** Bangladesh time: builds run in UTC, shoppers read local time. */
const TIME_ZONE = 'Asia/Dhaka';

// English uses en-IN for lakh grouping (1,00,000): en-BD has no data of its own and groups like en-US.
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-IN', bn: 'bn-BD' };

const bengaliTaka = new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT', maximumFractionDigits: 0 });
const englishTaka = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'BDT',
  currencyDisplay: 'code',
  maximumFractionDigits: 0,
});

/**
 * Integer taka as shown to shoppers: `১,৯৬০৳` in Bengali, `Tk 1,960` in English.
 * English avoids the ৳ sign: it lives in the Bengali Unicode block and would pull the Bengali font (or tofu).
 */
export function formatPrice(taka: number, locale: Locale): string {
  if (locale === 'bn') return bengaliTaka.format(taka);
  return englishTaka
    .formatToParts(taka)
    .map((part) => (part.type === 'currency' ? 'Tk' : part.type === 'literal' ? ' ' : part.value))
    .join('');
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits }).format(value);
}

/** Date and 24-hour time in Bangladesh time, e.g. `31 Dec 2026, 18:30` / `৩১ ডিসে, ২০২৬, ১৮:৩০`. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}
