/**
 * Counting over the facet index (facet-index.ts): facets, a listing's total and a page of it newest first. Counting in
 * SQL reads every candidate product's row again (half a second at 100,000 products); here it is a few passes over
 * typed arrays. Same rules as the listing's SQL (product-filters.ts), checked against it by the golden set
 * (search-golden.test.ts).
 */
import type { Locale } from '#contract';
import { byLocale } from '../../lib/by-locale';
import { type Coded, type FacetIndex, type Names, type Postings, salePricesAt, type Tags } from './facet-index';
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

type Reusable = Int8Array | Uint8Array | Int32Array;
const reused = new Map<string, Reusable>();

/**
 * A typed array of `length` kept under `name` for the next count, grown when too short; its values are what the last
 * count left. A count runs start to end in one turn of the event loop, so no two counts ever use one at once; within
 * a count, each use has a name of its own.
 */
function reusedArray<A extends Reusable>(name: string, length: number, make: (length: number) => A): A {
  let array = reused.get(name) as A | undefined;
  if (!array || array.length < length) {
    array = make(length);
    reused.set(name, array);
  }
  return array.subarray(0, length) as A;
}

const bytes = (length: number) => new Uint8Array(length);

/** How many of `candidates` each key of `postings` has. */
function countAmong(index: FacetIndex, postings: Postings<unknown>, candidates: Int32Array): Int32Array {
  const among = reusedArray('among', index.size, bytes).fill(0);
  for (let k = 0; k < candidates.length; k += 1) among[candidates[k]!] = 1;
  return countTags(postings, among);
}

type KeyFacet = Extract<Faceted, 'category' | 'brand' | 'vendor' | 'color' | 'size'>;

/** A filter on keys the index holds postings of (category, brand, shop, colour, size): the keys it asks for. */
interface KeyFilter {
  facet: KeyFacet;
  postings: Coded | Tags;
  /** The numbers of the keys asked for. */
  chosen: number[];
  /** How many postings they have: an upper bound of the products passing. */
  size: number;
}

/** The key filters of `filter` that are set, the one passed by the fewest products first. */
function keyFilters(index: FacetIndex, filter: ProductFilter): KeyFilter[] {
  const found: KeyFilter[] = [];
  const add = <K>(facet: KeyFacet, postings: Postings<K>, values: readonly K[] | undefined) => {
    if (!values) return;
    const { keys, starts } = postings;
    const chosen = keys.flatMap((key, k) => (values.includes(key) ? [k] : []));
    const size = chosen.reduce((sum, k) => sum + starts[k + 1]! - starts[k]!, 0);
    found.push({ facet, postings: postings as Coded | Tags, chosen, size });
  };
  add('category', index.categories, filter.categoryIds);
  add('brand', index.brands, filter.brandIds);
  add('vendor', index.vendors, filter.vendorIds);
  add('color', index.colors, filter.colors);
  add('size', index.sizes, filter.sizes);
  return found.sort((a, b) => a.size - b.size);
}

/** A flag per position, under `name`: set for the products passing any of `filters`. */
function flagsOf(index: FacetIndex, name: string, filters: readonly KeyFilter[]): Uint8Array {
  const flags = reusedArray(name, index.size, bytes).fill(0);
  for (const { postings, chosen } of filters) {
    const { starts, positions } = postings;
    for (const k of chosen) for (let at = starts[k]!; at < starts[k + 1]!; at += 1) flags[positions[at]!] = 1;
  }
  return flags;
}

/** Of `candidates`, those passing any of `filters`. */
function passingAny(index: FacetIndex, candidates: Int32Array, filters: readonly KeyFilter[]): Int32Array {
  const passing = flagsOf(index, 'passing any', filters);
  const narrowed = reusedArray('narrowed', candidates.length, (length) => new Int32Array(length));
  let found = 0;
  for (let k = 0; k < candidates.length; k += 1) if (passing[candidates[k]!] === 1) narrowed[found++] = candidates[k]!;
  return narrowed.subarray(0, found);
}

/** How many products of each key are counted, as flagged in `counted` by position. */
function countTags({ starts, positions }: Postings<unknown>, counted: Uint8Array): Int32Array {
  const counts = new Int32Array(starts.length - 1);
  for (let k = 0; k < counts.length; k += 1) {
    let count = 0;
    for (let at = starts[k]!; at < starts[k + 1]!; at += 1) count += counted[positions[at]!]!;
    counts[k] = count;
  }
  return counts;
}

