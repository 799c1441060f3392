/**
 * The facet index: what the facet counts, a listing's total and a search's leading page need of every product shoppers
 * see (published, of a visible shop), held by each API process column by column (the counting over it is in
 * facet-count.ts). The index is built at one catalogue version (facet-index.service.ts) and priced at the request's
 * time, so a flash sale starting or ending needs no new index.
 */
import type { DiscountType } from '#contract';
import { type Discount, effectiveDiscount, salePrice } from './pricing';

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
  createdMicros: number;
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

export interface IndexedCategory {
  id: number;
  slug: string;
  nameEn: string;
  nameBn: string;
  parentId: number | null;
  image: string | null;
}

export interface IndexSource {
  version: number;
  /** The database snapshot it was read in (pg_current_snapshot()): what changed after it is what it did not see. */
  snapshot: string;
  products: IndexedProduct[];
  flashItems: IndexedFlashItem[];
  brands: Map<number, Names & { slug: string }>;
  vendors: Map<number, Names>;
  /** Name and hex of each colour key, from its first variant. */
  swatches: Map<string, Swatch>;
  /** Every category in tree order (by position, then id). */
  categories: IndexedCategory[];
}

/**
 * Each key with the positions of the products having it: key k's are positions[starts[k]] up to
 * positions[starts[k + 1]]. Counting walks a key's list straight through, with no branch per product, and a filter
 * on a few keys finds its products without looking at the others.
 */
export interface Postings<K> {
  keys: K[];
  starts: Int32Array;
  positions: Int32Array;
}

/**
 * Each product's colour keys (or sizes), as postings and as sets: product i's set of tags is numbered codes[i], and
 * set s holds the keys numbered members[setStarts[s]] up to members[setStarts[s + 1]]. Products share few sets (1,554
 * colour sets and 31 size sets among 100,000 seeded products), so a count adds one to its product's set, as it does
 * for a category, and turns the sets into tags at the end.
 */
export interface Tags extends Postings<string> {
  codes: Int32Array;
  setStarts: Int32Array;
  members: Int32Array;
}

/** Each product's category (brand, shop) as a number too: product i's is keys[codes[i]]. Counting is then indexing. */
export interface Coded extends Postings<number> {
  codes: Int32Array;
}

/** What a filter's slugs and ids are resolved against, and the answers' labels. */
export type CatalogueNames = Pick<IndexSource, 'brands' | 'vendors' | 'swatches' | 'categories'>;

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
  /** Each product's place (by position) in the listing's newest-first order: created_at, then id, descending. */
  newestRanks: Int32Array;
  /** The ids in that order. */
  newestIds: Int32Array;
  colors: Tags;
  sizes: Tags;
  flashItems: (IndexedFlashItem & { at: number })[];
  names: CatalogueNames;
  /** Every product's card price while the same flash sale items run (salePricesAt): the last counted. */
  pricing?: { running: string; prices: Float64Array };
}

/** Codes each product's key (category, brand, shop) as it is added: a new key gets the next number. */
class Coder {
  private readonly numbers = new Map<number, number>();
  readonly codes: Int32Array;

  constructor(size: number) {
    this.codes = new Int32Array(size);
  }

  add(position: number, key: number) {
    let code = this.numbers.get(key);
    if (code === undefined) {
      code = this.numbers.size;
      this.numbers.set(key, code);
    }
    this.codes[position] = code;
  }

  coded(): Coded {
    const starts = new Int32Array(this.numbers.size + 1);
    for (const code of this.codes) starts[code + 1]! += 1;
    for (let k = 0; k < this.numbers.size; k += 1) starts[k + 1]! += starts[k]!;
    const next = starts.slice(0, -1);
    const positions = new Int32Array(this.codes.length);
    this.codes.forEach((code, position) => {
      positions[next[code]!++] = position;
    });
    return { keys: [...this.numbers.keys()], codes: this.codes, starts, positions };
  }
}

/** Gathers each tag's (colour key's, size's) products, and each product's set of tags, as they are added. */
class Tagger {
  private readonly byKey = new Map<string, number[]>();
  /** Each set's number, by its tags joined. */
  private readonly setNumbers = new Map<string, number>();
  private readonly sets: (readonly string[])[] = [];
  private readonly codes: Int32Array;

