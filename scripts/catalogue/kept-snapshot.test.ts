import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../src/lib/catalogue';
import { productCard } from '../../src/lib/product-card.test-helpers';
import { readKeptSnapshot } from './kept-snapshot';
import { CARDS_PER_FILE, newLocaleFolder, writeCardFiles, writeIndex } from './snapshot-files';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-kept-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function keep(count: number) {
  const products = Array.from({ length: count }, (_, i) => productCard({ id: i + 1, price: 100 + i }));
  const snapshot = { locale: 'en', products, details: {}, detail_files: [] } as unknown as CatalogueSnapshot;
  const index = await writeCardFiles(root, await newLocaleFolder(root, 'en'), snapshot);
  await writeIndex(root, index);
  return index;
}

describe('the kept snapshot, as the patch reads it', () => {
  it('counts and finds products from the outlines, reading a card file only for a card asked for', async () => {
    const index = await keep(CARDS_PER_FILE + 1);
    // A card file that is read would fail to parse: only the second one may be read.
    await writeFile(join(root, index.card_files[0]!), 'not JSON');
    const kept = readKeptSnapshot(root, 'en')!;
    expect(kept.productCount).toBe(CARDS_PER_FILE + 1);
    expect(kept.fileOf(1)).toBe(0);
    expect(kept.card(CARDS_PER_FILE + 1)?.price).toBe(100 + CARDS_PER_FILE);
    expect(kept.card(CARDS_PER_FILE + 2)).toBeUndefined();
    expect(() => kept.card(1)).toThrow(/JSON/);
  });

  it('is none when an earlier version wrote the snapshot, without outlines or with card copies in its pages (the rebuild is then a full one)', async () => {
    const { card_outlines: _none, format: _format, ...beforeOutlines } = await keep(2);
    const { format: _current, ...withCardCopies } = await keep(2);
    for (const older of [beforeOutlines, withCardCopies]) {
      await writeFile(join(root, 'en.json'), JSON.stringify(older));
      expect(readKeptSnapshot(root, 'en')).toBeNull();
    }
    await writeFile(join(root, 'en.json'), JSON.stringify(await keep(2)));
    expect(readKeptSnapshot(root, 'en')?.productCount).toBe(2);
  });
});
