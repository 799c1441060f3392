import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeWhole, writeWhole } from './write-whole';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-write-whole-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeWhole', () => {
  it('writes the file in a folder it makes, and nothing beside it', async () => {
    const file = join(dir, 'a', 'b', 'file.bin');
    await writeWhole(file, Buffer.from('whole'));
    expect(await readFile(file, 'utf8')).toBe('whole');
    expect(await readdir(join(dir, 'a', 'b'))).toEqual(['file.bin']);
  });

  it('leaves nothing behind when the file cannot take its name', async () => {
    const file = join(dir, 'taken');
    await mkdir(join(file, 'inside'), { recursive: true });
    await expect(writeWhole(file, Buffer.from('whole'))).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['taken']);
  });

  it('leaves nothing behind when what makes the file fails half way', async () => {
    const file = join(dir, 'made');
    const failing = placeWhole(file, async (partial) => {
      await writeFile(partial, 'half');
      throw new Error('stopped');
    });
    await expect(failing).rejects.toThrow('stopped');
    expect(await readdir(dir)).toEqual([]);
  });
});
