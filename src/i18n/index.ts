import i18next, { type TFunction } from 'i18next';
import type { Locale } from '#contract';
import bn from './bn.json';
import en from './en.json';

export const dictionaries = { en, bn };

// One synchronous instance for the whole build; pages take a fixed-language `t`.
const i18n = i18next.createInstance();
i18n.init({
  resources: { en: { translation: en }, bn: { translation: bn } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // Astro escapes interpolated text itself.
  interpolation: { escapeValue: false },
});

/** Text for a dictionary key, with `{{name}}` values filled in from `options`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const fixed: Record<Locale, TFunction> = { en: i18n.getFixedT('en'), bn: i18n.getFixedT('bn') };
const plainTexts: Record<Locale, Map<string, string>> = { en: new Map(), bn: new Map() };

/**
 * A fixed-language `t`. Texts without options are looked up once per build: every page renders the same header
 * and footer strings, and i18next's lookup was a tenth of the build's time.
 */
export function translator(locale: Locale): Translate {
  const t = fixed[locale];
  const cache = plainTexts[locale];
  return (key, options) => {
    if (options !== undefined) return t(key, options);
    let text = cache.get(key);
    if (text === undefined) {
      text = t(key);
      cache.set(key, text);
    }
    return text;
  };
}
