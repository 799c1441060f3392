import { join } from 'node:path';
import type { Locale, ProductCard } from '#contract';
import { type CardOutline, type CatalogueIndex, SNAPSHOT_FORMAT } from '../../src/lib/catalogue';
import { type CardFile, readJson } from '../../src/lib/catalogue-files';

/**
 * The last build's snapshot as an incremental build's patch reads it: the index and the outlines of the card
 * files, and a card file only when a product in it changed. At 100,000 products the outlines are about 12 MB a
 * language, the card files about 100 MB.
 */
export class KeptSnapshot {
  readonly outlines: CardOutline[][];
  private readonly fileNumber = new Map<number, number>();
  private readonly parsed = new Map<number, CardFile>();

  constructor(
    readonly dir: string,
    readonly index: CatalogueIndex,
  ) {
    this.outlines = index.card_outlines.map((name) => readJson<CardOutline[]>(join(dir, name)));
    this.outlines.forEach((outline, file) => {
      for (const { id } of outline) this.fileNumber.set(id, file);
    });
  }

  get productCount(): number {
    return this.fileNumber.size;
  }

  /** The number of the card file holding product `id`. */
  fileOf(id: number): number | undefined {
    return this.fileNumber.get(id);
  }

  /** Card file `file` (its number), read once. */
  cards(file: number): CardFile {
    let part = this.parsed.get(file);
    if (!part) {
      part = readJson<CardFile>(join(this.dir, this.index.card_files[file]!));
      this.parsed.set(file, part);
    }
    return part;
  }

  /** Product `id`'s card as the last build had it. */
  card(id: number): ProductCard | undefined {
    const file = this.fileOf(id);
    return file === undefined ? undefined : this.cards(file).products.find((card) => card.id === id);
  }
}

/** The kept snapshot of `locale` in `dir`; null when an earlier version wrote it in another format. */
export function readKeptSnapshot(dir: string, locale: Locale): KeptSnapshot | null {
  const file = join(dir, `${locale}.json`);
  try {
    const index = readJson<CatalogueIndex>(file);
    return index.format === SNAPSHOT_FORMAT ? new KeptSnapshot(dir, index) : null;
  } catch (error) {
    throw new Error(`Cannot read the catalogue snapshot ${file} that the last build kept: ${error}`);
  }
}
