import type { Category, FacetValue, ProductCard, ProductDetail, ProductFacets } from '#contract';
import { compareSizes } from '#contract/sizes';

/** Counts products per value; each product counts once per value however many variants carry it. */
class Counter {
  private readonly values: Map<string, FacetValue>;

  constructor(from?: Counter) {
    this.values = new Map(from ? [...from.values].map(([value, entry]) => [value, { ...entry }]) : []);
  }

  /** Counts one product more (`by` 1) or less (-1) under `value`: a value no product has left is gone. */
  add(value: string, label: string, hex?: string, by = 1): void {
    const entry = this.values.get(value);
    if (!entry) {
      if (by > 0) this.values.set(value, { value, label, count: by, ...(hex ? { hex } : {}) });
    } else if (entry.count + by > 0) entry.count += by;
    else this.values.delete(value);
  }

  list(order: (a: FacetValue, b: FacetValue) => number): FacetValue[] {
    return [...this.values.values()].sort(order);
  }
}

const byLabel = (a: FacetValue, b: FacetValue) => a.label.localeCompare(b.label);
const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || byLabel(a, b);

/** What counting needs of a product's page: its variants' colours and sizes. */
export type VariantSummary = { product: Pick<ProductDetail, 'variant_options'> };

/** A listing's values counted (categories, brands, shops, colours and sizes), kept to be patched product by product. */
export interface FacetCounters {
  categories: Counter;
  brands: Counter;
  vendors: Counter;
  colors: Counter;
  sizes: Counter;
  /** Each category with its ancestors, by id, and each category's place in the tree, by slug. */
  lineage: Map<number, Category[]>;
  order: Map<string, number>;
}

/**
 * Counts `product` once more (`by` 1) or once less (-1). As in the API, a product counts under its category and
 * every ancestor of it; colours and sizes come from its variants.
 */
export function countProduct(counters: FacetCounters, product: ProductCard, page: VariantSummary | undefined, by = 1) {
  for (const category of counters.lineage.get(product.category.id) ?? [product.category]) {
    counters.categories.add(category.slug, category.name, undefined, by);
  }
  if (product.brand) counters.brands.add(product.brand.slug, product.brand.name, undefined, by);
  counters.vendors.add(String(product.seller.id), product.seller.name, undefined, by);
  for (const option of page?.product.variant_options ?? []) {
    for (const value of option.values) {
      if (option.name === 'color') counters.colors.add(value.value, value.label, value.hex, by);
      else counters.sizes.add(value.value, value.label, undefined, by);
    }
  }
}

/** Counts the values of `products` (one pass: a build counts the whole catalogue's listing, 100,000 products at that size). */
export function countFacets(
  products: ProductCard[],
  details: Record<string, VariantSummary>,
  tree: Category[],
): FacetCounters {
  const lineage = new Map<number, Category[]>();
  const order = new Map<string, number>();
  const walk = (categories: Category[], ancestors: Category[]) => {
    for (const category of categories) {
      order.set(category.slug, order.size);
      lineage.set(category.id, [...ancestors, category]);
      walk(category.children, [...ancestors, category]);
    }
  };
  walk(tree, []);
  const [categories, brands, vendors, colors, sizes] = Array.from({ length: 5 }, () => new Counter());
  const counters = { categories, brands, vendors, colors, sizes, lineage, order };
  for (const product of products) countProduct(counters, product, details[String(product.id)]);
  return counters;
}

/** A copy of `counters` to patch, leaving the original as it was. */
export function copyCounters(counters: FacetCounters): FacetCounters {
  const { categories, brands, vendors, colors, sizes } = counters;
  return {
    ...counters,
    categories: new Counter(categories),
    brands: new Counter(brands),
    vendors: new Counter(vendors),
    colors: new Counter(colors),
    sizes: new Counter(sizes),
  };
}

/**
 * The facets of an unfiltered listing of `products`, whose values `counters` counted (the prerendered page shows
 * them; the listing script asks GET /products/facets once the shopper filters). Prices, stock, sales and ratings are
 * summed here, from the products' numbers alone. The categories come in tree order.
 */
export function facetsOf(counters: FacetCounters, products: ProductCard[]): ProductFacets {
  let [lowest, highest, inStock, onSale] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, 0];
  /** By stars, 1 to 4: the products rated at least that. */
  const ratedAtLeast = [0, 0, 0, 0, 0];
  for (const product of products) {
    lowest = Math.min(lowest, product.sale_price);
    highest = Math.max(highest, product.sale_price);
    if (product.quantity > 0) inStock += 1;
    if (product.sale_price < product.price) onSale += 1;
    for (let stars = 1; stars <= 4 && product.rating >= stars; stars += 1) ratedAtLeast[stars]! += 1;
  }
  const { order } = counters;
  return {
    total_count: products.length,
    categories: counters.categories.list((a, b) => (order.get(a.value) ?? 0) - (order.get(b.value) ?? 0)),
    brands: counters.brands.list(byLabel),
    vendors: counters.vendors.list(byLabel),
    colors: counters.colors.list(byCount),
    sizes: counters.sizes.list((a, b) => compareSizes(a.value, b.value)),
    price: products.length > 0 ? { min: lowest, max: highest } : null,
    in_stock: inStock,
    on_sale: onSale,
    ratings: [4, 3, 2, 1].map((stars) => ({ value: String(stars), label: String(stars), count: ratedAtLeast[stars]! })),
  };
}
