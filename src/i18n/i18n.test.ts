import { describe, expect, it } from 'vitest';
import { dictionaries, translator } from './index';

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
