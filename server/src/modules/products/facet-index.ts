/**
 * The facet index: what the facet counts need of every product shoppers see (published, of a visible shop), held by
 * each API process column by column, and the counting done over it. Counting a new filter in SQL reads every
 * candidate product's row again (half a second at 100,000 products); here it is one pass over a few typed arrays.
 * The index is built at one catalogue version (facet-index.service.ts) and priced at the request's time, so a flash
 * sale starting or ending needs no new index. Same rules as the listing's SQL (product-filters.ts), checked against
 * it by the golden set (search-golden.test.ts).
 */
import type { DiscountType, Locale } from '#contract';
import { byLocale } from '../../lib/by-locale';
import { type Discount, effectiveDiscount, salePrice } from './pricing';
import type { Faceted, ProductFilter } from './product-filters';

/** A facet value's row, as the service turns it into the answer. */
export interface FacetRow {
  facet: 'total' | 'category' | 'brand' | 'vendor' | 'color' | 'size' | 'rating' | 'in_stock' | 'on_sale' | 'price';
  /** Category or vendor id, brand slug, colour key, size, star count; null for single numbers. */
  key: string | null;
  label: string | null;
  hex: string | null;
  count: number;
  /** Lowest and highest sale price (the price facet only). */
  low: number | null;
  high: number | null;
}

/** A product as loaded (facet-index.repository.ts). */
export interface IndexedProduct {
  id: number;
  categoryId: number;
  brandId: number | null;
  vendorId: number;
  ratingTenths: number;
  minPrice: number | null;
  discountType: DiscountType | null;
  discountValue: number;
  inStock: boolean;
  colors: string[];
  sizes: string[];
  /** updated_at in microseconds since 1970, as PostgreSQL keeps it (a Date would lose the microseconds). */
  updatedMicros: number;
}

export interface IndexedFlashItem {
  productId: number;
  discountPercent: number;
  startsAt: Date;
  endsAt: Date;
}

export interface Names {
  nameEn: string | null;
  nameBn: string | null;
}

export type Swatch = Names & { hex: string | null };

export interface IndexSource {
  version: number;
  products: IndexedProduct[];
  flashItems: IndexedFlashItem[];
  brands: Map<number, Names & { slug: string }>;
  vendors: Map<number, Names>;
  /** Name and hex of each colour key, from its first variant. */
  swatches: Map<string, Swatch>;
}

/** Each product's category (brand, shop) as a number: product i's is keys[codes[i]]. Counting is then indexing. */
interface Coded {
  keys: number[];
  codes: Int32Array;
}

/** Each product's colour keys (or sizes) as numbers: product i's are values[starts[i]] up to values[starts[i + 1]]. */
interface Tags {
  keys: string[];
  starts: Int32Array;
  values: Uint32Array;
}

const DISCOUNT_TYPES: readonly (DiscountType | null)[] = [null, 'percent', 'flat'];

export interface FacetIndex {
  version: number;
  size: number;
  /** Each product's position in the columns, by id. */
  positions: Map<number, number>;
  categories: Coded;
  /** Key 0 for none: ids start at 1. */
  brands: Coded;
  vendors: Coded;
  ratingTenths: Int16Array;
  /** NaN without a variant, failing every comparison as SQL's NULL does. */
  minPrices: Float64Array;
  /** Index into DISCOUNT_TYPES. */
  discountTypes: Uint8Array;
  discountValues: Int32Array;
  inStock: Uint8Array;
  updatedMicros: Float64Array;
  colors: Tags;
  sizes: Tags;
  flashItems: (IndexedFlashItem & { at: number })[];
  names: Pick<IndexSource, 'brands' | 'vendors' | 'swatches'>;
  /** Every product's card price while the same flash sale items run (salePricesAt): the last counted. */
  pricing?: { running: string; prices: Float64Array };
}

