import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#contract';
import { fill, placeholderNames, pluralForm } from './fill';
import { dictionaries, islandStrings, type TextKey, translator } from './index';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('dictionaries', () => {
  const en = keys(dictionaries.en);
  const bn = keys(dictionaries.bn);

  it('has every English key in Bengali', () => {
    expect(en.filter((key) => !bn.includes(key))).toEqual([]);
  });

  it('has every Bengali key in English', () => {
    expect(bn.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('translates at build time in both languages', () => {
    expect(translator('en')('notFound.title')).toBe('This page could not be found');
    expect(translator('bn')('notFound.title')).toBe('এই পাতাটি খুঁজে পাওয়া যায়নি');
    expect(translator('en')('categories.productCount', { count: 1, n: '1' })).toBe('1 product');
    expect(translator('en')('categories.productCount', { count: 3, n: '3' })).toBe('3 products');
    expect(translator('bn')('categories.productCount', { count: 3, n: '৩' })).toBe('৩টি পণ্য');
  });
});

describe('translator', () => {
  const reference = i18next.createInstance();
  reference.init({
    resources: { en: { translation: dictionaries.en }, bn: { translation: dictionaries.bn } },
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const textKeys = [...new Set(keys(dictionaries.en).map((key) => key.replace(/_(one|other)$/, '')))] as TextKey[];

  it.each(['en', 'bn'] as const)(
    'fills in %s every text as i18next does, plurals and odd values too',
    (locale: Locale) => {
      const t = translator(locale);
      const expected = reference.getFixedT(locale) as unknown as (
        key: string,
        options?: Record<string, unknown>,
      ) => string;
      let filled = 0;
      for (const key of textKeys) {
        const names = placeholderNames(expected(key));
        const values = Object.fromEntries(names.map((name, index) => [name, `v${index}`]));
        const optionSets: Record<string, unknown>[] = [
          values,
          { ...values, count: 0 },
          { ...values, count: 1 },
          { ...values, count: 2 },
          { ...values, count: 21 },
          { count: 5 },
          { [names[0] ?? 'x']: undefined },
          { [names[0] ?? 'x']: null, other: 3 },
          { [names[0] ?? 'x']: 1.5 },
        ];
        for (const options of optionSets) {
          expect(t(key, options), `${key} ${JSON.stringify(options)}`).toBe(expected(key, options));
          filled += 1;
        }
      }
      expect(filled).toBeGreaterThan(9 * 500);
    },
  );
});

describe('islandStrings', () => {
  it('hands over whole groups, groups inside groups and single texts, nested as in the dictionary', () => {
    const strings = islandStrings('bn', ['cart.mini', 'cartToasts.network', 'wishlist']);
    expect(strings.cart.mini).toEqual(dictionaries.bn.cart.mini);
    expect(strings.cartToasts).toEqual({ network: dictionaries.bn.cartToasts.network });
    expect(strings.wishlist).toEqual(dictionaries.bn.wishlist);
    expect(Object.keys(strings.cart)).toEqual(['mini']);
  });

  it('never copies into a group it hands over whole', () => {
    const before = JSON.stringify(dictionaries.en.compare);
    expect(islandStrings('en', ['compare', 'compare.rating']).compare).toBe(dictionaries.en.compare);
    expect(islandStrings('en', ['cart.mini', 'cart']).cart).toBe(dictionaries.en.cart);
    expect(JSON.stringify(dictionaries.en.compare)).toBe(before);
  });

  it('takes several texts of one group into that group', () => {
    const strings = islandStrings('en', ['product.inStock', 'product.outOfStock']);
    expect(strings).toEqual({ product: { inStock: 'In stock', outOfStock: 'Out of stock' } });
  });

  it("picks a list's texts once per language, and each language its own", () => {
    const list = ['cart.mini', 'cartToasts.network'] as const;
    const english = islandStrings('en', list);
    const bengali = islandStrings('bn', list);

    expect(islandStrings('en', list)).toBe(english);
    expect(islandStrings('bn', list)).toBe(bengali);
    expect(bengali.cart.mini).toEqual(dictionaries.bn.cart.mini);
    expect(english.cart.mini).toEqual(dictionaries.en.cart.mini);
    expect(islandStrings('en', [...list])).toEqual(english);
  });
});

describe('keys', () => {
  it('do not compile unless en.json has them (typecheck runs this file)', () => {
    const t = translator('en');
    // @ts-expect-error: no such text
    t('notFound.nope');
    // @ts-expect-error: no such group
    islandStrings('en', ['cart.nope']);
    // @ts-expect-error: an island reads only the texts it was given
    islandStrings('en', ['cart.mini']).cartToasts;
    expect(t('notFound.title')).toBe('This page could not be found');
  });
});

describe('pluralForm', () => {
  it("picks each language's own plural form: English one only for 1, Bengali one for 0 and 1", () => {
    expect([0, 1, 2, 21].map((count) => pluralForm(count, 'en'))).toEqual(['other', 'one', 'other', 'other']);
    expect([0, 1, 2, 21].map((count) => pluralForm(count, 'bn'))).toEqual(['one', 'one', 'other', 'other']);
  });
});

describe('fill', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fill('Resend in {{seconds}} s {{x}}', { seconds: '৫৯' })).toBe('Resend in ৫৯ s {{x}}');
  });

  it('fills every {{name}} it has a value for and leaves the others as written', () => {
    expect(fill('{{n}} of {{total}}, {{n}} again {{x}}', { n: '১', total: 3 })).toBe('১ of 3, ১ again {{x}}');
  });
});
