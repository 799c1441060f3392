import { link, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Locale, ProductDetailsResponse } from '#contract';
import type { CatalogueIndex, CatalogueSnapshot, DetailFile, ProductSummary } from '../../src/lib/catalogue';
import type { CardFile } from '../../src/lib/catalogue-files';

/** Product pages per detail file (about 9 KB each); cards per card file (about 1.2 KB each with the summary). */
export const DETAILS_PER_FILE = 500;
export const CARDS_PER_FILE = 5_000;

export function summarise({
  product,
  relatedProducts,
  prevProduct,
  nextProduct,
}: ProductDetailsResponse): ProductSummary {
  const shown = [...relatedProducts, prevProduct, nextProduct].filter((card) => card !== null);
  return {
    product: { id: product.id, updated_at: product.updated_at, variant_options: product.variant_options },
    shows: shown.map((card) => card.id),
  };
}

/** A fresh folder for one locale's files under `root`: new names, so a reader of the previous ones is undisturbed. */
export async function newLocaleFolder(root: string, locale: Locale): Promise<string> {
  await mkdir(root, { recursive: true });
  return basename(await mkdtemp(join(root, `${locale}.`)));
}

const detailsJson = (details: ProductDetailsResponse[]) =>
  JSON.stringify(Object.fromEntries(details.map((detail) => [String(detail.product.id), detail])));

/**
 * Writes product pages to `root/folder` as they arrive, DETAILS_PER_FILE to a file, so the snapshot never sits in
 * memory or in one string; keeps their summaries.
 */
export class DetailFileWriter {
  private pending: ProductDetailsResponse[] = [];
  private readonly files: DetailFile[] = [];
  readonly summaries: Record<string, ProductSummary> = {};

  constructor(
    private readonly root: string,
    private readonly folder: string,
    private readonly perFile = DETAILS_PER_FILE,
  ) {}

  /** Resolves once the files it filled are on disk (the fetch waits for the disk). */
  async add(details: ProductDetailsResponse[]): Promise<void> {
    for (const detail of details) this.summaries[String(detail.product.id)] = summarise(detail);
    this.pending.push(...details);
    const full: ProductDetailsResponse[][] = [];
    while (this.pending.length >= this.perFile) full.push(this.pending.splice(0, this.perFile));
    await Promise.all(full.map((batch) => this.write(batch)));
  }

  /** Writes what is left; answers the id → file index. */
  async finish(): Promise<DetailFile[]> {
    if (this.pending.length > 0) await this.write(this.pending.splice(0));
    return this.files;
  }

  private async write(details: ProductDetailsResponse[]): Promise<void> {
    const file = `${this.folder}/details-${String(this.files.length).padStart(4, '0')}.json`;
    this.files.push({ file, ids: details.map((detail) => detail.product.id) });
    await writeFile(join(this.root, file), detailsJson(details));
  }
}

/** A previous snapshot's card files, to link where none of their cards or summaries changed. */
interface KeptCards {
  previousDir: string;
  files: string[];
  /** The products whose card or summary changed. */
  changed: ReadonlySet<number>;
}

/**
 * The cards and their summaries in files of CARDS_PER_FILE, then the index; answers the index. With `kept`, a file
 * whose cards and summaries are all as before is a hard link to the previous one (an incremental build keeps the
 * products and their order, so its files hold the same products).
 */
export async function writeCardFiles(
  root: string,
  folder: string,
  snapshot: CatalogueSnapshot,
  kept?: KeptCards,
): Promise<CatalogueIndex> {
  const { products, details, ...index } = snapshot;
  const card_files: string[] = [];
  for (let start = 0; start < products.length; start += CARDS_PER_FILE) {
    const cards = products.slice(start, start + CARDS_PER_FILE);
    const file = `${folder}/cards-${String(card_files.length).padStart(4, '0')}.json`;
    const previous = kept?.files[card_files.length];
    if (previous && !cards.some((card) => kept.changed.has(card.id))) {
      await link(join(kept.previousDir, previous), join(root, file));
    } else {
      const part: CardFile = {
        products: cards,
        details: Object.fromEntries(cards.flatMap((card) => (details[card.id] ? [[card.id, details[card.id]]] : []))),
      };
      await writeFile(join(root, file), JSON.stringify(part));
    }
    card_files.push(file);
  }
  return { ...index, card_files };
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

/**
 * A patched copy of the snapshot in `previousDir` written to `root`: the files holding a product of `fresh` (its
 * page) or of `changedCards` (its card) are written anew, the others are hard links to the previous files (never
 * written in place, so a reader of the previous snapshot is undisturbed). `snapshot` carries the patched lists,
 * cards and summaries, its products in the previous order.
 */
export async function writePatchedSnapshot(
  root: string,
  previousDir: string,
  snapshot: CatalogueSnapshot,
  fresh: ProductDetailsResponse[],
  changedCards: readonly number[] = [],
): Promise<CatalogueIndex> {
  const folder = await newLocaleFolder(root, snapshot.locale);
  const freshById = new Map(fresh.map((detail) => [detail.product.id, detail]));
  const detail_files: DetailFile[] = [];
  for (const { file, ids } of snapshot.detail_files) {
    const target = `${folder}/${basename(file)}`;
    if (ids.some((id) => freshById.has(id))) {
      const old: Record<string, ProductDetailsResponse> = JSON.parse(await readFile(join(previousDir, file), 'utf8'));
      await writeFile(join(root, target), detailsJson(ids.map((id) => freshById.get(id) ?? old[String(id)]!)));
    } else {
      await link(join(previousDir, file), join(root, target));
    }
    detail_files.push({ file: target, ids });
  }
  const previous: CatalogueIndex = JSON.parse(await readFile(join(previousDir, `${snapshot.locale}.json`), 'utf8'));
  const changed = new Set([...freshById.keys(), ...changedCards]);
  return writeCardFiles(
    root,
    folder,
    { ...snapshot, detail_files },
    { previousDir, files: previous.card_files, changed },
  );
}
