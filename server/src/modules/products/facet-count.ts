/**
 * Counting over the facet index (facet-index.ts): facets, a listing's total and a page of it newest first. Counting in
 * SQL reads every candidate product's row again (half a second at 100,000 products); here it is a few passes over
 * typed arrays. Same rules as the listing's SQL (product-filters.ts), checked against it by the golden set
 * (search-golden.test.ts).
 */
import type { Locale } from '#contract';
import { byLocale } from '../../lib/by-locale';
import { type Coded, type FacetIndex, type Names, salePricesAt, type Tags } from './facet-index';
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

type Reusable = Uint8Array | Uint16Array | Int32Array;
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

/** How many of `candidates` have each of `count` codes, as `codes` holds them by position. */
function countCodes(codes: Int32Array, count: number, candidates: Int32Array): Int32Array {
  const counts = new Int32Array(count);
  for (let k = 0; k < candidates.length; k += 1) counts[codes[candidates[k]!]!]! += 1;
  return counts;
}

/** How many products each tag has, from how many each set of tags has. */
function countTags({ keys, setStarts, members }: Tags, setCounts: Int32Array): Int32Array {
  const counts = new Int32Array(keys.length);
  for (let set = 0; set < setCounts.length; set += 1) {
    const count = setCounts[set]!;
    if (count === 0) continue;
    for (let at = setStarts[set]!; at < setStarts[set + 1]!; at += 1) counts[members[at]!]! += count;
  }
  return counts;
}

const isTags = (postings: Coded | Tags): postings is Tags => 'members' in postings;

/** How many of `candidates` each key of `postings` has. */
function countAmong(postings: Coded | Tags, candidates: Int32Array): Int32Array {
  if (!isTags(postings)) return countCodes(postings.codes, postings.keys.length, candidates);
  return countTags(postings, countCodes(postings.codes, postings.setStarts.length - 1, candidates));
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
  const add = <P extends Coded | Tags>(
    facet: KeyFacet,
    postings: P,
    values: readonly P['keys'][number][] | undefined,
  ) => {
    if (!values) return;
    const { keys, starts } = postings;
    const chosen = keys.flatMap((key, k) => (values.includes(key) ? [k] : []));
    const size = chosen.reduce((sum, k) => sum + starts[k + 1]! - starts[k]!, 0);
    found.push({ facet, postings, chosen, size });
  };
  add('category', index.categories, filter.categoryIds);
  add('brand', index.brands, filter.brandIds);
  add('vendor', index.vendors, filter.vendorIds);
  add('color', index.colors, filter.colors);
  add('size', index.sizes, filter.sizes);
  return found.sort((a, b) => a.size - b.size);
}

/** Of `candidates`, those passing any of `filters`. */
function passingAny(index: FacetIndex, candidates: Int32Array, filters: readonly KeyFilter[]): Int32Array {
  const passing = reusedArray('passing any', index.size, bytes).fill(0);
  for (const { postings, chosen } of filters) {
    const { starts, positions } = postings;
    for (const k of chosen) for (let at = starts[k]!; at < starts[k + 1]!; at += 1) passing[positions[at]!] = 1;
  }
  const narrowed = reusedArray('narrowed', candidates.length, (length) => new Int32Array(length));
  let found = 0;
  // Each candidate written at the next place, which moves on only if it passes: no branch (see Marker).
  for (let k = 0; k < candidates.length; k += 1) {
    const i = candidates[k]!;
    narrowed[found] = i;
    found += passing[i]!;
  }
  return narrowed.subarray(0, found);
}

/** A candidate's failures, bit t set for filter number t failed: none when it passes every filter. */
const PASSES_ALL = 0;

/**
 * Sets `bit` in `failed` for each of `candidates` failing one filter. One loop per kind of filter, each over arrays
 * only: a test called per product from one shared loop sees every kind of filter there, and V8 then keeps
 * deoptimising it. The bit is set by arithmetic, not under an `if`: whether a product passes is as good as random to
 * the processor, and under an `if` a category's marker took 0.59 ms over 59,000 candidates, the in-stock marker (which
 * nearly all pass) 0.13 ms.
 */
