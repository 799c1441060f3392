import type { Locale } from '@contract';
import i18next, { type TFunction } from 'i18next';
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

export type Translate = TFunction;

export function translator(locale: Locale): Translate {
  return i18n.getFixedT(locale);
}
