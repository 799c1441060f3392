import { link, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type Locale, type ProductCard, type ProductPageRecord, shownIds } from '#contract';
import {
  type CardOutline,
  type CatalogueIndex,
  type CatalogueSnapshot,
  type DetailFile,
  type ProductSummary,
  SNAPSHOT_FORMAT,
} from '../../src/lib/catalogue';
import type { CardFile } from '../../src/lib/catalogue-files';
import type { KeptSnapshot } from './kept-snapshot';

/**
 * Product pages per detail file (about 3 KB each); cards per card file (about 1 KB each with the summary). A change
 * writes anew, and Astro reads again, each file holding a product it touches: about ten pages a change, spread over
 * the catalogue, so small files (0.3 to 1 MB) keep that short, and a full build reads the same bytes in more files.
 */
export const DETAILS_PER_FILE = 100;
export const CARDS_PER_FILE = 1_000;

export function summarise(page: ProductPageRecord): ProductSummary {
  const { id, updated_at, variant_options } = page.product;
  return { product: { id, updated_at, variant_options }, shows: shownIds(page) };
}

/** A fresh folder for one locale's files under `root`: new names, so a reader of the previous ones is undisturbed. */
export async function newLocaleFolder(root: string, locale: Locale): Promise<string> {
  await mkdir(root, { recursive: true });
  return basename(await mkdtemp(join(root, `${locale}.`)));
}

const detailsJson = (pages: ProductPageRecord[]) =>
  JSON.stringify(Object.fromEntries(pages.map((page) => [String(page.product.id), page])));

/**
 * Writes product pages to `root/folder` as they arrive, DETAILS_PER_FILE to a file, so the snapshot never sits in
 * memory or in one string; keeps their summaries.
 */
export class DetailFileWriter {
  private pending: ProductPageRecord[] = [];
  private readonly files: DetailFile[] = [];
  readonly summaries: Record<string, ProductSummary> = {};

  constructor(
    private readonly root: string,
    private readonly folder: string,
    private readonly perFile = DETAILS_PER_FILE,
  ) {}

  /** Resolves once the files it filled are on disk (the fetch waits for the disk). */
  async add(pages: ProductPageRecord[]): Promise<void> {
    for (const page of pages) this.summaries[String(page.product.id)] = summarise(page);
    this.pending.push(...pages);
    const full: ProductPageRecord[][] = [];
    while (this.pending.length >= this.perFile) full.push(this.pending.splice(0, this.perFile));
    await Promise.all(full.map((batch) => this.write(batch)));
  }

  /** Writes what is left; answers the id → file index. */
  async finish(): Promise<DetailFile[]> {
    if (this.pending.length > 0) await this.write(this.pending.splice(0));
    return this.files;
  }

  private async write(pages: ProductPageRecord[]): Promise<void> {
    const file = `${this.folder}/details-${String(this.files.length).padStart(4, '0')}.json`;
    this.files.push({ file, ids: pages.map((page) => page.product.id) });
    await writeFile(join(this.root, file), detailsJson(pages));
  }
}

const numbered = (folder: string, kind: 'cards' | 'outline', number: number) =>
  `${folder}/${kind}-${String(number).padStart(4, '0')}.json`;

/** A card file's outline: what an incremental build's patch reads instead of it. */
export function outlineOf({ products, details }: CardFile): CardOutline[] {
  return products.map(({ id }) => {
    const summary = details[id];
    return { id, updated_at: summary?.product.updated_at ?? null, shows: summary?.shows ?? [] };
  });
}

/** Writes card file `number` of `folder` and its outline; answers their names. */
async function writeCardFile(root: string, folder: string, number: number, part: CardFile) {
  const [cards, outline] = [numbered(folder, 'cards', number), numbered(folder, 'outline', number)];
  await writeFile(join(root, cards), JSON.stringify(part));
  await writeFile(join(root, outline), JSON.stringify(outlineOf(part)));
  return { cards, outline };
}

/** The cards and their summaries in files of CARDS_PER_FILE, each with its outline; answers the index. */
export async function writeCardFiles(
  root: string,
  folder: string,
  snapshot: CatalogueSnapshot,
): Promise<CatalogueIndex> {
  const { products, details, ...index } = snapshot;
  const card_files: string[] = [];
  const card_outlines: string[] = [];
  for (let start = 0; start < products.length; start += CARDS_PER_FILE) {
    const cards = products.slice(start, start + CARDS_PER_FILE);
    const part: CardFile = {
      products: cards,
      details: Object.fromEntries(cards.flatMap((card) => (details[card.id] ? [[card.id, details[card.id]]] : []))),
    };
    const written = await writeCardFile(root, folder, card_files.length, part);
    card_files.push(written.cards);
    card_outlines.push(written.outline);
  }
  return { ...index, format: SNAPSHOT_FORMAT, card_files, card_outlines };
}

