import { describe, expect, it } from 'vitest';
import { productCard } from '@/lib/product-card.test-helpers';
import { productCardHtml } from './product-card';

const strings = { product: { regularPrice: 'Regular price', percentOff: '{{percent}}% off' } };

describe('productCardHtml', () => {
  it('escapes a script in the name, in the text and in the alt attribute', () => {
    const html = productCardHtml(productCard({ name: '<script>alert("x")</script> & co' }), 'en', strings);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</a>');
    expect(html).toContain('alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co"');
  });

  it('carries the hooks of the live price script and links to the localized product page', () => {
    const html = productCardHtml(productCard(), 'bn', strings);
    expect(html).toMatch(/^<article [^>]*data-product-id="42"/);
    expect(html).toContain('<div class="mt-auto" data-product-price><p ');
    expect(html).toContain('href="/bn/product/42"');
  });

  it('leaves its picture to the lazy loader, unless it opens a listing (at once; the first one with high priority)', () => {
    const lazy = productCardHtml(productCard(), 'en', strings);
    expect(lazy).toContain('data-lazy-src=');
    expect(lazy).not.toContain('fetchpriority');
    const lcp = productCardHtml(productCard(), 'en', strings, 'hero');
    expect(lcp).not.toContain('data-lazy-src=');
    expect(lcp).toContain(`<img src="${productCard().image}"`);
    expect(lcp).toContain('loading="eager" decoding="auto" fetchpriority="high"');
    const eager = productCardHtml(productCard(), 'en', strings, 'eager');
    expect(eager).not.toContain('data-lazy-src=');
    expect(eager).toContain('loading="eager"');
    expect(eager).not.toContain('fetchpriority');
  });

  it('shows the regular price and badge only with a discount, in the page locale', () => {
    const discounted = productCardHtml(productCard(), 'en', strings);
    expect(discounted).toContain('data-price-sale>Tk 1,500</span>');
    expect(discounted).toContain('data-price-badge>25% off</span>');
    expect(discounted).not.toContain(' hidden');
    const plain = productCardHtml(productCard({ sale_price: 2000 }), 'bn', strings);
    expect(plain).toContain('hidden data-price-badge></span>');
    expect(plain).toContain('২,০০০');
  });
});
