import { describe, expect, it } from 'vitest';
import { alternateLinks, inSitemap, localePair } from './sitemap-alternates';

const SITE = 'https://haat.example';

describe('localePair', () => {
  it.each([
    [`${SITE}/`, `${SITE}/`, `${SITE}/bn/`],
    [`${SITE}/bn/`, `${SITE}/`, `${SITE}/bn/`],
    [`${SITE}/product/7/`, `${SITE}/product/7/`, `${SITE}/bn/product/7/`],
    [`${SITE}/bn/product/7/`, `${SITE}/product/7/`, `${SITE}/bn/product/7/`],
    [`${SITE}/bngla/`, `${SITE}/bngla/`, `${SITE}/bn/bngla/`],
  ])('pairs %s with its other language', (url, en, bn) => {
    expect(localePair(url, SITE)).toEqual({ en, bn });
  });
});

describe('alternateLinks', () => {
  const urls = new Set([`${SITE}/categories/tea/`, `${SITE}/bn/categories/tea/`, `${SITE}/only-english/`]);

  it('links both languages and x-default from either page of a pair', () => {
    const expected = [
      { url: `${SITE}/categories/tea/`, lang: 'en' },
      { url: `${SITE}/bn/categories/tea/`, lang: 'bn-BD' },
      { url: `${SITE}/categories/tea/`, lang: 'x-default' },
    ];
    expect(alternateLinks(`${SITE}/categories/tea/`, SITE, urls)).toEqual(expected);
    expect(alternateLinks(`${SITE}/bn/categories/tea/`, SITE, urls)).toEqual(expected);
  });

  it('adds nothing to a page without a partner or outside the site', () => {
    expect(alternateLinks(`${SITE}/only-english/`, SITE, urls)).toBeUndefined();
    expect(alternateLinks('https://elsewhere.example/categories/tea/', SITE, urls)).toBeUndefined();
  });
});

describe('inSitemap', () => {
  it.each([
    '/',
    '/bn/',
    '/product/7/',
    '/shop/all-products/',
    '/shop/profile/3/',
    '/shop/cartoon/',
    '/compare-deals/',
    '/sell-on-haat/',
    '/affiliate/',
    '/bn/affiliate/',
  ])('keeps %s', (path) => expect(inSitemap(`${SITE}${path}`)).toBe(true));

  it.each([
    '/user/dashboard/',
    '/bn/user/addresses/_/',
    '/guest/cart/',
    '/bn/guest/checkout/',
    '/shop/cart/',
    '/bn/shop/checkout/',
    '/shop/wishlist/',
    '/shop/payment-response/',
    '/compare/',
    '/bn/compare/',
    '/newsletter/unsubscribe/',
    '/bn/newsletter/unsubscribe/',
    '/sell-on-haat/registration/',
    '/bn/sell-on-haat/registration/',
    '/affiliate/registration/',
    '/bn/affiliate/success/',
    '/404/',
    '/pages/404/',
    '/bn/pages/404/',
  ])('leaves out %s', (path) => expect(inSitemap(`${SITE}${path}`)).toBe(false));
});