function coded(products: IndexedProduct[], of: (product: IndexedProduct) => number): Coded {
  const numbers = new Map<number, number>();
  const codes = new Int32Array(products.length);
  products.forEach((product, index) => {
    const key = of(product);
    let code = numbers.get(key);
    if (code === undefined) {
      code = numbers.size;
      numbers.set(key, code);
    }
    codes[index] = code;
  });
  return { keys: [...numbers.keys()], codes };
}

function tags(products: IndexedProduct[], of: (product: IndexedProduct) => string[]): Tags {
  const numbers = new Map<string, number>();
  const starts = new Int32Array(products.length + 1);
  const values: number[] = [];
  products.forEach((product, index) => {
    for (const tag of of(product)) {
      let number = numbers.get(tag);
      if (number === undefined) {
        number = numbers.size;
        numbers.set(tag, number);
      }
      values.push(number);
    }
    starts[index + 1] = values.length;
  });
  return { keys: [...numbers.keys()], starts, values: Uint32Array.from(values) };
}

export function buildFacetIndex(source: IndexSource): FacetIndex {
  const { products } = source;
  const column = <A extends { [index: number]: number }>(array: A, value: (product: IndexedProduct) => number) => {
    products.forEach((product, index) => {
      array[index] = value(product);
    });
    return array;
  };
  const size = products.length;
  const positions = new Map(products.map((product, index) => [product.id, index]));
  return {
    version: source.version,
    size,
    positions,
    categories: coded(products, (p) => p.categoryId),
    brands: coded(products, (p) => p.brandId ?? 0),
    vendors: coded(products, (p) => p.vendorId),
    ratingTenths: column(new Int16Array(size), (p) => p.ratingTenths),
    minPrices: column(new Float64Array(size), (p) => p.minPrice ?? Number.NaN),
    discountTypes: column(new Uint8Array(size), (p) => DISCOUNT_TYPES.indexOf(p.discountType)),
    discountValues: column(new Int32Array(size), (p) => p.discountValue),
    inStock: column(new Uint8Array(size), (p) => Number(p.inStock)),
    updatedMicros: column(new Float64Array(size), (p) => p.updatedMicros),
    colors: tags(products, (p) => p.colors),
    sizes: tags(products, (p) => p.sizes),
    flashItems: source.flashItems.flatMap((item) => {
      const at = positions.get(item.productId);
      return at === undefined ? [] : [{ ...item, at }];
    }),
    names: { brands: source.brands, vendors: source.vendors, swatches: source.swatches },
  };
}

/**
 * Each product's card price at `now`: the best running flash sale item's percent, else its own discount. Prices
 * move only when a flash sale starts or ends, so they are kept with the index for as long as the same items run.
 */
function salePricesAt(index: FacetIndex, now: Date): Float64Array {
  const running = index.flashItems.filter((item) => item.startsAt <= now && now < item.endsAt);
  const key = running.map((item) => `${item.at}:${item.discountPercent}`).join(' ');
  if (index.pricing?.running === key) return index.pricing.prices;
  const best = new Map<number, IndexedFlashItem>();
  for (const item of running) {
    const held = best.get(item.at);
    if (!held || held.discountPercent < item.discountPercent) best.set(item.at, item);
  }
  const prices = new Float64Array(index.size);
  for (let i = 0; i < index.size; i += 1) {
    const price = index.minPrices[i]!;
    const own: Discount = { type: DISCOUNT_TYPES[index.discountTypes[i]!]!, value: index.discountValues[i]! };
    prices[i] = Number.isNaN(price) ? price : salePrice(price, effectiveDiscount(own, best.get(i) ?? null));
  }
  index.pricing = { running: key, prices };
  return prices;
}

/** Whether product i has any of `wanted` (numbers of `tags`' keys). */
function hasAny(tags: Tags, wanted: Uint8Array, i: number): boolean {
  for (let at = tags.starts[i]!; at < tags.starts[i + 1]!; at += 1) if (wanted[tags.values[at]!]) return true;
  return false;
}

