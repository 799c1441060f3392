import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  facetsQuery,
  filterChips,
  isPlainListing,
  listingSearch,
  parseListing,
  productsQuery,
  removeChip,
  SEARCH_LINE_SCRIPT,
  toggleValue,
  withoutInvalid,
} from './listing';

const parse = (search: string, base = {}) => parseListing(new URLSearchParams(search), base);

describe('parseListing', () => {
  it('reads every filter, sort and page', () => {
    const state = parse(
      'q=silk+saree&category=panjabi&brand=aarong,dhaka-loom&vendor=3&color=navy&size=XL&price_min=500&price_max=2000&in_stock=true&on_sale=1&rating=4&sort=price_asc&page=3',
    );
    expect(state).toEqual({
      q: 'silk saree',
      category: 'panjabi',
      brand: ['aarong', 'dhaka-loom'],
      vendor: ['3'],
      color: ['navy'],
      size: ['XL'],
      price_min: 500,
      price_max: 2000,
      in_stock: true,
      on_sale: true,
      rating: 4,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('drops unknown and invalid values instead of failing', () => {
    const state = parse('sort=cheapest&rating=9&page=-2&price_min=abc&vendor=x,0&brand=<script>&in_stock=maybe&foo=1');
    expect(state).toEqual(parse(''));
    expect(parse('vendor=x,7').vendor).toEqual(['7']);
  });

  it('accepts repeated keys from a plain form submit, de-duplicated and sorted', () => {
    expect(parse('size=XL&size=M,XL&size=10-11Y&size=2-3Y').size).toEqual(['2-3Y', '10-11Y', 'M', 'XL']);
  });

  it('swaps a reversed price range and keeps Bengali search words', () => {
    const state = parse('price_min=900&price_max=100&q=  জামদানি   শাড়ি ');
    expect([state.price_min, state.price_max]).toEqual([100, 900]);
    expect(state.q).toBe('জামদানি শাড়ি');
  });

  it('ignores what the page fixes itself', () => {
    const state = parse('category=shirts&vendor=2', { category: 'panjabi', vendor: '3' });
    expect(state.category).toBeUndefined();
    expect(state.vendor).toEqual([]);
  });
});

describe('the search line before the first paint (SEARCH_LINE_SCRIPT)', () => {
  /** Whether the inline script shows the line for an address's query. */
  function shown(search: string): boolean {
    const line = { hidden: true };
    const document = { currentScript: { previousElementSibling: line } };
    new Function('location', 'document', SEARCH_LINE_SCRIPT)({ search }, document);
    return !line.hidden;
  }

  it.each([
    '?q=shirt',
    '?q=%20%20panjabi%20',
    '?q=%E0%A6%B6%E0%A6%BE%E0%A6%A1%E0%A6%BC%E0%A6%BF&sort=newest',
    '?sort=newest',
    '?q=',
    '?q=%20%09%20',
    '',
  ])('shows it exactly when the listing reads a search from %j', (search) => {
    expect(shown(search)).toBe(parseListing(new URLSearchParams(search)).q !== undefined);
  });

  it('shows it for a search and not without one (the cases above are not all alike)', () => {
    expect([shown('?q=shirt'), shown('?q=%20')]).toEqual([true, false]);
  });
});

describe('listingSearch', () => {
  it('writes one canonical URL whatever order the input had', () => {
    const a = listingSearch(parse('sort=rating&brand=b,a&in_stock=on'));
    const b = listingSearch(parse('in_stock=1&brand=a&brand=b&sort=rating'));
    expect(a).toBe('?brand=a,b&in_stock=true&sort=rating');
    expect(b).toBe(a);
  });

  it('leaves defaults out, and round-trips', () => {
    expect(listingSearch(parse('sort=newest&page=1'))).toBe('');
    const search = '?q=r%26b%20shirt&color=navy&price_max=900&page=2';
    expect(listingSearch(parse(search))).toBe(search);
  });

  it('knows the plain listing the page was prerendered with', () => {
    expect(isPlainListing(parse('sort=newest'))).toBe(true);
    expect(isPlainListing(parse('on_sale=true'))).toBe(false);
  });
});

describe('API queries', () => {
  it('adds the page, page size and the fixed filter, which wins', () => {
    const state = parse('brand=a,b&sort=price_desc&page=4');
    expect(productsQuery(state, { category: 'panjabi' }, 5)).toEqual({
      brand: 'a,b',
      sort: 'price_desc',
      category: 'panjabi',
      page: 5,
      per_page: 24,
    });
  });

  it('asks for facets with the filters but without paging or sort', () => {
    expect(facetsQuery(parse('color=navy&sort=rating&page=2'), { vendor: '3' })).toEqual({
      color: 'navy',
      vendor: '3',
    });
  });
});

describe('changing filters', () => {
  it('toggles a value on and off, back to page 1', () => {
    const on = toggleValue(parse('color=red&page=3'), 'color', 'navy');
    expect(on.color).toEqual(['navy', 'red']);
    expect(on.page).toBe(1);
    expect(toggleValue(on, 'color', 'navy').color).toEqual(['red']);
  });

  it('gives one chip per value and removes each', () => {
    const state = parse('category=shirts&brand=a&color=navy,red&price_min=10&in_stock=true&rating=3');
    const chips = filterChips(state);
    expect(chips.map((chip) => `${chip.key}:${chip.value}`)).toEqual([
      'category:shirts',
      'brand:a',
      'color:navy',
      'color:red',
      'price:',
      'in_stock:true',
      'rating:3',
    ]);
    const removed = chips.reduce(removeChip, state);
    expect(isPlainListing(removed)).toBe(true);
  });

  it('clears the filters but keeps the search words and sort', () => {
    const cleared = clearFilters(parse('q=shirt&brand=a&on_sale=true&sort=rating&page=2'));
    expect(listingSearch(cleared)).toBe('?q=shirt&sort=rating');
  });

  it('drops the fields a 422 answer named', () => {
    const state = withoutInvalid(parse('brand=nope&color=navy&category=gone&page=2'), ['brand', 'category']);
    expect(listingSearch(state)).toBe('?color=navy&page=2');
  });
});
