import i18next, { type TFunction } from 'i18next';
import type { Locale } from '#contract';
import bn from './bn.json';
import en from './en.json';
import { fill, pluralForm } from './fill';

export const dictionaries = { en, bn };

/** Every text of the site, shaped as `en.json` (`bn.json` has the same keys: i18n.test.ts checks). */
export type Dictionary = typeof en;

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : K | `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A dictionary path: a group ('cart'), a group inside one ('cart.mini') or one text ('cartToasts.network'). */
export type StringPath = Paths<Dictionary>;

type Nested<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? { [Key in K]: Nested<T[K], Rest> }
    : never
  : P extends keyof T
    ? { [Key in P]: T[P] }
    : never;

type Intersection<U> = (U extends unknown ? (from: U) => void : never) extends (from: infer I) => void ? I : never;

/**
 * What an island or a browser script gets: the texts under the paths it names, nested as in the dictionary, so
 * `strings.cart.mini.title` is the text of key `cart.mini.title`, and a key that does not exist does not compile.
 */
export type IslandStrings<P extends StringPath | readonly StringPath[]> = Intersection<
  (P extends readonly StringPath[] ? P[number] : P) extends infer Path extends StringPath
    ? Path extends unknown
      ? Nested<Dictionary, Path>
      : never
    : never
>;

/** Each list's texts, picked once per language: the header's lists are on every one of 200,000 pages. */
const pickedBefore = new WeakMap<readonly StringPath[], Partial<Record<Locale, unknown>>>();

/** Build-time: one language's texts under `paths`, as an island's `strings` prop or a script's JSON. Not to be changed. */
export function islandStrings<const P extends StringPath>(locale: Locale, paths: readonly P[]): IslandStrings<P> {
  const byLocale = pickedBefore.get(paths) ?? {};
  pickedBefore.set(paths, byLocale);
  byLocale[locale] ??= pick(locale, paths);
  return byLocale[locale] as IslandStrings<P>;
}

function pick(locale: Locale, paths: readonly StringPath[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    let from: Record<string, unknown> = dictionaries[locale];
    let to = picked;
    const keys = path.split('.');
    for (const [index, key] of keys.entries()) {
      // A group taken whole already holds every path inside it.
      if (to[key] === from[key]) break;
      if (index === keys.length - 1) to[key] = from[key];
      else {
        to[key] ??= {};
        to = to[key] as Record<string, unknown>;
        from = from[key] as Record<string, unknown>;
      }
    }
  }
  return picked;
}

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

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

type PluralBase<Key> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : never;

/** A dictionary key of one text; a plural's base ('listing.resultCount') picks `_one` or `_other` by `count`. */
export type TextKey = Leaves<Dictionary> | PluralBase<Leaves<Dictionary>>;

/** Text for a dictionary key, with `{{name}}` values filled in from `options`. */
export type Translate = (key: TextKey, options?: Record<string, unknown>) => string;

const fixed: Record<Locale, TFunction> = { en: i18n.getFixedT('en'), bn: i18n.getFixedT('bn') };
const plainTexts: Record<Locale, Map<string, string>> = { en: new Map(), bn: new Map() };

/** What `cache` holds for `key`, made by `make` the first time. */
function remembered(cache: Map<string, string>, key: string, make: () => string): string {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** A key's text as the dictionary has it, `{{name}}` placeholders unfilled, looked up once per build. */
const plainText = (locale: Locale, key: string) => remembered(plainTexts[locale], key, () => fixed[locale](key));

const pluralKeys: Record<Locale, Map<string, string>> = { en: new Map(), bn: new Map() };

/** The key i18next picks for `count`: its plural form (`_one`, `_other`) by the language's rules, if there is one. */
function pluralKey(locale: Locale, key: string, count: unknown): string {
  if (typeof count !== 'number') return key;
  const plural = `${key}_${pluralForm(count, locale)}`;
  return remembered(pluralKeys[locale], plural, () => (i18n.exists(plural, { lng: locale }) ? plural : key));
}

/** The values as i18next fills them in: null and undefined as nothing (only a name not given keeps its placeholder). */
function fillValues(options: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(options)) values[name] = value == null ? '' : String(value);
  return values;
}

/**
 * A fixed-language `t`. Every text is looked up once per build: every page renders the same header and footer
 * strings, and i18next's lookup was a tenth of the build's time. Texts with values are then filled in here as
 * i18next would (i18n.test.ts compares the two on every key), without i18next's 3% of the render thread.
 */
export function translator(locale: Locale): Translate {
  return (key, options) => {
    if (options === undefined) return plainText(locale, key);
    return fill(plainText(locale, pluralKey(locale, key, options.count)), fillValues(options));
  };
}