/** A flag per key of `keys`: set for those among `values`. */
function wanted<K>(keys: readonly K[], values: readonly K[]): Uint8Array {
  const flags = new Uint8Array(keys.length);
  keys.forEach((key, number) => {
    if (values.includes(key)) flags[number] = 1;
  });
  return flags;
}

/** The test of each faceted filter that is set, on product i priced at `prices[i]`. */
function filterTests(index: FacetIndex, filter: ProductFilter, prices: Float64Array) {
  const tests: Partial<Record<Faceted, (i: number) => boolean>> = {};
  const among = (values: readonly number[] | undefined, { keys, codes }: Coded) => {
    if (!values) return undefined;
    const flags = wanted(keys, values);
    return (i: number) => flags[codes[i]!] === 1;
  };
  tests.category = among(filter.categoryIds, index.categories);
  tests.brand = among(filter.brandIds, index.brands);
  tests.vendor = among(filter.vendorIds, index.vendors);
  const { colors, sizes } = filter;
  if (colors) {
    const flags = wanted(index.colors.keys, colors);
    tests.color = (i) => hasAny(index.colors, flags, i);
  }
  if (sizes) {
    const flags = wanted(index.sizes.keys, sizes);
    tests.size = (i) => hasAny(index.sizes, flags, i);
  }
  const { priceMin = Number.NEGATIVE_INFINITY, priceMax = Number.POSITIVE_INFINITY } = filter;
  if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
    tests.price = (i) => prices[i]! >= priceMin && prices[i]! <= priceMax;
  }
  if (filter.inStock) tests.inStock = (i) => index.inStock[i] === 1;
  if (filter.onSale) tests.onSale = (i) => prices[i]! < index.minPrices[i]!;
  const { rating } = filter;
  if (rating !== undefined) tests.rating = (i) => index.ratingTenths[i]! >= rating * 10;
  return Object.entries(tests).filter((entry): entry is [Faceted, (i: number) => boolean] => entry[1] !== undefined);
}

/** Where the products of `ids` are in the index; an id it does not hold (a product hidden since) is left out. */
function positionsOf(index: FacetIndex, ids: readonly number[]): Int32Array {
  const positions = new Int32Array(ids.length);
  let found = 0;
  for (const id of ids) {
    const position = index.positions.get(id);
    if (position !== undefined) positions[found++] = position;
  }
  return positions.subarray(0, found);
}

/**
 * Every facet's rows for `filter`, each counted with every other filter applied but not its own. `matching` holds
 * the ids of the products matching the filter's search (found in SQL); without a search it is undefined, and every
 * product of the index is a candidate.
 */
