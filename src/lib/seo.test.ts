import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '#contract';
import { IMAGE_HOSTS } from './image';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  homeJsonLd,
  oneYearAfter,
  plainText,
  productJsonLd,
  scriptJson,
  socialImage,
} from './seo';

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
    reviews: [],
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

  it('has no rating or review without reviews', () => {
    const ld = productJsonLd(
      { ...product, rating: 0, rating_count: 0 },
      undefined,
      'https://haat.example/product/7/',
      new Date(),
    );
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });

  it('carries the average, the count and the latest reviews when there are reviews', () => {
    const reviewed = {
      ...product,
      rating: 4.5,
      rating_count: 12,
      reviews: [
        { id: 3, author: 'Rahima K.', rating: 5, review: 'Soft fabric', created_at: '2025-02-27T18:30:00.000Z' },
        { id: 2, author: 'তানভীর আ.', rating: 4, review: '', created_at: '2025-02-20T10:00:00.000Z' },
      ],
    } as ProductDetail;
    const ld = productJsonLd(reviewed, undefined, 'https://haat.example/product/7/', new Date());
    expect(ld).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Rahima K.' },
          reviewRating: { '@type': 'Rating', ratingValue: 5 },
          reviewBody: 'Soft fabric',
          datePublished: '2025-02-27',
        },
        { author: { name: 'তানভীর আ.' }, reviewRating: { ratingValue: 4 }, datePublished: '2025-02-20' },
      ],
    });
    expect((ld.review as object[])[1]).not.toHaveProperty('reviewBody');
  });

  it('keeps a review’s markup as text that cannot close the script element', () => {
    const hostile = '<img src=x onerror=alert(1)></script><script>alert(2)</script>';
    const reviewed = {
      ...product,
      rating: 1,
      rating_count: 1,
      reviews: [{ id: 1, author: 'X Y.', rating: 1, review: hostile, created_at: '2025-02-27T00:00:00.000Z' }],
    } as ProductDetail;
    const ld = productJsonLd(reviewed, undefined, 'https://haat.example/product/7/', new Date());
    const json = scriptJson(ld);
    expect(json).not.toContain('<');
    expect(JSON.parse(json).review[0].reviewBody).toBe(hostile);
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

describe('breadcrumbJsonLd', () => {
  it('lists the visible trail in order, the current page without a link', () => {
    const ld = breadcrumbJsonLd([
      { name: 'হোম', url: 'https://haat.example/bn' },
      { name: 'পাঞ্জাবি', url: 'https://haat.example/bn/categories/panjabi' },
      { name: 'সুতি পাঞ্জাবি' },
    ]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'হোম', item: 'https://haat.example/bn' },
        { '@type': 'ListItem', position: 2, name: 'পাঞ্জাবি', item: 'https://haat.example/bn/categories/panjabi' },
        { '@type': 'ListItem', position: 3, name: 'সুতি পাঞ্জাবি' },
      ],
    });
  });
});

describe('homeJsonLd', () => {
  const graph = homeJsonLd({
    home: 'https://haat.example/bn/',
    name: 'হাট',
    description: 'বাজার',
    logo: 'https://haat.example/favicon.svg',
    searchUrlTemplate: 'https://haat.example/bn/shop/all-products?q={search_term_string}',
  });
  const [organization, website] = graph['@graph'] as readonly Record<string, unknown>[];

  it('names the organization and the web site of the locale', () => {
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'হাট', url: 'https://haat.example/bn/' });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://haat.example/bn/',
      publisher: { '@id': organization?.['@id'] },
    });
  });

  it('offers a search action whose query variable is in the target', () => {
    expect(website?.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://haat.example/bn/shop/all-products?q={search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('socialImage', () => {
  const site = new URL('https://haat.test');
  const upload = `${IMAGE_HOSTS.apiOrigin}/uploads/products/panjabi-sky.webp`;

  it('sends an uploaded product picture through the image proxy, large enough for sharing', () => {
    const url = new URL(socialImage(upload, site));
    expect(url.origin).toBe(IMAGE_HOSTS.apiOrigin);
    expect(url.searchParams.get('url')).toBe(upload);
    expect(Number(url.searchParams.get('w'))).toBeGreaterThanOrEqual(1200);
  });

  it("is absolute on the site's own origin when the pages' pictures are there, addressed from the root", () => {
    const shared = socialImage(upload, site, { ...IMAGE_HOSTS, proxyOrigin: '' });
    expect(shared.startsWith('https://haat.test/image-proxy/hero?')).toBe(true);
    expect(new URL(shared).searchParams.get('url')).toBe(upload);
  });

  it('keeps a picture from any other host as it is', () => {
    expect(socialImage('https://elsewhere.example/a.jpg', site)).toBe('https://elsewhere.example/a.jpg');
  });
});
