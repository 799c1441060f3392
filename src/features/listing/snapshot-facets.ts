import {
  type Category,
  compareSizes,
  type FacetValue,
  type ProductCard,
  type ProductDetail,
  type ProductFacets,
} from '#contract';

/** Counts products per value; each product counts once per value however many variants carry it. */
class Counter {
  private readonly values = new Map<string, FacetValue>();

  add(value: string, label: string, hex?: string): void {
    const entry = this.values.get(value);
    if (entry) entry.count += 1;
    else this.values.set(value, { value, label, count: 1, ...(hex ? { hex } : {}) });
  }

  list(order: (a: FacetValue, b: FacetValue) => number): FacetValue[] {
    return [...this.values.values()].sort(order);
  }
}

const byLabel = (a: FacetValue, b: FacetValue) => a.label.localeCompare(b.label);
const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || byLabel(a, b);

/**
 * The facets of an unfiltered listing, counted at build time from the catalogue snapshot (the prerendered page
 * shows them; the listing script asks GET /products/facets once the shopper filters). Colours and sizes come from
 * each product's variants. As in the API, a product counts under its category and every ancestor of it, and the
 * categories come in tree order.
 */
export function snapshotFacets(
  products: ProductCard[],
  details: Record<string, { product: Pick<ProductDetail, 'variant_options'> }>,
  tree: Category[],
): ProductFacets {
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
  let [lowest, highest, inStock, onSale] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, 0];
  /** By stars, 1 to 4: the products rated at least that. */
  const ratedAtLeast = [0, 0, 0, 0, 0];
  // One pass: a build counts the whole catalogue's listing, 100,000 products at that size.
  for (const product of products) {
    for (const category of lineage.get(product.category.id) ?? [product.category]) {
      categories.add(category.slug, category.name);
    }
    if (product.brand) brands.add(product.brand.slug, product.brand.name);
    vendors.add(String(product.seller.id), product.seller.name);
    for (const option of details[String(product.id)]?.product.variant_options ?? []) {
      for (const value of option.values) {
        if (option.name === 'color') colors.add(value.value, value.label, value.hex);
        else sizes.add(value.value, value.label);
      }
    }
    lowest = Math.min(lowest, product.sale_price);
    highest = Math.max(highest, product.sale_price);
    if (product.quantity > 0) inStock += 1;
    if (product.sale_price < product.price) onSale += 1;
    for (let stars = 1; stars <= 4 && product.rating >= stars; stars += 1) ratedAtLeast[stars]! += 1;
  }
  return {
    total_count: products.length,
    categories: categories.list((a, b) => (order.get(a.value) ?? 0) - (order.get(b.value) ?? 0)),
    brands: brands.list(byLabel),
    vendors: vendors.list(byLabel),
    colors: colors.list(byCount),
    sizes: sizes.list((a, b) => compareSizes(a.value, b.value)),
    price: products.length > 0 ? { min: lowest, max: highest } : null,
    in_stock: inStock,
    on_sale: onSale,
    ratings: [4, 3, 2, 1].map((stars) => ({ value: String(stars), label: String(stars), count: ratedAtLeast[stars]! })),
  };
}
