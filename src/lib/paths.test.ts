import { describe, expect, it } from 'vitest';
import { LOCALES } from '#contract/envelope';
import { langParam, localeFromParam, localeFromPath, localePath, switchLocalePath, unlocalizedPath } from './paths';

describe('localePath', () => {
  it('prefixes Bengali paths with /bn and leaves English ones alone', () => {
    expect(localePath('en', '/categories')).toBe('/categories');
    expect(localePath('bn', '/categories')).toBe('/bn/categories');
    expect(localePath('bn', 'product/7')).toBe('/bn/product/7');
  });

  it('maps the home page to / and /bn', () => {
    expect(localePath('en')).toBe('/');
    expect(localePath('bn')).toBe('/bn');
    expect(localePath('bn', '/?q=shirt')).toBe('/bn?q=shirt');
  });
});

describe('localeFromPath', () => {
  it('reads the locale from the prefix only', () => {
    expect(localeFromPath('/bn')).toBe('bn');
    expect(localeFromPath('/bn/')).toBe('bn');
    expect(localeFromPath('/bn/product/3')).toBe('bn');
    expect(localeFromPath('/bn?x=1')).toBe('bn');
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/bnx/page')).toBe('en');
    expect(localeFromPath('/categories/bn')).toBe('en');
  });
});

describe('switchLocalePath', () => {
  it('keeps the page, query and hash', () => {
    expect(switchLocalePath('/product/7', 'bn')).toBe('/bn/product/7');
    expect(switchLocalePath('/bn/product/7', 'en')).toBe('/product/7');
    expect(switchLocalePath('/bn/categories/panjabi-4/?sort=newest#grid', 'en')).toBe(
      '/categories/panjabi-4/?sort=newest#grid',
    );
    expect(switchLocalePath('/shop/all-products?q=shirt', 'bn')).toBe('/bn/shop/all-products?q=shirt');
  });

  it('switches between the two home pages', () => {
    expect(switchLocalePath('/', 'bn')).toBe('/bn');
    expect(switchLocalePath('/bn', 'en')).toBe('/');
    expect(switchLocalePath('/bn/', 'en')).toBe('/');
  });

  it('is a no-op when the page is already in the target language', () => {
    expect(switchLocalePath('/bn/faq', 'bn')).toBe('/bn/faq');
    expect(switchLocalePath('/faq', 'en')).toBe('/faq');
  });
});

describe('route parameters', () => {
  it('gives one [...lang] entry per locale and reads it back', () => {
    expect(LOCALES.map(langParam)).toEqual([undefined, 'bn']);
    expect(localeFromParam(undefined)).toBe('en');
    expect(localeFromParam('bn')).toBe('bn');
    expect(() => localeFromParam('fr')).toThrow();
  });

  it('strips the prefix', () => {
    expect(unlocalizedPath('/bn')).toBe('/');
    expect(unlocalizedPath('/bn/about')).toBe('/about');
    expect(unlocalizedPath('/about')).toBe('/about');
  });
});