type Marker = (candidates: Int32Array, failed: Uint16Array, bit: number) => void;

/** A flag per code of `postings`: set for a chosen key, or for a set of tags holding one. */
function chosenCodes(postings: Coded | Tags, chosen: readonly number[]): Uint8Array {
  const keyChosen = new Uint8Array(postings.keys.length);
  for (const k of chosen) keyChosen[k] = 1;
  if (!isTags(postings)) return keyChosen;
  const { setStarts, members } = postings;
  const flags = new Uint8Array(setStarts.length - 1);
  for (let set = 0; set < flags.length; set += 1) {
    for (let at = setStarts[set]!; at < setStarts[set + 1]!; at += 1) flags[set]! |= keyChosen[members[at]!]!;
  }
  return flags;
}

const amongChosen =
  ({ codes }: Coded | Tags, flags: Uint8Array): Marker =>
  (candidates, failed, bit) => {
    for (let k = 0; k < candidates.length; k += 1) failed[k]! |= (flags[codes[candidates[k]!]!]! ^ 1) * bit;
  };

const between =
  (prices: Float64Array, low: number, high: number): Marker =>
  (candidates, failed, bit) => {
    for (let k = 0; k < candidates.length; k += 1) {
      const price = prices[candidates[k]!]!;
      // NaN (no price) fails both comparisons, as SQL's NULL fails a range.
      failed[k]! |= ((Number(price >= low) & Number(price <= high)) ^ 1) * bit;
    }
  };

const flagged =
  (flags: Uint8Array): Marker =>
  (candidates, failed, bit) => {
    for (let k = 0; k < candidates.length; k += 1) failed[k]! |= (flags[candidates[k]!]! ^ 1) * bit;
  };

const below =
  (prices: Float64Array, than: Float64Array): Marker =>
  (candidates, failed, bit) => {
    for (let k = 0; k < candidates.length; k += 1) {
      const i = candidates[k]!;
      failed[k]! |= (Number(prices[i]! < than[i]!) ^ 1) * bit;
    }
  };

const atLeast =
  (values: Int16Array, least: number): Marker =>
  (candidates, failed, bit) => {
    for (let k = 0; k < candidates.length; k += 1) failed[k]! |= Number(values[candidates[k]!]! < least) * bit;
  };

const [CATEGORY, BRAND, VENDOR, COLOR, SIZE, PRICE, IN_STOCK, ON_SALE, RATING] = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Each facet as a small number: its bit in the counting loop's `counts`. */
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
const EVERY_FACET = (1 << Object.keys(FACET_CODES).length) - 1;

/** The marker of each faceted filter that is set, products priced at `prices[i]`. */
function filterMarkers(
  index: FacetIndex,
  filter: ProductFilter,
  prices: Float64Array,
  keyed: readonly KeyFilter[],
): [Faceted, Marker][] {
  const markers: [Faceted, Marker][] = [];
  // By each product's code: its category, brand or shop, or its set of colours or sizes.
  for (const { facet, postings, chosen } of keyed)
    markers.push([facet, amongChosen(postings, chosenCodes(postings, chosen))]);
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
  const failed = reusedArray('failed', candidates.length, (length) => new Uint16Array(length)).fill(PASSES_ALL);
  markers.forEach(([, mark], t) => {
    mark(candidates, failed, 1 << t);
  });
  return { prices, all, candidates, markers, failed, alone };
}

