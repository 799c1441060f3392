import type { Locale } from '#contract';
import { dictionaries } from '@/i18n';
import type { ValidationKey } from './auth';

/** The `auth` strings; islands get only the ones they use (placeholders such as {{seconds}} left for `fill`). */
export type AuthStrings = Omit<typeof dictionaries.en.auth, 'validation'>;
export type AuthKey = keyof AuthStrings;
export type ValidationStrings = Record<ValidationKey, string>;
export type IslandStrings<K extends AuthKey> = Pick<AuthStrings, K> & { validation: ValidationStrings };

/** Build-time only (imported by pages): the chosen strings of one language, plus the validation messages. */
export function authStrings<K extends AuthKey>(locale: Locale, keys: readonly K[]): IslandStrings<K> {
  const { validation, ...all } = dictionaries[locale].auth;
  const picked = Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<AuthStrings, K>;
  return { ...picked, validation };
}
