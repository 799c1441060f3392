import { describe, expect, it } from 'vitest';
import {
  canPrefetch,
  fitsBudget,
  PREFETCH_BUDGET_BYTES,
  pageBytes,
  prefetchQueue,
  prefetchTarget,
  withVisited,
} from './prefetch';

const page = 'https://haat.test/categories/shirts?coupon_code=EID25&page=2';
const product = 'https://haat.test/product/7';

describe('canPrefetch', () => {
  it('prefetches online on a 4g connection, or when the browser does not say', () => {
    expect(canPrefetch(true, { effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch(true, undefined)).toBe(true);
    expect(canPrefetch(true, {})).toBe(true);
  });

  it('skips prefetch offline, on 2g and slow-2g, and with data-saver on', () => {
    expect(canPrefetch(false, { effectiveType: '4g' })).toBe(false);
    expect(canPrefetch(true, { effectiveType: '2g' })).toBe(false);
    expect(canPrefetch(true, { effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch(true, { effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('skips prefetch on 3g, which is what a 256 kbps link with 800 ms round trips reports', () => {
    expect(canPrefetch(true, { effectiveType: '3g' })).toBe(false);
  });
});

describe('prefetchTarget', () => {
  it('gives the same-origin page without its hash', () => {
    expect(prefetchTarget(page, '/faq#payment')).toBe('https://haat.test/faq');
  });

  it('skips the current page (hash links included) and other origins', () => {
    expect(prefetchTarget(page, '#main')).toBeUndefined();
    expect(prefetchTarget(page, '/categories/shirts?coupon_code=EID25&page=2#top')).toBeUndefined();
    expect(prefetchTarget(page, 'https://example.com/faq')).toBeUndefined();
    expect(prefetchTarget(page, 'tel:+8809612345678')).toBeUndefined();
  });
});

describe('prefetchQueue', () => {
  it("puts the product page's catalogue links before its personal shells, each page once, in document order", () => {
    const links = ['/', '/login', '/shop/cart', '/compare', '/shop/wishlist', '/', '/categories/shirts', '#reviews'];
    expect(prefetchQueue(product, links, [])).toEqual([
      'https://haat.test/',
      'https://haat.test/categories/shirts',
      'https://haat.test/login',
      'https://haat.test/shop/cart',
      'https://haat.test/compare',
      'https://haat.test/shop/wishlist',
    ]);
  });

  it('puts help pages and account pages after the catalogue, in Bengali too', () => {
    const bengaliProduct = 'https://haat.test/bn/product/7';
    const links = ['/bn/faq', '/bn/user/orders', '/bn/shop/checkout/', '/bn/shop/profile/3', '/bn/flash-sales', '/bn'];
    expect(prefetchQueue(bengaliProduct, links, [])).toEqual([
      'https://haat.test/bn/shop/profile/3',
      'https://haat.test/bn/flash-sales',
      'https://haat.test/bn',
      'https://haat.test/bn/faq',
      'https://haat.test/bn/user/orders',
      'https://haat.test/bn/shop/checkout/',
    ]);
  });

  it("puts this page in the other language (the language switch) after the page's own language", () => {
    expect(prefetchQueue(product, ['/bn/product/7', '/categories/shirts'], [])).toEqual([
      'https://haat.test/categories/shirts',
      'https://haat.test/bn/product/7',
    ]);
    expect(prefetchQueue('https://haat.test/bn/product/7', ['/product/7', '/bn/'], [])).toEqual([
      'https://haat.test/bn/',
      'https://haat.test/product/7',
    ]);
  });

  it('leaves out the pages visited in this session', () => {
    const visited = ['https://haat.test/', 'https://haat.test/login'];
    expect(prefetchQueue(product, ['/', '/login', '/categories/shirts'], visited)).toEqual([
      'https://haat.test/categories/shirts',
    ]);
  });
});

describe('fitsBudget', () => {
  it('takes one more page while it fits, counting it as large as the largest page seen', () => {
    expect(fitsBudget(0, 20_000)).toBe(true);
    expect(fitsBudget(20_000, 20_000)).toBe(true);
    expect(fitsBudget(35_000, 20_000)).toBe(false);
  });

  it('takes nothing when the page itself is larger than the budget', () => {
    expect(fitsBudget(0, PREFETCH_BUDGET_BYTES + 1)).toBe(false);
  });
});

describe('pageBytes', () => {
  it('counts the transfer size, or the body size of a page that came from a cache', () => {
    expect(pageBytes({ transferSize: 18_300, encodedBodySize: 17_500 }, 0)).toBe(18_300);
    expect(pageBytes({ transferSize: 0, encodedBodySize: 17_500 }, 0)).toBe(17_500);
  });

  it('counts the estimate when the browser kept no timing entry', () => {
    expect(pageBytes(undefined, 21_000)).toBe(21_000);
  });
});

describe('withVisited', () => {
  it('adds this page without its hash, once, as the newest', () => {
    const stored = JSON.stringify(['https://haat.test/', 'https://haat.test/faq']);
    expect(withVisited(stored, 'https://haat.test/#top')).toEqual(['https://haat.test/faq', 'https://haat.test/']);
    expect(withVisited(null, 'https://haat.test/faq#payment')).toEqual(['https://haat.test/faq']);
  });

  it('keeps the newest 50 pages', () => {
    const stored = JSON.stringify(Array.from({ length: 50 }, (_, index) => `https://haat.test/product/${index}`));
    const visited = withVisited(stored, 'https://haat.test/product/99');
    expect(visited).toHaveLength(50);
    expect(visited[0]).toBe('https://haat.test/product/1');
    expect(visited.at(-1)).toBe('https://haat.test/product/99');
  });
});
