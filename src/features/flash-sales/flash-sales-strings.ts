import type { IslandStrings } from '@/i18n';

/** The spoken summary's texts: each unit's plural forms (`{{n}} days`) and the sentence around them. */
export const COUNTDOWN_TEXTS = [
  'flashSales.day_one',
  'flashSales.day_other',
  'flashSales.hour_one',
  'flashSales.hour_other',
  'flashSales.minute_one',
  'flashSales.minute_other',
  'flashSales.endsIn',
  'flashSales.lastMinute',
  'flashSales.separator',
] as const;
export type CountdownTexts = IslandStrings<typeof COUNTDOWN_TEXTS>;
