import type { LiveProduct, Picture, ProductDetail, Variant, VariantOption } from '#contract';

export type OptionName = VariantOption['name'];
export type OptionChoice = Variant['options'];

/** How a value of one option looks given the shopper's other choices. */
export type ValueState = 'available' | 'out-of-stock' | 'not-offered';

export const LOW_STOCK_LIMIT = 5;

export type StockState = { kind: 'in-stock' } | { kind: 'low'; left: number } | { kind: 'out' };

/** Cheapest after discount; ties go to a variant in stock, then the lowest id (as the API's selected_variant). */
export function lowestPricedVariant(variants: Variant[]): Variant | undefined {
  return [...variants].sort(
    (a, b) => a.sale_price - b.sale_price || Number(b.stock > 0) - Number(a.stock > 0) || a.id - b.id,
  )[0];
}

/** A product with options (colour, size) gets the variant picker, which also carries its variants to the page. */
export function hasVariantPicker(product: Pick<ProductDetail, 'variant_options'>): boolean {
  return product.variant_options.length > 0;
}

export function initialVariant(variants: Variant[], selectedId: number): Variant | undefined {
  return variants.find((variant) => variant.id === selectedId) ?? lowestPricedVariant(variants);
}

function matches(variant: Variant, choice: OptionChoice): boolean {
  return (Object.keys(choice) as OptionName[]).every(
    (name) => choice[name] === undefined || variant.options[name] === choice[name],
  );
}

/** The variant whose option attributes equal every chosen value, if the product offers that combination. */
export function findVariant(variants: Variant[], choice: OptionChoice): Variant | undefined {
  return variants.find((variant) => matches(variant, choice));
}

/**
 * The variant after the shopper picks `value` for `name`: the same other choices if that combination exists
 * (even out of stock, so the shopper sees it), otherwise the cheapest in-stock variant with the picked value.
 */
export function chooseOption(
  variants: Variant[],
  current: OptionChoice,
  name: OptionName,
  value: string,
): Variant | undefined {
  const exact = findVariant(variants, { ...current, [name]: value });
  if (exact) return exact;
  const withValue = variants.filter((variant) => variant.options[name] === value);
  const inStock = withValue.filter((variant) => variant.stock > 0);
  return lowestPricedVariant(inStock.length ? inStock : withValue);
}

/** State of each value of `name` when the other options keep their current choice. */
export function optionValueStates(
  variants: Variant[],
  option: VariantOption,
  current: OptionChoice,
): Record<string, ValueState> {
  const states: Record<string, ValueState> = {};
  for (const { value } of option.values) {
    const variant = findVariant(variants, { ...current, [option.name]: value });
    states[value] = !variant ? 'not-offered' : variant.stock > 0 ? 'available' : 'out-of-stock';
  }
  return states;
}

/** Gallery index of the first picture showing the variant's colour, else 0. */
export function imageIndexForVariant(pictures: Picture[], variant: Variant | undefined): number {
  const color = variant?.options.color;
  const index = color ? pictures.findIndex((picture) => picture.color_name === color) : -1;
  return Math.max(index, 0);
}

export function discountPercent(price: number, salePrice: number): number {
  return price > 0 && salePrice < price ? Math.round(((price - salePrice) / price) * 100) : 0;
}

/** A variant's colour (localized when it has a name) and size, as a line of a cart or an order shows them. */
export function variantText({ color_name, options }: Pick<Variant, 'color_name' | 'options'>): string {
  return [color_name ?? options.color, options.size].filter(Boolean).join(' · ');
}

export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: 'out' };
  if (stock <= LOW_STOCK_LIMIT) return { kind: 'low', left: stock };
  return { kind: 'in-stock' };
}

/** Variants with the live price and stock of each one the API still sells (others keep the build's values). */
export function mergeLiveVariants(variants: Variant[], live: LiveProduct['variants']): Variant[] {
  const byId = new Map(live.map((variant) => [variant.id, variant]));
  return variants.map((variant) => {
    const fresh = byId.get(variant.id);
    return fresh ? { ...variant, price: fresh.price, sale_price: fresh.sale_price, stock: fresh.stock } : variant;
  });
}

/** The picture the gallery's previous (-1) or next (+1) control shows after `current`, round the ends. */
export function steppedIndex(current: number, step: -1 | 1, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** The gallery's slide order when picture `index` is shown: that one first, then the others in their order. */
export function slideOrder<T>(pictures: T[], index: number): T[] {
  const shown = pictures[index];
  return shown === undefined ? pictures : [shown, ...pictures.filter((_, position) => position !== index)];
}

type Featurable = Pick<ProductDetail, 'id' | 'updated_at' | 'variant_options'>;

const colourCount = (product: Featurable) =>
  product.variant_options.find((option) => option.name === 'color')?.values.length ?? 0;

/** More colours, else changed later (ISO times compare as text), else the higher id. */
const outranks = (a: Featurable, b: Featurable) =>
  colourCount(a) - colourCount(b) ||
  (a.updated_at === b.updated_at ? a.id - b.id : a.updated_at > b.updated_at ? 1 : -1);

/**
 * The product the slug-less layout pages (/product/{layout}) show: the newest with the most colours (so the
 * colour-to-picture behaviour shows), else the newest. One pass: at 100,000 products a sort took 1.1-1.6 s of an
 * incremental build.
 */
export function featuredProductId(details: { product: Featurable }[]): number | undefined {
  let featured: Featurable | undefined;
  for (const { product } of details) if (!featured || outranks(product, featured) > 0) featured = product;
  return featured?.id;
}