/** A candidate's mark: it passes every filter, fails just the filter numbered so, or fails several. */
const PASSES_ALL = -1;
const FAILS_SEVERAL = 127;

/**
 * Marks in `fails` each of `candidates` failing filter number `t`. One loop per kind of filter, each over arrays only:
 * a test called per product from one shared loop sees every kind of filter there, and V8 then keeps deoptimising it.
 */
type Marker = (candidates: Int32Array, fails: Int8Array, t: number) => void;

function markFailure(fails: Int8Array, k: number, t: number) {
  fails[k] = fails[k] === PASSES_ALL ? t : FAILS_SEVERAL;
}

const amongCoded =
  ({ keys, codes }: Coded, chosen: readonly number[]): Marker =>
  (candidates, fails, t) => {
    const flags = new Uint8Array(keys.length);
    for (const code of chosen) flags[code] = 1;
    for (let k = 0; k < candidates.length; k += 1) if (flags[codes[candidates[k]!]!] !== 1) markFailure(fails, k, t);
  };

const between =
  (prices: Float64Array, low: number, high: number): Marker =>
  (candidates, fails, t) => {
    for (let k = 0; k < candidates.length; k += 1) {
      const price = prices[candidates[k]!]!;
      // NaN (no price) fails both comparisons, as SQL's NULL fails a range.
      if (!(price >= low && price <= high)) markFailure(fails, k, t);
    }
  };

const flagged =
  (flags: Uint8Array): Marker =>
  (candidates, fails, t) => {
    for (let k = 0; k < candidates.length; k += 1) if (flags[candidates[k]!] !== 1) markFailure(fails, k, t);
  };

const below =
  (prices: Float64Array, than: Float64Array): Marker =>
  (candidates, fails, t) => {
    for (let k = 0; k < candidates.length; k += 1) {
      const i = candidates[k]!;
      if (!(prices[i]! < than[i]!)) markFailure(fails, k, t);
    }
  };

const atLeast =
  (values: Int16Array, least: number): Marker =>
  (candidates, fails, t) => {
    for (let k = 0; k < candidates.length; k += 1) if (values[candidates[k]!]! < least) markFailure(fails, k, t);
  };

const [CATEGORY, BRAND, VENDOR, COLOR, SIZE, PRICE, IN_STOCK, ON_SALE, RATING] = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Each facet as a small number, for the counting loop's switch. */
const FACET_CODES: Record<Faceted, number> = {
  category: CATEGORY,
  brand: BRAND,
  vendor: VENDOR,
  color: COLOR,
  size: SIZE,
  price: PRICE,
  inStock: IN_STOCK,
  onSale: ON_SALE,
  rating: RATING,
};

/** The marker of each faceted filter that is set, products priced at `prices[i]`. */
function filterMarkers(
  index: FacetIndex,
  filter: ProductFilter,
  prices: Float64Array,
  keyed: readonly KeyFilter[],
): [Faceted, Marker][] {
  const markers: [Faceted, Marker][] = [];
  // A category, brand or shop by each product's code; colours and sizes by a flag per product.
  for (const key of keyed) {
    const { facet, postings, chosen } = key;
    const marker =
      'codes' in postings ? amongCoded(postings, chosen) : flagged(flagsOf(index, `having ${facet}`, [key]));
    markers.push([facet, marker]);
  }
  const { priceMin, priceMax } = filter;
  if (priceMin !== undefined || priceMax !== undefined) {
    const low = priceMin ?? Number.NEGATIVE_INFINITY;
    markers.push(['price', between(prices, low, priceMax ?? Number.POSITIVE_INFINITY)]);
  }
  if (filter.inStock) markers.push(['inStock', flagged(index.inStock)]);
  if (filter.onSale) markers.push(['onSale', below(prices, index.minPrices)]);
  if (filter.rating !== undefined) markers.push(['rating', atLeast(index.ratingTenths, filter.rating * 10)]);
  return markers;
}

/** Every position of an index, in order: the candidates when nothing narrows them. */
const everyPosition = new WeakMap<FacetIndex, Int32Array>();
/** The positions of a search's matching ids (a kept array, asked again with every filter and page) in an index. */
const matchPositions = new WeakMap<FacetIndex, WeakMap<readonly number[], Int32Array>>();