  constructor(size: number) {
    this.codes = new Int32Array(size);
  }

  add(position: number, tags: readonly string[]) {
    for (const tag of tags) {
      const list = this.byKey.get(tag);
      if (list) list.push(position);
      else this.byKey.set(tag, [position]);
    }
    const joined = tags.join('\u0000');
    let set = this.setNumbers.get(joined);
    if (set === undefined) {
      set = this.sets.length;
      this.setNumbers.set(joined, set);
      this.sets.push(tags);
    }
    this.codes[position] = set;
  }

  tags(): Tags {
    const keys = [...this.byKey.keys()];
    const lists = [...this.byKey.values()];
    const starts = new Int32Array(lists.length + 1);
    lists.forEach((list, k) => {
      starts[k + 1] = starts[k]! + list.length;
    });
    const positions = new Int32Array(starts[lists.length]!);
    lists.forEach((list, k) => {
      positions.set(list, starts[k]!);
    });
    const numbers = new Map(keys.map((key, k) => [key, k]));
    const setStarts = new Int32Array(this.sets.length + 1);
    this.sets.forEach((tags, set) => {
      setStarts[set + 1] = setStarts[set]! + tags.length;
    });
    const members = Int32Array.from(this.sets.flat(), (tag) => numbers.get(tag)!);
    return { keys, starts, positions, codes: this.codes, setStarts, members };
  }
}

/** One pass over the products, filling every column: the build runs in the request's turn of the event loop. */
export function buildFacetIndex(source: IndexSource): FacetIndex {
  const { products } = source;
  const size = products.length;
  const positions = new Map<number, number>();
  const [categories, brands, vendors] = [new Coder(size), new Coder(size), new Coder(size)];
  const [colors, sizes] = [new Tagger(size), new Tagger(size)];
  const ratingTenths = new Int16Array(size);
  const minPrices = new Float64Array(size);
  const discountTypes = new Uint8Array(size);
  const discountValues = new Int32Array(size);
  const inStock = new Uint8Array(size);
  const updatedMicros = new Float64Array(size);
  const createdMicros = new Float64Array(size);
  const ids = new Int32Array(size);
  for (let i = 0; i < size; i += 1) {
    const product = products[i]!;
    positions.set(product.id, i);
    categories.add(i, product.categoryId);
    brands.add(i, product.brandId ?? 0);
    vendors.add(i, product.vendorId);
    ratingTenths[i] = product.ratingTenths;
    minPrices[i] = product.minPrice ?? Number.NaN;
    discountTypes[i] = DISCOUNT_TYPES.indexOf(product.discountType);
    discountValues[i] = product.discountValue;
    inStock[i] = Number(product.inStock);
    updatedMicros[i] = product.updatedMicros;
    createdMicros[i] = product.createdMicros;
    ids[i] = product.id;
    colors.add(i, product.colors);
    sizes.add(i, product.sizes);
  }
  const newest = new Int32Array(size);
  for (let i = 0; i < size; i += 1) newest[i] = i;
  newest.sort((a, b) => createdMicros[b]! - createdMicros[a]! || ids[b]! - ids[a]!);
  const newestRanks = new Int32Array(size);
  for (let rank = 0; rank < size; rank += 1) newestRanks[newest[rank]!] = rank;
  return {
    version: source.version,
    size,
    positions,
    categories: categories.coded(),
    brands: brands.coded(),
    vendors: vendors.coded(),
    ratingTenths,
    minPrices,
    discountTypes,
    discountValues,
    inStock,
    updatedMicros,
    newestRanks,
    newestIds: newest.map((i) => ids[i]!),
    colors: colors.tags(),
    sizes: sizes.tags(),
    flashItems: source.flashItems.flatMap((item) => {
      const at = positions.get(item.productId);
      return at === undefined ? [] : [{ ...item, at }];
    }),
    names: { brands: source.brands, vendors: source.vendors, swatches: source.swatches, categories: source.categories },
  };
}

/**
 * Each product's card price at `now`: the best running flash sale item's percent, else its own discount. Prices
 * move only when a flash sale starts or ends, so they are kept with the index for as long as the same items run.
 */
export function salePricesAt(index: FacetIndex, now: Date): Float64Array {
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
