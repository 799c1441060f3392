import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageCache } from './image-cache';
import { trimImageCache } from './image-cache-trim';

let dir: string;
let cache: ImageCache;
const KB = 1024;
const key = (n: number) => `${String(n).padStart(2, '0')}${'a'.repeat(62)}`;

/** A cached picture of `kb` KB last used `minutesAgo`. */
async function cached(n: number, kb: number, minutesAgo: number): Promise<void> {
  const file = cache.fileOf(key(n));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(kb * KB));
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await utimes(file, at, at);
}

const left = async () =>
  (await readdir(dir, { recursive: true }))
    .filter((name) => name.endsWith('.webp') || name.endsWith('.part'))
    .map((name) => name.split('/').pop()?.slice(0, 2))
    .sort();

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-image-cache-'));
  cache = new ImageCache(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('trimImageCache', () => {
  it('removes the least recently used pictures until the cache fits its size', async () => {
    await cached(1, 40, 30);
    await cached(2, 40, 10);
    await cached(3, 40, 50);
    await cached(4, 40, 1);
    expect(await trimImageCache(dir, 100 * KB)).toEqual({ removed: 2, bytes: 80 * KB });
    expect(await left()).toEqual(['02', '04']);
  });

  it('leaves a cache within its size alone, and an empty or missing one too', async () => {
    await cached(1, 10, 5);
    expect(await trimImageCache(dir, 10 * KB)).toEqual({ removed: 0, bytes: 0 });
    expect(await left()).toEqual(['01']);
    expect(await trimImageCache(join(dir, 'missing'), 0)).toEqual({ removed: 0, bytes: 0 });
  });

  it('never counts or removes a picture still being written', async () => {
    await cached(1, 10, 5);
    const partial = `${cache.fileOf(key(2))}.being-written.part`;
    await mkdir(dirname(partial), { recursive: true });
    await writeFile(partial, Buffer.alloc(50 * KB));
    expect(await trimImageCache(dir, 10 * KB)).toEqual({ removed: 0, bytes: 0 });
    expect(await left()).toEqual(['01', '02']);
  });

  it('counts a picture served from the cache as just used, so an old but popular one stays', async () => {
    await cached(1, 40, 60);
    await cached(2, 40, 5);
    const render = vi.fn(async () => Buffer.from('never'));
    expect((await cache.get(key(1), render)).length).toBe(40 * KB);
    expect(render).not.toHaveBeenCalled();
    await vi.waitFor(async () => {
      await trimImageCache(dir, 40 * KB);
      expect(await left()).toEqual(['01']);
    });
  });
});