function positionsOf(index: FacetIndex, matching: readonly number[]): Int32Array {
  let byMatches = matchPositions.get(index);
  if (!byMatches) {
    byMatches = new WeakMap();
    matchPositions.set(index, byMatches);
  }
  let found = byMatches.get(matching);
  if (!found) {
    const positions = new Int32Array(matching.length);
    let count = 0;
    for (const id of matching) {
      const position = index.positions.get(id);
      if (position !== undefined) positions[count++] = position;
    }
    found = positions.subarray(0, count);
    byMatches.set(matching, found);
  }
  return found;
}

/**
 * The positions of the products to count: the search's matches (ids found in SQL; one the index does not hold, a
 * product hidden since, left out) or every product, changed after `sinceMicros` if given. Read only, and only until
 * the count ends: the arrays are kept or reused for the next count.
 */
function candidatesOf(index: FacetIndex, matching: readonly number[] | undefined, sinceMicros: number | undefined) {
  let every = matching ? undefined : everyPosition.get(index);
  if (!matching && !every) {
    every = new Int32Array(index.size);
    for (let i = 0; i < index.size; i += 1) every[i] = i;
    everyPosition.set(index, every);
  }
  const all = matching ? positionsOf(index, matching) : (every as Int32Array);
  if (sinceMicros === undefined) return all;
  const { updatedMicros } = index;
  const candidates = reusedArray('candidates', all.length, (length) => new Int32Array(length));
  let found = 0;
  for (let k = 0; k < all.length; k += 1) if (updatedMicros[all[k]!]! > sinceMicros) candidates[found++] = all[k]!;
  return candidates.subarray(0, found);
}

/**
 * What a count needs to look at: every product that could pass all filters (`passing`, a listing's total and page),
 * or also those failing one filter (`counted`, each counted in that filter's facet).
 */
type Looked = 'passing' | 'counted';

/**
 * The candidates of `filter` and, for each, which of its filters (numbered as `markers`) it fails. `matching` holds
 * the ids of the products matching the filter's search (found in SQL); without a search it is undefined, and every
 * product of the index is a candidate. Key filters narrow the candidates through their postings: a product passing
 * none of two key filters fails both, and counts nowhere. A key filter set alone (`alone`) narrows them to its own
 * products, and its facet, which counts the others too, is counted over `all`, the candidates before narrowing.
 */
function markCandidates(
  index: FacetIndex,
  filter: ProductFilter,
  matching: readonly number[] | undefined,
  now: Date,
  looked: Looked,
) {
  const prices = salePricesAt(index, now);
  const all = candidatesOf(index, matching, filter.updatedSince && filter.updatedSince.getTime() * 1000);
  const keyed = keyFilters(index, filter);
  const markers = filterMarkers(index, filter, prices, keyed);
  const alone = looked === 'counted' && keyed.length === 1 && markers.length === 1 ? keyed[0] : undefined;
  // Passing every filter means passing the smallest; counted anywhere means passing all but one, so one of any two.
  const narrowedBy = looked === 'passing' || alone ? keyed.slice(0, 1) : keyed.length > 1 ? keyed.slice(0, 2) : [];
  const candidates = narrowedBy.length > 0 ? passingAny(index, all, narrowedBy) : all;
  const fails = reusedArray('fails', candidates.length, (length) => new Int8Array(length)).fill(PASSES_ALL);
  markers.forEach(([, mark], t) => {
    mark(candidates, fails, t);
  });
  return { prices, all, candidates, markers, fails, alone };
}

/** How many products pass every filter of `filter` (a listing's total): `matching` as for countFacetRows. */
export function countPassing(
  index: FacetIndex,
  filter: ProductFilter,
  matching: readonly number[] | undefined,
  now: Date,
): number {
  const { fails } = markCandidates(index, filter, matching, now, 'passing');
  let passing = 0;
  for (let k = 0; k < fails.length; k += 1) if (fails[k] === PASSES_ALL) passing += 1;
  return passing;
}

/**
 * The ids of a page of the products passing every filter of `filter`, newest first: `matching` as for
 * countFacetRows.
 */
