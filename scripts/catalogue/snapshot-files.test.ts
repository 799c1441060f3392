import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ProductDetailsResponse, pageRecordOf } from '#contract';
import { type CatalogueSnapshot, productDetails, productIds, readSnapshot } from '../../src/lib/catalogue';
import { DetailReader } from '../../src/lib/catalogue-files';
import { productCard } from '../../src/lib/product-card.test-helpers';
import { readKeptSnapshot } from './kept-snapshot';
import {
  CARDS_PER_FILE,
  DetailFileWriter,
  newLocaleFolder,
  type SnapshotPatch,
  summarise,
  writeCardFiles,
  writeIndex,
  writePatchedSnapshot,
} from './snapshot-files';

const card = (id: number) => productCard({ id, name: `Product ${id}`, price: 100 + id });
const detailsOf = (id: number, price = 100 + id) =>
  ({
    product: { id, price, updated_at: '2026-01-01T00:00:00.000Z', variant_options: [{ name: 'size', values: [] }] },
    relatedProducts: [card(id + 1)],
    prevProduct: id > 1 ? card(id - 1) : null,
    nextProduct: null,
  }) as unknown as ProductDetailsResponse;
const pageOf = (id: number, price = 100 + id) => pageRecordOf(detailsOf(id, price));

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-snapshot-files-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Writes a snapshot of products 1..count to `dir`, three product pages to a file, given in batches of `batch`. */
async function writeSnapshot(dir: string, count: number, batch = 2): Promise<CatalogueSnapshot> {
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  const folder = await newLocaleFolder(dir, 'en');
  const writer = new DetailFileWriter(dir, folder, 3);
  for (let start = 0; start < count; start += batch)
    await writer.add(ids.slice(start, start + batch).map((id) => pageOf(id)));
  const snapshot = {
    locale: 'en',
    fetched_at: '2026-01-02T00:00:00.000Z',
    categories: [],
    products: ids.map(card),
    details: writer.summaries,
    detail_files: await writer.finish(),
  } as unknown as CatalogueSnapshot;
  await writeIndex(dir, await writeCardFiles(dir, folder, snapshot));
  return snapshot;
}

describe('snapshot files', () => {
  it('read back as they were written: cards, summaries and every product page', async () => {
    await writeSnapshot(root, 7);
    const snapshot = readSnapshot(root, 'en');
    expect(snapshot.products).toEqual([1, 2, 3, 4, 5, 6, 7].map(card));
    expect(snapshot.detail_files.map((file) => file.ids)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(productIds(snapshot)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const id of [1, 2, 3, 4, 5, 6]) expect(productDetails(snapshot, id)).toEqual(detailsOf(id));
    const { product } = detailsOf(2);
    expect(snapshot.details['2']).toEqual({
      product: { id: 2, updated_at: product.updated_at, variant_options: product.variant_options },
      shows: [3, 1],
    });
    expect(productDetails(snapshot, 99)).toBeUndefined();
    expect(readKeptSnapshot(root, 'en')!.outlines.flat()).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((id) => ({
        id,
        updated_at: '2026-01-01T00:00:00.000Z',
        shows: id > 1 ? [id + 1, id - 1] : [id + 1],
      })),
    );
  });

  it('hold each product page with the products it shows by id, and give it back with their cards from the listing', async () => {
    await writeSnapshot(root, 7);
    const snapshot = readSnapshot(root, 'en');
    const stored = JSON.parse(await readFile(join(root, snapshot.detail_files[0]!.file), 'utf8'));
    expect(stored['2']).toEqual({ product: detailsOf(2).product, relatedIds: [3], prevId: 1, nextId: null });
    // Product 7's page shows product 8, which the listing does not hold: it has no card to show, and no page to link.
    expect(snapshot.details['7']?.shows).toEqual([8, 6]);
    expect(productDetails(snapshot, 7)).toEqual({ ...detailsOf(7), relatedProducts: [] });
  });

  it('are refused when an earlier version wrote them in another format', async () => {
    await writeSnapshot(root, 2);
    const { format: _format, ...older } = JSON.parse(await readFile(join(root, 'en.json'), 'utf8'));
    await writeFile(join(root, 'en.json'), JSON.stringify(older));
    expect(() => readSnapshot(root, 'en')).toThrow(/format is 1, not 2.*|run scripts\/catalogue\/fetch-catalogue/);
  });

  it('split the cards into files of CARDS_PER_FILE', async () => {
    const count = CARDS_PER_FILE + 1;
    const folder = await newLocaleFolder(root, 'en');
    const products = Array.from({ length: count }, (_, i) => card(i + 1));
    const snapshot = { locale: 'en', products, details: {}, detail_files: [] } as unknown as CatalogueSnapshot;
    const index = await writeCardFiles(root, folder, snapshot);
    expect(index.card_files).toHaveLength(2);
    await writeIndex(root, index);
    expect(readSnapshot(root, 'en').products).toEqual(products);
  });

  it('list the product ids from the index alone, without the page files', async () => {
    const written = await writeSnapshot(root, 5);
    for (const { file } of written.detail_files) await rm(join(root, file));
    const snapshot = readSnapshot(root, 'en');
    expect(productIds(snapshot)).toEqual([1, 2, 3, 4, 5]);
    expect(() => productDetails(snapshot, 1)).toThrow(/ENOENT/);
  });

  it('keep only the files of the locale’s current snapshot', async () => {
    const first = await writeSnapshot(root, 4);
    const second = await writeSnapshot(root, 4);
    const folderOf = (snapshot: CatalogueSnapshot) => snapshot.detail_files[0]!.file.split('/')[0];
    expect((await readdir(root)).sort()).toEqual(['en.json', folderOf(second)].sort());
    expect(folderOf(first)).not.toBe(folderOf(second));
  });
});

