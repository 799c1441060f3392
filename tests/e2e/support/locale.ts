import type { Locale } from '#contract';
import bn from '../../../src/i18n/bn.json' with { type: 'json' };
import en from '../../../src/i18n/en.json' with { type: 'json' };

/** The site's strings in each language: what a page should show. */
export const dictionaries = { en, bn };

/** The path prefix of a language's pages: English has none. */
export const localePrefix = (locale: Locale) => (locale === 'bn' ? '/bn' : '');

/** Latin digits as a language writes them: Bengali ones on Bengali pages ('01912' → '০১৯১২'). */
export const localeDigits = (text: string, locale: Locale) =>
  locale === 'bn' ? text.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit))) : text;
