import type { Locale } from '#contract';

/** The `*_en` or `*_bn` column (or value) of a localized field. */
export function byLocale<En, Bn>(locale: Locale, en: En, bn: Bn): En | Bn {
  return locale === 'bn' ? bn : en;
}
