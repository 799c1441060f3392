/**
 * The golden set: what search, suggestions and facets answer on the seed catalogue, kept in search-golden.json.snap. Any
 * change of index, query or database must give the same products in the same order and the same counts (both
 * drivers compare against the one file). `npx vitest run -u` rewrites it: only for a change of results meant as such.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ProductCard, ProductFacets, SearchSuggestions } from '#contract';
import { createTestApp, getData, type TestApp } from '../../app.test-helpers';
import { DEFAULT_PRODUCTS } from '../../seed/index';

const ZWJ = '\u200D';
const ZWNJ = '\u200C';

/** [what it shows, query string, locale]. */
type Case = [string, string, 'en' | 'bn'];

const q = (text: string) => `q=${encodeURIComponent(text)}`;

const SEARCHES: Case[] = [
  ['an English word', q('panjabi'), 'en'],
  ['an English word in capitals', q('PANJABI'), 'en'],
  ['two English words', q('cotton shirt'), 'en'],
  ['a brand name', q('Dhaka Loom'), 'en'],
  ['a part of a word', q('sare'), 'en'],
  ['an English typo (missing letter)', q('panjbi'), 'en'],
  ['an English typo (swapped letters)', q('shrit'), 'en'],
  ['an English typo (wrong letter)', q('jeens'), 'en'],
  ['an English typo (dropped vowel)', q('cottn'), 'en'],
  ['a Bengali word', q('পাঞ্জাবি'), 'bn'],
  ['a Bengali typo (missing vowel sign)', q('পাঞ্জবি'), 'bn'],
  ['a Bengali typo with a ZWJ', q(`পাঞ্জ${ZWJ}বি`), 'bn'],
  ['a Bengali word with a ZWNJ', q(`শা${ZWNJ}র্ট`), 'bn'],
  ['a precomposed য়', q('ক্যাজু\u09DFাল'), 'bn'],
  ['a decomposed য়', q('ক্যাজুয\u09BCাল'), 'bn'],
  ['a ZWJ after the virama', q(`ক্${ZWJ}যাজুয়াল`), 'bn'],
  ['a Bengali brand name', q('ঢাকা লুম'), 'bn'],
  ['a Bengali typo of a category (শাড়ী for শাড়ি)', q('শাড়ী'), 'bn'],
  ['a word no product has', q('zzqqxxw'), 'en'],
  ['a search with a sort and a filter', `${q('shirt')}&sort=price_asc&in_stock=1`, 'en'],
  ['a search in a category', `${q('cotton')}&category=mens-fashion`, 'en'],
  [
    'a search with a brand and a price range',
    `${q('silk')}&brand=dhaka-loom,nakshi&price_min=1000&price_max=5000`,
    'bn',
  ],
  ['a search, second page of 10', `${q('shirt')}&per_page=10&page=2`, 'en'],
];

/** Listings whose first page is not their last: their totals are counted, not read off the page. */
const LISTINGS: Case[] = [
  ['every product', 'per_page=5', 'en'],
  ['a category in stock', 'per_page=5&category=mens-fashion&in_stock=1', 'en'],
  ['colours and sizes on sale', 'per_page=5&color=black,navy,white&size=M,L&on_sale=1', 'bn'],
  ['a price range and a rating', 'per_page=5&price_min=500&price_max=3000&rating=3', 'en'],
  ['shops and brands', 'per_page=5&vendor=1,2&brand=dhaka-loom,shuvro', 'en'],
  ['a search', `per_page=5&${q('panjabi')}`, 'en'],
  ['a Bengali typo with a filter', `per_page=5&${q('পাঞ্জবি')}&price_max=4000`, 'bn'],
  ['changed since long ago', 'per_page=5&updated_since=2000-01-01T00:00:00Z', 'en'],
];

