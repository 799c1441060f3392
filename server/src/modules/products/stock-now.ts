/**
 * Stock is the one thing a kept answer (kept-answers.ts) shows that changes without the catalogue version moving:
 * every order changes it. These put the stock as it is now into a kept card or product page.
 */
import type { ProductCard, ProductDetailsResponse } from '#contract';
import { selectedVariant } from './pricing';

export interface VariantStock {
  id: number;
  productId: number;
  stock: number;
}

/** The products shown by a product page: itself, its related products and its neighbours. */
export const productsShown = ({ product, relatedProducts, prevProduct, nextProduct }: ProductDetailsResponse) =>
  [product, ...relatedProducts, prevProduct ?? [], nextProduct ?? []].flat().map((card) => card.id);

/** Each product's stock over all its variants (a card's quantity), by product id. */
export function stockTotals(variants: readonly VariantStock[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const { productId, stock } of variants) totals.set(productId, (totals.get(productId) ?? 0) + stock);
  return totals;
}

export const cardWithStock = <C extends ProductCard>(card: C, totals: Map<number, number>): C => ({
  ...card,
  quantity: totals.get(card.id) ?? 0,
});

/**
 * A product page with every variant's, card's and the product's own stock from `variants`, and the variant it opens
 * on.
 */
export function detailsWithStock(
  details: ProductDetailsResponse,
  variants: readonly VariantStock[],
): ProductDetailsResponse {
  const totals = stockTotals(variants);
  const stockOf = new Map(variants.map((variant) => [variant.id, variant.stock]));
  const card = (shown: ProductCard | null) => (shown === null ? null : cardWithStock(shown, totals));
  const productVariants = details.product.variants.map((variant) => ({
    ...variant,
    stock: stockOf.get(variant.id) ?? 0,
  }));
  const quantity = totals.get(details.product.id) ?? 0;
  return {
    ...details,
    product: {
      ...details.product,
      quantity,
      stock: quantity,
      variants: productVariants,
      selected_variant: selectedVariant(productVariants)?.id ?? 0,
    },
    relatedProducts: details.relatedProducts.map((related) => cardWithStock(related, totals)),
    prevProduct: card(details.prevProduct),
    nextProduct: card(details.nextProduct),
  };
}
