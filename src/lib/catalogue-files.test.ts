import { link, mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCardFile, readCardFileAhead } from './catalogue-files';

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
