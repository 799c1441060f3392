import type { ProductCard } from '#contract';

/** A complete, valid product card for tests; pass only the fields a test is about. */
export const productCard = (overrides: Partial<ProductCard> = {}): ProductCard => ({
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
