import { link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCardsAhead, readCardFile } from './catalogue-files';

const cardFile = (name: string) => JSON.stringify({ products: [{ id: 1, name }], details: {} });

describe('card files parsed ahead (Astro waiting for an incremental build’s patch)', () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'haat-cards-'));
    await mkdir(join(work, 'previous', 'en.1'), { recursive: true });
    await mkdir(join(work, 'patched', 'en.2'), { recursive: true });
    const names = ['en.1/cards-0000.json', 'en.1/cards-0001.json'];
    await writeFile(join(work, 'previous', 'en.json'), JSON.stringify({ card_files: names }));
    await writeFile(join(work, 'previous', names[0]!), cardFile('kept'));
    await writeFile(join(work, 'previous', names[1]!), cardFile('before the change'));
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  it('takes a file the patched snapshot links as parsed, and reads a file written anew', async () => {
    await link(join(work, 'previous/en.1/cards-0000.json'), join(work, 'patched/en.2/cards-0000.json'));
    await writeFile(join(work, 'patched/en.2/cards-0001.json'), cardFile('after the change'));
    parseCardsAhead(join(work, 'previous', 'en.json'));
    // Written in place after it was parsed (snapshots never are), the linked file shows which copy is read.
    await writeFile(join(work, 'previous/en.1/cards-0000.json'), cardFile('written in place'));

    expect(readCardFile(join(work, 'patched/en.2/cards-0000.json')).products[0]!.name).toBe('kept');
    expect(readCardFile(join(work, 'patched/en.2/cards-0001.json')).products[0]!.name).toBe('after the change');
  });

  it('gives a file parsed ahead once: read again, it comes from the disk', async () => {
    parseCardsAhead(join(work, 'previous', 'en.json'));
    await writeFile(join(work, 'previous/en.1/cards-0000.json'), cardFile('written in place'));
    const file = join(work, 'previous/en.1/cards-0000.json');
    expect(readCardFile(file).products[0]!.name).toBe('kept');
    expect(readCardFile(file).products[0]!.name).toBe('written in place');
  });
});
