import type { ApiSuccess, Page, ProductCard, ProductDetailsResponse } from '@contract';
import { E2E_API_URL } from './e2e-env';

/** Reads the same API the site was built from, to pick test data without hard-coding it. */
export async function apiGet<T>(path: string, locale: 'en' | 'bn' = 'en'): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`, { headers: { 'accept-language': locale } });
  if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
  return ((await response.json()) as ApiSuccess<T>).data;
}

/** The first product with at least two colours, with its details. */
export async function productWithColours(): Promise<ProductDetailsResponse['product']> {
  const page = await apiGet<Page<ProductCard>>('/products?per_page=50&sort=newest');
  for (const card of page.data) {
    const { product } = await apiGet<ProductDetailsResponse>(`/products/${card.id}`);
    const colours = product.variant_options.find((option) => option.name === 'color');
    if (colours && colours.values.length >= 2) return product;
  }
  throw new Error('The demo seed has no product with two colours');
}
