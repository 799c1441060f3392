import type { Locale, Page, ProductCard, ProductDetail, ProductDetailsResponse, Variant } from '#contract';
import { initialVariant } from '../../../src/features/product/product';
import { apiGet } from './api';

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

/** Details of the newest 100 products, in one batch call, named in `locale`. */
export async function newestDetails(locale: Locale = 'en'): Promise<ProductDetailsResponse[]> {
  const cards = (await apiGet<Page<ProductCard>>('/products?per_page=100&sort=newest', locale)).data;
  return apiGet<ProductDetailsResponse[]>(`/products/details?ids=${cards.map(({ id }) => id).join(',')}`, locale);
}

/** The newest product whose page opens on a variant with stock from `min` to `max`, with that variant. */
export async function productOpeningWithStock(
  min: number,
  max: number,
): Promise<{ product: ProductDetail; variant: Variant }> {
  const details = await newestDetails();
  for (const { product } of details) {
    const variant = initialVariant(product.variants, product.selected_variant);
    if (variant && variant.stock >= min && variant.stock <= max) return { product, variant };
  }
  throw new Error(`The demo seed has no product opening on a variant with ${min} to ${max} in stock`);
}

/** A product with a variant picker and a sold-out variant among others in stock, with that variant. */
export async function productWithSoldOutChoice(): Promise<{ product: ProductDetail; soldOut: Variant }> {
  const details = await newestDetails();
  for (const { product } of details) {
    const soldOut = product.variants.find((variant) => variant.stock === 0);
    const opening = initialVariant(product.variants, product.selected_variant);
    if (product.variant_options.length > 0 && soldOut && opening && opening.stock > 0) return { product, soldOut };
  }
  throw new Error('The demo seed has no product with a sold-out variant beside one in stock');
}
