import type { Locale } from '#contract';
import { type MessageKey, messages } from './messages';

export type MessageParams = Record<string, string | number>;

/**
 * Picks the request language from Accept-Language: the most preferred of en/bn ('bn', 'bn-BD', 'bn;q=0.8' all
 * mean bn); anything else, or nothing, means en.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().split('-')[0], quality: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => (entry.language === 'en' || entry.language === 'bn') && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked[0]?.language === 'bn' ? 'bn' : 'en';
}

/** Numbers in the reader's digits (০–৯ in Bengali), ungrouped as in the English messages. */
const numberFormats = {
  en: new Intl.NumberFormat('en-US', { useGrouping: false }),
  bn: new Intl.NumberFormat('bn-BD', { useGrouping: false }),
} satisfies Record<Locale, Intl.NumberFormat>;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? numberFormats[locale].format(value) : value;
  });
}
