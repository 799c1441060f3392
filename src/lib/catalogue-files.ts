import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductCard, ProductDetail, ProductPageRecord } from '#contract';

/**
 * How a catalogue snapshot lies on disk, so that no file or string grows with the catalogue: `<locale>.json`
 * holds the small lists and the index of the other files, which sit in a folder of their own; the product cards
 * (with what listings need of each product page) in files of a few thousand, the product pages in files of a
 * few hundred, read one at a time when a page needs them; beside each card file, its outline.
 */

/** What listings and rebuilds need of a product page; the whole page comes from its detail file. */
export interface ProductSummary {
  product: Pick<ProductDetail, 'id' | 'updated_at' | 'variant_options'>;
  /** The products the page shows: related ones, previous and next. */
  shows: number[];
}

/**
 * A file of product pages (keyed by product id, the products they show by id) and the products it holds: together,
 * the id → file index.
 */
export interface DetailFile {
  file: string;
  ids: number[];
}

/** A file of product cards, newest first, with their summaries. */
export interface CardFile {
  products: ProductCard[];
  details: Record<string, ProductSummary>;
}

/**
 * What an incremental build's patch reads of a card file instead of the file itself (a tenth of its size): its
 * products in order, each with the time of its page and the products its page shows (none without a page).
 */
export interface CardOutline {
  id: number;
  updated_at: string | null;
  shows: number[];
}

/** Parsed detail files kept at once: pages render in product order, a few at a time. */
const DETAIL_FILES_KEPT = 4;

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * A file's identity on disk: a hard link to it has the same. With its size and time, a new file that reuses the number
 * of a deleted one (a snapshot parsed ahead long before, when Astro waits for the next change) is not taken for it.
 */
function identity(file: string): string {
  const { dev, ino, size, mtimeMs } = statSync(file);
  return `${dev}:${ino}:${size}:${mtimeMs}`;
}

/**
 * One object for each distinct value (by its JSON) of the parts that cards repeat thousands of times (brand, category,
 * shop) and that page summaries repeat (variant options): at 30,000 products this kept 42 of the 108 MB the two
 * snapshots held. Nothing changes a card's or summary's parts in place, so sharing them is safe.
 */
const sharedParts = new Map<string, unknown>();

function shared<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  const key = JSON.stringify(value);
  const found = sharedParts.get(key);
  if (found) return found as T;
  sharedParts.set(key, value);
  return value;
}

function readCards(file: string): CardFile {
  const cards = readJson<CardFile>(file);
  for (const card of cards.products) {
    card.brand = shared(card.brand);
    card.category = shared(card.category);
    card.seller = shared(card.seller);
  }
  for (const summary of Object.values(cards.details)) {
    summary.product.variant_options = shared(summary.product.variant_options);
  }
  return cards;
}

/** Card files read ahead (readCardFileAhead), by identity. */
const readAhead = new Map<string, CardFile>();

/**
 * Reads card file `file` of a snapshot read ahead of one that will link most of its files: an incremental build's
 * patched snapshot is hard links to the previous one's unchanged files, and writes a changed one anew, never in place
 * (snapshot-files.ts). So a file with the same identity has the same cards.
 */
export function readCardFileAhead(file: string): CardFile {
  const cards = readCards(file);
  readAhead.set(identity(file), cards);
  return cards;
}

/** A card file: the very cards read ahead when it is one of those files, else read now. */
export function readCardFile(file: string): CardFile {
  if (readAhead.size === 0) return readCards(file);
  return readAhead.get(identity(file)) ?? readCards(file);
}

/** The product pages of a snapshot, reading a detail file when a page asks for a product in it. */
export class DetailReader {
  private readonly fileOf = new Map<number, number>();
  /** Parsed files by number, least recently used first. */
  private readonly parsed = new Map<number, Record<string, ProductPageRecord>>();

  constructor(
    private readonly dir: string,
    private readonly files: DetailFile[],
    private readonly kept = DETAIL_FILES_KEPT,
  ) {
    files.forEach(({ ids }, index) => {
      for (const id of ids) this.fileOf.set(id, index);
    });
  }

  get(id: number): ProductPageRecord | undefined {
    const index = this.fileOf.get(id);
    return index === undefined ? undefined : this.file(index)[String(id)];
  }

  /** The files parsed now, least recently used first. */
  loaded(): number[] {
    return [...this.parsed.keys()];
  }

  private file(index: number): Record<string, ProductPageRecord> {
    let details = this.parsed.get(index);
    if (details) this.parsed.delete(index);
    else details = readJson(join(this.dir, this.files[index]!.file));
    this.parsed.set(index, details!);
    if (this.parsed.size > this.kept) this.parsed.delete(this.parsed.keys().next().value!);
    return details!;
  }
}
