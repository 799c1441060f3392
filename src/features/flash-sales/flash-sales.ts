import type { CategoryFlashSale, Locale, ProductCard, Ref } from '#contract';
import { fill, pluralForm } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';
import type { CountdownTexts } from './flash-sales-strings';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface RemainingTime {
  /** Whole milliseconds left, never below 0. */
  total: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `endsAt` (ISO 8601) at `now` (epoch ms), in whole parts, clamped at zero. */
export function remainingTime(endsAt: string, now: number): RemainingTime {
  const total = Math.max(0, Date.parse(endsAt) - now);
  return {
    total,
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

export function hasEnded(endsAt: string, now: number): boolean {
  return Date.parse(endsAt) <= now;
}

/** A countdown digit pair in the page's digits: `05` / `০৫`. Days may run past two digits. */
export function formatCountdownPart(value: number, locale: Locale): string {
  const digits = formatNumber(value, locale);
  return value < 10 ? formatNumber(0, locale) + digits : digits;
}

type CountdownUnit = 'day' | 'hour' | 'minute';

/**
 * What the polite live region says: days, hours and minutes left, zero units left out. It changes at most once a
 * minute, so writing it only when it changes keeps screen readers from hearing every second.
 */
export function countdownSummary(time: RemainingTime, { flashSales }: CountdownTexts, locale: Locale): string {
  const values: [CountdownUnit, number][] = [
    ['day', time.days],
    ['hour', time.hours],
    ['minute', time.minutes],
  ];
  const parts = values
    .filter(([, value]) => value > 0)
    .map(([unit, value]) =>
      fill(flashSales[`${unit}_${pluralForm(value, locale)}`], { n: formatNumber(value, locale) }),
    );
  if (parts.length === 0) return flashSales.lastMinute;
  return fill(flashSales.endsIn, { time: parts.join(flashSales.separator) });
}

/** One running sale on the flash-sales page, its products grouped by top-level category. */
export interface FlashSaleGroup {
  id: number;
  title: string;
  ends_at: string;
  categories: { category: Ref; products: ProductCard[] }[];
}

/** The API answers one entry per category and sale; the page shows one section per sale, soonest end first. */
export function groupBySale(entries: CategoryFlashSale[]): FlashSaleGroup[] {
  const groups = new Map<number, FlashSaleGroup>();
  for (const { category, flash_sale, products } of entries) {
    const group = groups.get(flash_sale.id) ?? {
      id: flash_sale.id,
      title: flash_sale.title,
      ends_at: flash_sale.ends_at,
      categories: [],
    };
    group.categories.push({ category, products });
    groups.set(flash_sale.id, group);
  }
  return [...groups.values()].sort((a, b) => Date.parse(a.ends_at) - Date.parse(b.ends_at));
}

/** Delay until the next whole second of the countdown, so every displayed second lasts one second. */
export function delayToNextTick(endsAt: string, now: number): number {
  const remainder = (Date.parse(endsAt) - now) % SECOND;
  return remainder > 0 ? remainder : SECOND;
}
