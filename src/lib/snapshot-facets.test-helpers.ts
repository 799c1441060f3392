import type { Category, ProductCard, ProductFacets } from '#contract';
import { countFacets, facetsOf, type VariantSummary } from './snapshot-facets';

/** The facets of an unfiltered listing of `products`, counted afresh: what a listing's facets must equal. */
export function snapshotFacets(
  products: ProductCard[],
  details: Record<string, VariantSummary>,
  tree: Category[],
): ProductFacets {
  return facetsOf(countFacets(products, details, tree), products);
}
