import { describe, expect, it } from 'vitest';
import {
  cacheNames,
  isKeepable,
  offlinePagePath,
  pageKey,
  precachesHeavy,
  staleCaches,
  strategyFor,
  unlocalizedPath,
} from './service-worker-strategy';

const SITE = 'https://haat.example';
const page = { method: 'GET', mode: 'navigate' };
const strategyOf = (address: string, request = page) => strategyFor(new URL(address, SITE), request, SITE);

describe('strategyFor', () => {
  it('serves catalogue pages in both languages stale-while-revalidate', () => {
    for (const path of [
      '/',
      '/categories',
      '/categories/panjabi',
      '/product/7',
      '/product/sidebar/blue-panjabi-7',
      '/shops',
      '/shop/profile/3',
      '/shop/all-products',
      '/shop/all-products/2',
      '/shop/sidebar/new',
      '/flash-sales',
    ]) {
      expect(strategyOf(path), path).toBe('catalogue');
      expect(strategyOf(`/bn${path === '/' ? '' : path}`), `/bn${path}`).toBe('catalogue');
      expect(strategyOf(`${path}${path.endsWith('/') ? '' : '/'}?q=shirt`), `${path}/?q=`).toBe('catalogue');
    }
  });

  it('serves the cart pages from the network first, keeping the last copy for offline', () => {
    for (const path of ['/guest/cart', '/shop/cart/', '/bn/guest/cart']) expect(strategyOf(path), path).toBe('cart');
  });

  it('never stores checkout, payment, order, account or sign-in pages', () => {
    for (const path of [
      '/guest/checkout',
      '/shop/checkout?buy_now=true',
      '/bn/shop/checkout',
      '/shop/payment-response',
      '/user/orders/12',
      '/user/dashboard',
      '/track-order',
      '/login',
      '/shop/wishlist',
      '/compare',
      '/offline',
    ]) {
      expect(strategyOf(path), path).toBe('network');
    }
  });

  it('keeps the hashed scripts, styles and fonts cache-first, whatever asks for them', () => {
    for (const path of ['/_astro/app.Ab12.js', '/_astro/BaseLayout.C0.css', '/_astro/noto-bengali.B1.woff2']) {
      expect(strategyOf(path, { method: 'GET', mode: 'cors' }), path).toBe('shell');
    }
  });

  it('leaves API calls alone, on another origin or this one, whatever the method', () => {
    expect(strategyOf('https://api.haat.example/api/v1/products/live?ids=1,2', { method: 'GET', mode: 'cors' })).toBe(
      'pass',
    );
    expect(strategyOf('/api/v1/cart/quote', { method: 'GET', mode: 'cors' })).toBe('pass');
    expect(strategyOf('/api/v1/products/7')).toBe('pass');
    expect(strategyOf('/bn/api/v1/products/7')).toBe('pass');
    expect(strategyOf('/api/v1/guest/order/store', { method: 'POST', mode: 'cors' })).toBe('pass');
  });

  it('leaves writes, other origins, the rebuild endpoint, the worker and unhashed files alone', () => {
    expect(strategyOf('/product/7', { method: 'POST', mode: 'navigate' })).toBe('pass');
    expect(strategyOf('https://cdn.example/product/7')).toBe('pass');
    expect(strategyOf('/_haat/rebuild/status')).toBe('pass');
    for (const path of ['/sw.js', '/favicon.svg', '/og-image.png', '/robots.txt', '/product/7']) {
      expect(strategyOf(path, { method: 'GET', mode: 'no-cors' }), path).toBe('pass');
    }
  });
});

describe('page addresses', () => {
  it('drops the Bengali prefix and trailing slashes to decide', () => {
    expect(unlocalizedPath('/bn')).toBe('/');
    expect(unlocalizedPath('/bn/')).toBe('/');
    expect(unlocalizedPath('/bn/product/7/')).toBe('/product/7');
    expect(unlocalizedPath('/bnx/product')).toBe('/bnx/product');
  });

  it('stores a page once whatever its query or trailing slash', () => {
    const key = (address: string) => pageKey(new URL(address, SITE));
    expect(key('/product/7/?utm_source=x')).toBe(`${SITE}/product/7`);
    expect(key('/product/7')).toBe(`${SITE}/product/7`);
    expect(key('/')).toBe(`${SITE}/`);
    expect(key('/bn/')).toBe(`${SITE}/bn`);
  });

  it('shows the offline page in the language of the address', () => {
    expect(offlinePagePath(new URL('/bn/guest/checkout', SITE))).toBe('/bn/offline');
    expect(offlinePagePath(new URL('/bn', SITE))).toBe('/bn/offline');
    expect(offlinePagePath(new URL('/guest/checkout', SITE))).toBe('/offline');
    expect(offlinePagePath(new URL('/bnx', SITE))).toBe('/offline');
  });
});

describe('versions', () => {
  it('deletes the caches of other versions of this worker and nobody else’s', () => {
    const old = cacheNames('old');
    const current = cacheNames('new');
    expect(staleCaches([old.shell, old.pages, current.shell, current.pages, 'someone-else'], 'new')).toEqual([
      old.shell,
      old.pages,
    ]);
  });
});

describe('isKeepable', () => {
  const answer = { ok: true, status: 200, type: 'basic', redirected: false };
  it('keeps a whole same-origin answer only', () => {
    expect(isKeepable(answer)).toBe(true);
    expect(isKeepable({ ...answer, status: 206 })).toBe(false);
    expect(isKeepable({ ...answer, ok: false, status: 404 })).toBe(false);
    expect(isKeepable({ ...answer, redirected: true })).toBe(false);
    expect(isKeepable({ ...answer, type: 'opaque', status: 0 })).toBe(false);
  });
});

describe('precachesHeavy', () => {
  it('precaches the cart only on a 4g-class link without data-saver', () => {
    expect(precachesHeavy({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(precachesHeavy(undefined)).toBe(true);
    expect(precachesHeavy({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(precachesHeavy({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(precachesHeavy({ saveData: false, effectiveType: 'slow-2g' })).toBe(false);
  });
});
