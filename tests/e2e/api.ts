import type { Page, ProductCard, ProductDetailsResponse } from '@contract';
import { apiGetter } from '../../scripts/catalogue/api-client';
import { E2E_API_URL } from './e2e-env';

/** Reads the same API the site was built from, to pick test data without hard-coding it. */
const apiGet = apiGetter(E2E_API_URL, 'en', 10_000);

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