/** Writes `<locale>.json` (under a temporary name first) and removes the locale's folders it no longer names. */
export async function writeIndex(root: string, index: CatalogueIndex): Promise<void> {
  const file = join(root, `${index.locale}.json`);
  await writeFile(`${file}.tmp`, JSON.stringify(index));
  await rename(`${file}.tmp`, file);
  const current = new Set([...index.card_files, ...index.detail_files.map(({ file: name }) => name)].map(folderOf));
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name.startsWith(`${index.locale}.`) && !current.has(entry.name)) {
      await rm(join(root, entry.name), { recursive: true, force: true });
    }
  }
}

const folderOf = (file: string) => file.split('/')[0]!;

/** One locale's changes, as an incremental build writes them over the kept snapshot. */
export interface SnapshotPatch {
  /** The kept snapshot's index with the lists patched in; its files are the kept ones until written. */
  index: CatalogueIndex;
  /** The new pages of the changed products and of the products whose pages show them. */
  pages: ProductPageRecord[];
  /** The changed products' new cards. */
  cards: ProductCard[];
}

/**
 * Whether a product's summary is not the one its outline records. A product whose own page changed has a later
 * updated_at (the API lists it among the changes); a product that only shows a changed one keeps its time, and its
 * summary moves only if it now shows other products.
 */
const summaryMoved = (outline: CardOutline, summary: ProductSummary) =>
  outline.updated_at !== summary.product.updated_at || outline.shows.join() !== summary.shows.join();

/**
 * The kept snapshot with `patch` in, written to `root`: the files holding a product with a new page, card or summary
 * are written anew, the others are hard links to the kept ones (never written in place, so a reader of the kept
 * snapshot is undisturbed). Only the card files written anew are read.
 */
export async function writePatchedSnapshot(
  root: string,
  kept: KeptSnapshot,
  { index, pages, cards }: SnapshotPatch,
): Promise<CatalogueIndex> {
  const folder = await newLocaleFolder(root, index.locale);
  const freshById = new Map(pages.map((page) => [page.product.id, page]));
  const detail_files: DetailFile[] = [];
  for (const { file, ids } of index.detail_files) {
    const target = `${folder}/${basename(file)}`;
    if (ids.some((id) => freshById.has(id))) {
      const old: Record<string, ProductPageRecord> = JSON.parse(await readFile(join(kept.dir, file), 'utf8'));
      await writeFile(join(root, target), detailsJson(ids.map((id) => freshById.get(id) ?? old[String(id)]!)));
    } else {
      await link(join(kept.dir, file), join(root, target));
    }
    detail_files.push({ file: target, ids });
  }
  return { ...index, detail_files, ...(await patchCardFiles(root, folder, kept, pages, cards)) };
}

/** The kept card files with new cards and summaries in: written anew where one moved, else linked. */
async function patchCardFiles(
  root: string,
  folder: string,
  kept: KeptSnapshot,
  pages: ProductPageRecord[],
  cards: ProductCard[],
): Promise<Pick<CatalogueIndex, 'card_files' | 'card_outlines'>> {
  const cardsById = new Map(cards.map((card) => [card.id, card]));
  const summaries = new Map(pages.map((page) => [page.product.id, summarise(page)]));
  const card_files: string[] = [];
  const card_outlines: string[] = [];
  for (const [number, outline] of kept.outlines.entries()) {
    const moved = outline.some((entry) => {
      const summary = summaries.get(entry.id);
      return cardsById.has(entry.id) || (summary !== undefined && summaryMoved(entry, summary));
    });
    if (!moved) {
      card_files.push(numbered(folder, 'cards', number));
      card_outlines.push(numbered(folder, 'outline', number));
      await link(join(kept.dir, kept.index.card_files[number]!), join(root, card_files.at(-1)!));
      await link(join(kept.dir, kept.index.card_outlines[number]!), join(root, card_outlines.at(-1)!));
      continue;
    }
    const part = kept.cards(number);
    const written = await writeCardFile(root, folder, number, {
      products: part.products.map((card) => cardsById.get(card.id) ?? card),
      details: {
        ...part.details,
        ...Object.fromEntries(outline.flatMap(({ id }) => (summaries.has(id) ? [[id, summaries.get(id)!]] : []))),
      },
    });
    card_files.push(written.cards);
    card_outlines.push(written.outline);
  }
  return { card_files, card_outlines };
}
