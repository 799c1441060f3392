import type { ProductDetail } from '@contract';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, oneYearAfter, plainText, productJsonLd, scriptJson } from './seo';

const site = new URL('https://haat.example');

describe('absoluteUrl', () => {
  it('builds the canonical address of each locale', () => {
    expect(absoluteUrl(site, 'en', '/')).toBe('https://haat.example/');
    expect(absoluteUrl(site, 'bn', '/')).toBe('https://haat.example/bn/');
    expect(absoluteUrl(site, 'bn', '/product/7')).toBe('https://haat.example/bn/product/7/');
  });
});

describe('productJsonLd', () => {
  const product = {
    id: 7,
    name: 'Cotton Panjabi',
    image: 'https://api.example/a.jpg',
    description: '<p>Soft &amp; cool</p>',
    sale_price: 1960,
    stock: 0,
    brand: { id: 1, slug: 'aarong-1', name: 'Aarong' },
    sm_pictures: [{ url: 'https://api.example/a.jpg', color_name: null }],
  } as unknown as ProductDetail;

  it('describes the real offer', () => {
    const ld = productJsonLd(product, undefined, 'https://haat.example/product/7/', new Date('2025-02-28T10:00:00Z'));
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Cotton Panjabi',
      image: ['https://api.example/a.jpg'],
      description: 'Soft & cool',
      brand: { '@type': 'Brand', name: 'Aarong' },
      offers: {
        url: 'https://haat.example/product/7/',
        price: 1960,
        priceCurrency: 'BDT',
        priceValidUntil: '2026-02-28',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('turns markup into text and escapes script closers', () => {
    expect(plainText('<p>Soft &amp;</p>\n<p>cool</p>')).toBe('Soft & cool');
    expect(plainText('abcdefghij', 5)).toBe('abcd…');
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });

  it('adds a year to the date', () => {
    expect(oneYearAfter(new Date('2024-02-29T00:00:00Z'))).toBe('2025-03-01');
  });
});