describe('DetailReader', () => {
  it('parses a file only when a product in it is asked for, and keeps at most `kept`, dropping the least recent', async () => {
    const { detail_files } = await writeSnapshot(root, 9);
    const reader = new DetailReader(root, detail_files, 2);
    expect(reader.loaded()).toEqual([]);
    expect(reader.get(1)?.product.id).toBe(1);
    expect(reader.get(2)?.product.id).toBe(2);
    expect(reader.loaded()).toEqual([0]);
    reader.get(4);
    reader.get(3);
    expect(reader.loaded()).toEqual([1, 0]);
    reader.get(7);
    expect(reader.loaded()).toEqual([0, 2]);

    // File 1 was dropped: it is read again from disk; file 0 is still held.
    const changed = { '4': pageOf(4, 999) };
    await writeFile(join(root, detail_files[1]!.file), JSON.stringify(changed));
    await writeFile(join(root, detail_files[0]!.file), '{}');
    expect(reader.get(1)?.product.id).toBe(1);
    expect(reader.get(4)?.product.price).toBe(999);
    expect(reader.loaded()).toEqual([0, 1]);
  });
});

describe('writePatchedSnapshot', () => {
  const previousDir = () => join(root, 'previous');
  const nextDir = () => join(root, 'next');
  const inodes = async (dir: string, kind: 'card_files' | 'card_outlines') => {
    const names: string[] = JSON.parse(await readFile(join(dir, 'en.json'), 'utf8'))[kind];
    return Promise.all(names.map(async (file) => (await stat(join(dir, file))).ino));
  };
  /** Writes `patch` over the snapshot in previousDir to nextDir. */
  async function patched(patch: Omit<SnapshotPatch, 'index'>): Promise<CatalogueSnapshot> {
    await mkdir(nextDir());
    const kept = readKeptSnapshot(previousDir(), 'en')!;
    await writeIndex(nextDir(), await writePatchedSnapshot(nextDir(), kept, { index: kept.index, ...patch }));
    return readSnapshot(nextDir(), 'en');
  }

  it('writes the files holding a changed product anew and links the others, leaving the previous snapshot as it was', async () => {
    await writeSnapshot(previousDir(), 7);
    const previous = readSnapshot(previousDir(), 'en');
    const next = await patched({ pages: [pageOf(5, 555)], cards: [] });

    expect(productIds(next)).toEqual(productIds(previous));
    expect(productDetails(next, 5)?.product.price).toBe(555);
    expect(productDetails(next, 4)).toEqual(detailsOf(4));
    expect(productDetails(readSnapshot(previousDir(), 'en'), 5)?.product.price).toBe(105);
    const inode = async (dir: string, file: string) => (await stat(join(dir, file))).ino;
    const [first, middle] = [0, 1].map((index) => [previous.detail_files[index]!.file, next.detail_files[index]!.file]);
    expect(await inode(nextDir(), first![1]!)).toBe(await inode(previousDir(), first![0]!));
    expect(await inode(nextDir(), middle![1]!)).not.toBe(await inode(previousDir(), middle![0]!));
  });

  it('links the card file of a product whose page is new but shows the same products at the same time', async () => {
    await writeSnapshot(previousDir(), 7);
    const next = await patched({ pages: [pageOf(5, 555)], cards: [] });
    expect(next.details['5']).toEqual(summarise(pageOf(5)));
    expect(await inodes(nextDir(), 'card_files')).toEqual(await inodes(previousDir(), 'card_files'));
    expect(await inodes(nextDir(), 'card_outlines')).toEqual(await inodes(previousDir(), 'card_outlines'));
  });

  it('writes the card file anew, outline too, when a page shows other products or has another time', async () => {
    await writeSnapshot(previousDir(), 7);
    const showsOthers = { ...pageOf(5), relatedIds: [7] };
    const later = { ...pageOf(6), product: { ...pageOf(6).product, updated_at: '2026-02-01T00:00:00.000Z' } };
    const next = await patched({ pages: [showsOthers, later], cards: [] });
    expect(next.details['5']!.shows).toEqual([7, 4]);
    expect(next.details['6']!.product.updated_at).toBe('2026-02-01T00:00:00.000Z');
    expect(readKeptSnapshot(nextDir(), 'en')!.outlines[0]!.slice(4, 6)).toEqual([
      { id: 5, updated_at: '2026-01-01T00:00:00.000Z', shows: [7, 4] },
      { id: 6, updated_at: '2026-02-01T00:00:00.000Z', shows: [7, 5] },
    ]);
    expect(await inodes(nextDir(), 'card_files')).not.toEqual(await inodes(previousDir(), 'card_files'));
  });

  it('writes the card file holding a changed card anew and links the others', async () => {
    await writeSnapshot(previousDir(), CARDS_PER_FILE + 2, 500);
    const previous = readSnapshot(previousDir(), 'en');
    const moved = CARDS_PER_FILE + 1;
    const next = await patched({ pages: [], cards: [{ ...card(moved), price: 1 }] });

    expect(next.products.find((item) => item.id === moved)?.price).toBe(1);
    expect(next.products.filter((item) => item.id !== moved)).toEqual(
      previous.products.filter((item) => item.id !== moved),
    );
    for (const kind of ['card_files', 'card_outlines'] as const) {
      const [before, after] = [await inodes(previousDir(), kind), await inodes(nextDir(), kind)];
      expect(after).toHaveLength(2);
      expect(after[0]).toBe(before[0]);
      expect(after[1]).not.toBe(before[1]);
    }
  });
});