const SUGGESTIONS: Case[] = [
  ['an English word', q('panjabi'), 'en'],
  ['an English typo', q('panjbi'), 'en'],
  ['a part of a word', q('sh'), 'en'],
  ['a Bengali word', q('শার্ট'), 'bn'],
  ['a Bengali typo', q('পাঞ্জবি'), 'bn'],
  ['a Bengali brand name with a ZWNJ', q(`নক${ZWNJ}শি`), 'bn'],
];

const FACETS: Case[] = [
  ['no filter', '', 'en'],
  ['no filter, in Bengali', '', 'bn'],
  ['an English search', q('shirt'), 'en'],
  ['a Bengali typo search', q('পাঞ্জবি'), 'bn'],
  ['a category', 'category=womens-fashion', 'en'],
  ['brands', 'brand=dhaka-loom,shuvro', 'en'],
  ['a price range', 'price_min=500&price_max=1500', 'en'],
  [
    'a search, a category, a colour, a size and in stock',
    `${q('cotton')}&category=mens-fashion&color=navy&size=M&in_stock=1`,
    'bn',
  ],
  ['on sale with a rating', 'on_sale=1&rating=4', 'en'],
  ['two shops', 'vendor=1,2', 'bn'],
  ['colours and sizes', 'color=navy,black,red&size=M,L,XL', 'en'],
  ['in stock', 'in_stock=1', 'en'],
  ['on sale', 'on_sale=1', 'bn'],
  ['a rating', 'rating=3', 'en'],
  ['a price floor', 'price_min=2000', 'en'],
  [
    'a category, brands, a price range and on sale',
    'category=mens-fashion&brand=dhaka-loom,shuvro&price_max=3000&on_sale=1',
    'en',
  ],
  ['changed since long ago, with a search', `updated_since=2000-01-01T00:00:00.000Z&${q('saree')}`, 'bn'],
  ['changed since a time to come', 'updated_since=2999-01-01T00:00:00.000Z', 'en'],
];

let t: TestApp;
const golden: Record<string, unknown> = {};

beforeAll(async () => {
  t = await createTestApp({ products: DEFAULT_PRODUCTS });
});
afterAll(() => t.close());

describe('the golden set on the seed catalogue', () => {
  it.each(SEARCHES)('GET /products finds %s in the same order (%s, %s)', async (_, query, locale) => {
    const perPage = query.includes('per_page=') ? '' : 'per_page=100&';
    const page = await getData<Page<ProductCard>>(t.app, `/products?${perPage}${query}`, locale);
    golden[`search ${locale} ${decodeURIComponent(query)}`] = {
      total: page.total_count,
      slugs: page.data.map((card) => card.slug),
    };
  });

  it.each(LISTINGS)('GET /products totals %s the same (%s, %s)', async (_, query, locale) => {
    const page = await getData<Page<ProductCard>>(t.app, `/products?${query}`, locale);
    golden[`listing ${locale} ${decodeURIComponent(query)}`] = {
      total: page.total_count,
      slugs: page.data.map((card) => card.slug),
    };
  });

  it.each(SUGGESTIONS)('GET /products/suggest answers %s the same (%s, %s)', async (_, query, locale) => {
    const answer = await getData<SearchSuggestions>(t.app, `/products/suggest?${query}`, locale);
    golden[`suggest ${locale} ${decodeURIComponent(query)}`] = {
      products: answer.products.map((product) => product.slug),
      categories: answer.categories.map((category) => category.slug),
      brands: answer.brands.map((brand) => brand.slug),
    };
  });

  it.each(FACETS)('GET /products/facets counts %s the same (%s, %s)', async (_, query, locale) => {
    golden[`facets ${locale} ${decodeURIComponent(query)}`] = await getData<ProductFacets>(
      t.app,
      `/products/facets?${query}`,
      locale,
    );
  });

  it('gives what search-golden.json.snap holds', async () => {
    expect(Object.keys(golden)).toHaveLength(SEARCHES.length + LISTINGS.length + SUGGESTIONS.length + FACETS.length);
    await expect(`${JSON.stringify(golden, null, 1)}\n`).toMatchFileSnapshot('./search-golden.json.snap');
  });
});
