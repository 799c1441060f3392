import { link, mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CardFile, readCardFile, readCardFileAhead } from './catalogue-files';

const cardFile = (name: string) => JSON.stringify({ products: [{ id: 1, name }], details: {} });

/** A time in whole seconds, which the file system keeps exactly. */
const WRITTEN_AT = new Date('2026-01-01T00:00:00Z');

/** Writes `name` to `file` at WRITTEN_AT: over one written so with a name of the same length, unnoticeably. */
async function writeCardFile(file: string, name: string): Promise<void> {
  await writeFile(file, cardFile(name));
  await utimes(file, WRITTEN_AT, WRITTEN_AT);
}

describe('card files read ahead (Astro waiting for an incremental build’s patch)', () => {
  let work: string;
  const readAhead = () => {
    for (const name of ['cards-0000.json', 'cards-0001.json']) readCardFileAhead(join(work, 'previous/en.1', name));
  };
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'haat-cards-'));
    await mkdir(join(work, 'previous', 'en.1'), { recursive: true });
    await mkdir(join(work, 'patched', 'en.2'), { recursive: true });
    const names = ['en.1/cards-0000.json', 'en.1/cards-0001.json'];
    await writeCardFile(join(work, 'previous', names[0]!), 'kept');
    await writeCardFile(join(work, 'previous', names[1]!), 'before the change');
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  it('takes a file the patched snapshot links as read, and reads a file written anew', async () => {
    await link(join(work, 'previous/en.1/cards-0000.json'), join(work, 'patched/en.2/cards-0000.json'));
    await writeFile(join(work, 'patched/en.2/cards-0001.json'), cardFile('after the change'));
    readAhead();
    // Written in place after it was read (snapshots never are), the linked file shows which copy is read.
    await writeCardFile(join(work, 'previous/en.1/cards-0000.json'), 'KEPT');

    expect(readCardFile(join(work, 'patched/en.2/cards-0000.json')).products[0]!.name).toBe('kept');
    expect(readCardFile(join(work, 'patched/en.2/cards-0001.json')).products[0]!.name).toBe('after the change');
  });

  it('gives the very cards read ahead, however often the file is read: both snapshots share them', async () => {
    readAhead();
    const file = join(work, 'patched/en.2/cards-0000.json');
    await link(join(work, 'previous/en.1/cards-0000.json'), file);
    expect(readCardFile(file)).toBe(readCardFile(file));
    expect(readCardFile(file)).toBe(readCardFile(join(work, 'previous/en.1/cards-0000.json')));
  });

  it('reads a file again whose size or time moved since it was read ahead, though its number is the same', async () => {
    readAhead();
    const file = join(work, 'previous/en.1/cards-0000.json');
    await writeFile(file, cardFile('written in place'));
    expect(readCardFile(file).products[0]!.name).toBe('written in place');
  });
});

describe('card files read', () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'haat-cards-'));
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  it('share one object for each repeated brand, category, shop and set of variant options, equal to what the files hold', async () => {
    const shop = (id: number) => ({ id, slug: `shop-${id}`, name: `Shop ${id}`, rating: 4.5, rating_count: 3 });
    const card = (id: number, shopId: number) => ({
      id,
      brand: null,
      category: { id: 2, slug: 'shirts', name: 'Shirts' },
      seller: shop(shopId),
    });
    const sizes = (values: string[]) => [
      { name: 'size', label: 'Size', values: values.map((value) => ({ value, label: value })) },
    ];
    const summary = (id: number, values: string[]) => ({
      product: { id, updated_at: null, variant_options: sizes(values) },
      shows: [],
    });
    const files = [
      { products: [card(1, 7), card(2, 8)], details: { 1: summary(1, ['S', 'M']), 2: summary(2, ['L']) } },
      { products: [card(3, 7)], details: { 3: summary(3, ['S', 'M']) } },
    ];
    const read = await Promise.all(
      files.map(async (file, index) => {
        await writeFile(join(work, `cards-${index}.json`), JSON.stringify(file));
        return readCardFile(join(work, `cards-${index}.json`));
      }),
    );
    expect(read).toEqual(files);
    const [first, second] = read as [CardFile, CardFile];
    expect(second.products[0]!.seller).toBe(first.products[0]!.seller);
    expect(first.products[1]!.seller).not.toBe(first.products[0]!.seller);
    expect(second.products[0]!.category).toBe(first.products[1]!.category);
    expect(second.details[3]!.product.variant_options).toBe(first.details[1]!.product.variant_options);
    expect(first.details[2]!.product.variant_options).not.toBe(first.details[1]!.product.variant_options);
  });
});
