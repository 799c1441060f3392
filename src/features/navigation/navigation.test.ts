import { describe, expect, it } from 'vitest';
import { ChunkLoadTimeout } from '@/lib/chunk-load';
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkElement,
  isChunkImportFailure,
  mayReloadForChunk,
  withCarriedCoupon,
} from './navigation';

const page = 'https://haat.test/categories/shirts?coupon_code=EID25&page=2';

describe('withCarriedCoupon', () => {
  it('adds the current coupon_code to a same-origin link that lacks it, keeping its query and hash', () => {
    expect(withCarriedCoupon(page, '/product/7?color=red#reviews')).toBe(
      'https://haat.test/product/7?color=red&coupon_code=EID25#reviews',
    );
    expect(withCarriedCoupon(page, '/bn/faq')).toBe('https://haat.test/bn/faq?coupon_code=EID25');
  });

  it('never overwrites a coupon_code the link already has, even an empty one', () => {
    expect(withCarriedCoupon(page, '/cart?coupon_code=OTHER')).toBeUndefined();
    expect(withCarriedCoupon(page, '/cart?coupon_code=')).toBeUndefined();
  });

  it('leaves links to other origins, mail and phone alone', () => {
    expect(withCarriedCoupon(page, 'https://www.facebook.com/haat.bd')).toBeUndefined();
    expect(withCarriedCoupon(page, 'mailto:support@haat.com.bd')).toBeUndefined();
    expect(withCarriedCoupon(page, 'tel:+8809612345678')).toBeUndefined();
  });

  it('does nothing on a page without a coupon', () => {
    expect(withCarriedCoupon('https://haat.test/faq', '/about')).toBeUndefined();
    expect(withCarriedCoupon('https://haat.test/faq?coupon_code=', '/about')).toBeUndefined();
  });

  it('leaves a hash link on the same page as it is (it already carries the page query)', () => {
    expect(withCarriedCoupon(page, '#main')).toBeUndefined();
  });

  it('encodes the coupon as a query value', () => {
    expect(withCarriedCoupon('https://haat.test/?coupon_code=A%26B', '/faq')).toBe(
      'https://haat.test/faq?coupon_code=A%26B',
    );
  });
});

describe('mayReloadForChunk', () => {
  const now = 1_750_000_000_000;

  it('reloads when no reload was recorded or the record is unreadable', () => {
    expect(mayReloadForChunk(now, null)).toBe(true);
    expect(mayReloadForChunk(now, 'garbage')).toBe(true);
  });

  it('reloads at most once per 60 seconds', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(mayReloadForChunk(now, String(now - 59_999))).toBe(false);
    expect(mayReloadForChunk(now, String(now - 60_000))).toBe(true);
  });

  it('is not blocked by a stored time in the future', () => {
    expect(mayReloadForChunk(now, String(now + 5_000))).toBe(true);
  });
});

describe('chunk failures', () => {
  it('recognises module scripts and module preloads, not classic scripts, styles or images', () => {
    expect(isChunkElement({ tagName: 'SCRIPT', type: 'module' })).toBe(true);
    expect(isChunkElement({ tagName: 'LINK', rel: 'modulepreload' })).toBe(true);
    expect(isChunkElement({ tagName: 'SCRIPT', type: '' })).toBe(false);
    expect(isChunkElement({ tagName: 'LINK', rel: 'stylesheet' })).toBe(false);
    expect(isChunkElement({ tagName: 'IMG' })).toBe(false);
  });

  it("recognises each browser's failed dynamic import", () => {
    expect(isChunkImportFailure(new TypeError('Failed to fetch dynamically imported module: /_astro/a.js'))).toBe(true);
    expect(isChunkImportFailure(new TypeError('error loading dynamically imported module: /_astro/a.js'))).toBe(true);
    expect(isChunkImportFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkImportFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkImportFailure('dynamically imported module')).toBe(false);
  });

  it('counts a chunk that timed out (120 s) as one that failed to load', () => {
    expect(isChunkImportFailure(new ChunkLoadTimeout(120_000))).toBe(true);
  });
});
