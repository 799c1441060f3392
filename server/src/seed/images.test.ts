import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ImageJob, ImageRenderer } from './images';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-images-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const square = (path: string, fill: string): ImageJob => ({
  path,
  svg: () =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${fill}"/></svg>`,
});

describe('ImageRenderer with a picture cache', () => {
  it('draws a picture once into the cache, and copies those bytes into each uploads folder after', async () => {
    const cacheDir = join(dir, 'cache');
    const jobs = [square('products/a.webp', 'red'), square('sliders/b.webp', 'blue')];
    const first = new ImageRenderer({ uploadsDir: join(dir, 'one'), cacheDir });
    for (const job of jobs) first.add(job);
    expect(await first.finish()).toMatchObject({ rendered: 2, cached: 0, reused: 0 });
    expect(await readdir(cacheDir)).toHaveLength(2);

    const second = new ImageRenderer({ uploadsDir: join(dir, 'two'), cacheDir });
    for (const job of jobs) second.add(job);
    expect(await second.finish()).toMatchObject({ rendered: 0, cached: 2, reused: 0 });
    for (const { path } of jobs) {
      const drawn = await readFile(join(dir, 'one', path));
      expect(drawn.toString('latin1', 8, 12)).toBe('WEBP');
      expect(await readFile(join(dir, 'two', path))).toEqual(drawn);
    }
    expect((await readdir(join(dir, 'two', 'products'))).sort()).toEqual(['a.webp']);
  });

  it('draws again for another SVG under the same name, and fills only the cache without an uploads folder', async () => {
    const cacheDir = join(dir, 'cache');
    const before = new ImageRenderer({ cacheDir });
    before.add(square('products/a.webp', 'red'));
    expect(await before.finish()).toMatchObject({ rendered: 1, cached: 0 });
    const changed = new ImageRenderer({ cacheDir });
    changed.add(square('products/a.webp', 'green'));
    expect(await changed.finish()).toMatchObject({ rendered: 1, cached: 0 });
    expect(await readdir(dir)).toEqual(['cache']);
    expect(await readdir(cacheDir)).toHaveLength(2);
  });
});
