import { describe, expect, it } from 'vitest';
import type { ProductCard } from '#contract';
import { productCardHtml } from './product-card';

const strings = { product: { regularPrice: 'Regular price', percentOff: '{{percent}}% off' } };

const card = (overrides: Partial<ProductCard> = {}): ProductCard => ({
  id: 42,
  slug: 'silk-panjabi-42',
  name: 'Silk Panjabi',
  image: 'http://api.test/uploads/products/p.webp',
  price: 2000,
  sale_price: 1500,
  discount: 500,
  discount_type: 'flat',
  discount_value: 500,
  discount_percentage: 25,
  quantity: 3,
  rating: 4,
  rating_count: 10,
  brand: null,
  category: { id: 1, slug: 'panjabi', name: 'Panjabi' },
  seller: { id: 3, slug: 's', name: 'S', rating: 4, rating_count: 1 },
  flash_sale_ends_at: null,
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('productCardHtml', () => {
  it('escapes a script in the name, in the text and in the alt attribute', () => {
    const html = productCardHtml(card({ name: '<script>alert("x")</script> & co' }), 'en', strings);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</a>');
    expect(html).toContain('alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co"');
  });

  it('carries the hooks of the live price script and links to the localized product page', () => {
    const html = productCardHtml(card(), 'bn', strings);
    expect(html).toMatch(/^<article [^>]*data-product-id="42"/);
    expect(html).toContain('<div class="mt-auto" data-product-price><p ');
    expect(html).toContain('href="/bn/product/42"');
  });

  it('shows the regular price and badge only with a discount, in the page locale', () => {
    const discounted = productCardHtml(card(), 'en', strings);
    expect(discounted).toContain('data-price-sale>Tk 1,500</span>');
    expect(discounted).toContain('data-price-badge>25% off</span>');
    expect(discounted).not.toContain(' hidden');
    const plain = productCardHtml(card({ sale_price: 2000 }), 'bn', strings);
    expect(plain).toContain('hidden data-price-badge></span>');
    expect(plain).toContain('২,০০০');
  });
});