export function countFacetRows(
  index: FacetIndex,
  filter: ProductFilter,
  matching: readonly number[] | undefined,
  now: Date,
  locale: Locale,
): FacetRow[] {
  const prices = salePricesAt(index, now);
  const tests = filterTests(index, filter, prices);
  const testNames = tests.map(([name]) => name);
  const testFns = tests.map(([, test]) => test);
  const since = filter.updatedSince && filter.updatedSince.getTime() * 1000;
  const count = { total: 0, price: 0, inStock: 0, onSale: 0 };
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  const categories = new Int32Array(index.categories.keys.length);
  const brands = new Int32Array(index.brands.keys.length);
  const vendors = new Int32Array(index.vendors.keys.length);
  const colors = new Int32Array(index.colors.keys.length);
  const sizes = new Int32Array(index.sizes.keys.length);
  /** By whole stars, 0 to 5. */
  const wholeStars = new Int32Array(6);
  // Columns in locals: the loop then reads arrays, not properties of properties, 100,000 times over.
  const { inStock, minPrices, updatedMicros, ratingTenths } = index;
  const categoryCodes = index.categories.codes;
  const brandCodes = index.brands.codes;
  const vendorCodes = index.vendors.codes;
  const { starts: colorStarts, values: colorValues } = index.colors;
  const { starts: sizeStarts, values: sizeValues } = index.sizes;

  const only = matching && positionsOf(index, matching);
  const candidates = only ? only.length : index.size;
  for (let candidate = 0; candidate < candidates; candidate += 1) {
    const i = only ? only[candidate]! : candidate;
    if (since !== undefined && !(updatedMicros[i]! > since)) continue;
    // The one filter product i fails, if just one; failing two it counts in no facet.
    let failed: Faceted | undefined;
    let failures = 0;
    for (let t = 0; t < testFns.length && failures < 2; t += 1) {
      if (testFns[t]!(i)) continue;
      failed = testNames[t];
      failures += 1;
    }
    if (failures > 1) continue;
    // Inline, not a function: a closure made per product costs more than the counting (tsx wraps each in __name).
    const all = failures === 0;
    const price = prices[i]!;
    if (all) count.total += 1;
    if (all || failed === 'price') {
      count.price += 1;
      // NaN (no price) is neither lower nor higher, as SQL's min and max skip NULL.
      if (price < low) low = price;
      if (price > high) high = price;
    }
    if ((all || failed === 'inStock') && inStock[i] === 1) count.inStock += 1;
    if ((all || failed === 'onSale') && price < minPrices[i]!) count.onSale += 1;
    if (all || failed === 'category') categories[categoryCodes[i]!]! += 1;
    if (all || failed === 'brand') brands[brandCodes[i]!]! += 1;
    if (all || failed === 'vendor') vendors[vendorCodes[i]!]! += 1;
    if (all || failed === 'color')
      for (let at = colorStarts[i]!; at < colorStarts[i + 1]!; at += 1) colors[colorValues[at]!]! += 1;
    if (all || failed === 'size')
      for (let at = sizeStarts[i]!; at < sizeStarts[i + 1]!; at += 1) sizes[sizeValues[at]!]! += 1;
    if (all || failed === 'rating') wholeStars[Math.floor(ratingTenths[i]! / 10)]! += 1;
  }

  const name = (names: Names) => byLocale(locale, names.nameEn, names.nameBn);
  const row = (facet: FacetRow['facet'], key: string | null, rowCount: number, label: string | null = null) => ({
    facet,
    key,
    label,
    hex: null,
    count: rowCount,
    low: null,
    high: null,
  });
  const rows: FacetRow[] = [
    row('total', null, count.total),
    { ...row('price', null, count.price), ...(low <= high ? { low, high } : {}) },
    row('in_stock', null, count.inStock),
    row('on_sale', null, count.onSale),
  ];
  /** Each counted key of `keys` with its count. */
  const counted = <K>(keys: readonly K[], counts: Int32Array) =>
    keys.flatMap((key, code) => (counts[code]! > 0 ? [[key, counts[code]!] as const] : []));
  for (const [id, n] of counted(index.categories.keys, categories)) rows.push(row('category', String(id), n));
  for (const [id, n] of counted(index.brands.keys, brands)) {
    const brand = index.names.brands.get(id);
    if (brand) rows.push(row('brand', brand.slug, n, name(brand)));
  }
  for (const [id, n] of counted(index.vendors.keys, vendors)) {
    const vendor = index.names.vendors.get(id);
    if (vendor) rows.push(row('vendor', String(id), n, name(vendor)));
  }
  for (const [key, n] of counted(index.colors.keys, colors)) {
    const swatch = index.names.swatches.get(key);
    if (swatch) rows.push({ ...row('color', key, n, name(swatch)), hex: swatch.hex });
  }
  for (const [key, n] of counted(index.sizes.keys, sizes)) rows.push(row('size', key, n));
  for (let stars = 1; stars <= 4; stars += 1) {
    const atLeast = wholeStars.slice(stars).reduce((sum, n) => sum + n, 0);
    if (atLeast > 0) rows.push(row('rating', String(stars), atLeast));
  }
  return rows;
}