/** How many products pass every filter of `filter` (a listing's total): `matching` as for countFacetRows. */
export function countPassing(
  index: FacetIndex,
  filter: ProductFilter,
  matching: readonly number[] | undefined,
  now: Date,
): number {
  const { failed } = markCandidates(index, filter, matching, now, 'passing');
  let passing = 0;
  for (let k = 0; k < failed.length; k += 1) passing += Number(failed[k] === PASSES_ALL);
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
  const { candidates, failed } = markCandidates(index, filter, matching, now, 'passing');
  // Flagged by rank, the passing products are then read newest first with no sort.
  const passingAt = reusedArray('passing', index.size, bytes).fill(0);
  const { newestRanks } = index;
  for (let k = 0; k < failed.length; k += 1) passingAt[newestRanks[candidates[k]!]!] = Number(failed[k] === PASSES_ALL);
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
  const { prices, all, candidates, markers, failed, alone } = markCandidates(index, filter, matching, now, 'counted');
  /**
   * By a candidate's failures, the facets it counts in, bit FACET_CODES[facet] each: passing every filter, all of them;
   * failing one filter, that filter's facet only (failing the in-stock or on-sale filter, it adds nothing to that
   * count); failing several, none.
   */
  const countsIn = new Uint16Array(1 << markers.length);
  countsIn[PASSES_ALL] = EVERY_FACET;
  markers.forEach(([facet], t) => {
    countsIn[1 << t] = 1 << FACET_CODES[facet];
  });

  let total = 0;
  let priced = 0;
  let inStockCount = 0;
  let onSaleCount = 0;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  const categories = new Int32Array(index.categories.keys.length);
  const brands = new Int32Array(index.brands.keys.length);
  const vendors = new Int32Array(index.vendors.keys.length);
  /** By set of colours (sizes): how many products with it are counted. */
  const colorSets = new Int32Array(index.colors.setStarts.length - 1);
  const sizeSets = new Int32Array(index.sizes.setStarts.length - 1);
  /** By whole stars, 0 to 5: `(tenths / 10) | 0`, an integer index (Math.floor's double made the count 20 % slower). */
  const wholeStars = new Int32Array(6);
  // Columns in locals: the loop then reads arrays, not properties of properties, 100,000 times over.
  const { inStock, minPrices, ratingTenths } = index;
  const categoryCodes = index.categories.codes;
  const brandCodes = index.brands.codes;
  const vendorCodes = index.vendors.codes;
  const colorCodes = index.colors.codes;
  const sizeCodes = index.sizes.codes;

  // Every product adds its bit of `counts` to each facet, 0 or 1, with no branch on it (as the markers do): the loop
  // ran 1.5 times slower branching on whether a product passes, and on which filter it fails.
  for (let k = 0; k < candidates.length; k += 1) {
    const counts = countsIn[failed[k]!]!;
    const i = candidates[k]!;
    const price = prices[i]!;
    const passes = Number(counts === EVERY_FACET);
    total += passes;
    inStockCount += passes & inStock[i]!;
    onSaleCount += passes & Number(price < minPrices[i]!);
    const inPrice = (counts >> PRICE) & 1;
    priced += inPrice;
    // NaN (no price) is neither lower nor higher, as SQL's min and max skip NULL.
    if (inPrice === 1) {
      if (price < low) low = price;
      if (price > high) high = price;
    }
    categories[categoryCodes[i]!]! += (counts >> CATEGORY) & 1;
    brands[brandCodes[i]!]! += (counts >> BRAND) & 1;
    vendors[vendorCodes[i]!]! += (counts >> VENDOR) & 1;
    colorSets[colorCodes[i]!]! += (counts >> COLOR) & 1;
    sizeSets[sizeCodes[i]!]! += (counts >> SIZE) & 1;
    wholeStars[(ratingTenths[i]! / 10) | 0]! += (counts >> RATING) & 1;
  }

  const colors = countTags(index.colors, colorSets);
  const sizes = countTags(index.sizes, sizeSets);
  // Alone, a key filter's facet counts every candidate: those passing it pass every filter, the others fail only it.
  if (alone) {
    const facetCounts = { category: categories, brand: brands, vendor: vendors, color: colors, size: sizes };
    facetCounts[alone.facet].set(countAmong(alone.postings, all));
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