export function newestPassing(
  index: FacetIndex,
  filter: ProductFilter,
  matching: readonly number[] | undefined,
  now: Date,
  page: { offset: number; limit: number },
): number[] {
  const { candidates, fails } = markCandidates(index, filter, matching, now, 'passing');
  // Flagged by rank, the passing products are then read newest first with no sort.
  const passingAt = reusedArray('passing', index.size, bytes).fill(0);
  for (let k = 0; k < fails.length; k += 1)
    if (fails[k] === PASSES_ALL) passingAt[index.newestRanks[candidates[k]!]!] = 1;
  const ids: number[] = [];
  let skipped = 0;
  for (let rank = 0; rank < index.size && ids.length < page.limit; rank += 1) {
    if (passingAt[rank] !== 1) continue;
    if (skipped < page.offset) skipped += 1;
    else ids.push(index.newestIds[rank]!);
  }
  return ids;
}

/** Every facet's rows for `filter`, each counted with every other filter applied but not its own. */
export function countFacetRows(
  index: FacetIndex,
  filter: ProductFilter,
  matching: readonly number[] | undefined,
  now: Date,
  locale: Locale,
): FacetRow[] {
  const { prices, all, candidates, markers, fails, alone } = markCandidates(index, filter, matching, now, 'counted');
  /** For each filter (by its number in `fails`), the facet a product failing only it is counted in. */
  const countedIn = Int8Array.from(markers, ([facet]) => FACET_CODES[facet]);

  let total = 0;
  let priced = 0;
  let inStockCount = 0;
  let onSaleCount = 0;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  const categories = new Int32Array(index.categories.keys.length);
  const brands = new Int32Array(index.brands.keys.length);
  const vendors = new Int32Array(index.vendors.keys.length);
  /** By position: whether the product is counted among the colours (sizes). */
  const colorCounted = reusedArray('colour counted', index.size, bytes).fill(0);
  const sizeCounted = reusedArray('size counted', index.size, bytes).fill(0);
  /** By whole stars, 0 to 5: `(tenths / 10) | 0`, an integer index (Math.floor's double made the count 20 % slower). */
  const wholeStars = new Int32Array(6);
  // Columns in locals: the loop then reads arrays, not properties of properties, 100,000 times over.
  const { inStock, minPrices, ratingTenths } = index;
  const categoryCodes = index.categories.codes;
  const brandCodes = index.brands.codes;
  const vendorCodes = index.vendors.codes;

  for (let k = 0; k < candidates.length; k += 1) {
    const failed = fails[k]!;
    const i = candidates[k]!;
    const price = prices[i]!;
    if (failed === PASSES_ALL) {
      total += 1;
      priced += 1;
      // NaN (no price) is neither lower nor higher, as SQL's min and max skip NULL.
      if (price < low) low = price;
      if (price > high) high = price;
      inStockCount += inStock[i]!;
      if (price < minPrices[i]!) onSaleCount += 1;
      categories[categoryCodes[i]!]! += 1;
      brands[brandCodes[i]!]! += 1;
      vendors[vendorCodes[i]!]! += 1;
      colorCounted[i] = 1;
      sizeCounted[i] = 1;
      wholeStars[(ratingTenths[i]! / 10) | 0]! += 1;
      continue;
    }
    // Failing one filter, a product counts in that filter's facet only; failing two, in none. Failing only the
    // in-stock (on-sale) filter, it is out of stock (not on sale) and adds nothing to that count.
    if (failed === FAILS_SEVERAL) continue;
    switch (countedIn[failed]) {
      case PRICE:
        priced += 1;
        if (price < low) low = price;
        if (price > high) high = price;
        break;
      case CATEGORY:
        categories[categoryCodes[i]!]! += 1;
        break;
      case BRAND:
        brands[brandCodes[i]!]! += 1;
        break;
      case VENDOR:
        vendors[vendorCodes[i]!]! += 1;
        break;
      case COLOR:
        colorCounted[i] = 1;
        break;
      case SIZE:
        sizeCounted[i] = 1;
        break;
      case RATING:
        wholeStars[(ratingTenths[i]! / 10) | 0]! += 1;
        break;
    }
  }

  const colors = countTags(index.colors, colorCounted);
  const sizes = countTags(index.sizes, sizeCounted);
  // Alone, a key filter's facet counts every candidate: those passing it pass every filter, the others fail only it.
  if (alone) {
    const facetCounts = { category: categories, brand: brands, vendor: vendors, color: colors, size: sizes };
    facetCounts[alone.facet].set(countAmong(index, alone.postings, all));
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
    row('total', null, total),
    { ...row('price', null, priced), ...(low <= high ? { low, high } : {}) },
    row('in_stock', null, inStockCount),
    row('on_sale', null, onSaleCount),
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
