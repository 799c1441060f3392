import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireBuildLock, BuildBusy } from './build-lock';
import { hardLinkCopy, overlay, pruneKnownAssets } from './overlay';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'haat-overlay-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

async function tree(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

describe('hardLinkCopy and overlay', () => {
  it('builds the next site from the live one without touching a live file', async () => {
    const live = join(work, 'live');
    const next = join(work, 'next');
    const fresh = join(work, 'fresh');
    await tree(live, {
      'product/1/index.html': 'old price',
      'product/2/index.html': 'untouched',
      '_astro/app.abc.js': 'asset',
      'sitemap-0.xml': 'all pages',
    });
    await tree(fresh, {
      'product/1/index.html': 'new price',
      'product/9/index.html': 'new page',
      '_astro/app.abc.js': 'same asset',
    });

    await hardLinkCopy(live, next);
    expect((await stat(join(next, 'product/2/index.html'))).ino).toBe(
      (await stat(join(live, 'product/2/index.html'))).ino,
    );
    await pruneKnownAssets(fresh, live);
    const written = await overlay(fresh, next);

    expect(written).toBe(2);
    expect(await readFile(join(next, 'product/1/index.html'), 'utf8')).toBe('new price');
    expect(await readFile(join(next, 'product/9/index.html'), 'utf8')).toBe('new page');
    expect(await readFile(join(next, 'sitemap-0.xml'), 'utf8')).toBe('all pages');
    expect(await readFile(join(live, 'product/1/index.html'), 'utf8')).toBe('old price');
    expect(await readFile(join(live, '_astro/app.abc.js'), 'utf8')).toBe('asset');
  });
});

describe('acquireBuildLock', () => {
  it('lets one build in at a time and takes over the lock of a dead process', async () => {
    const file = join(work, 'site-builds.lock');
    const release = await acquireBuildLock(file);
    await expect(acquireBuildLock(file)).rejects.toBeInstanceOf(BuildBusy);
    await release();
    await writeFile(file, '2147483646');
    const again = await acquireBuildLock(file);
    expect(await readFile(file, 'utf8')).toBe(String(process.pid));
    await again();
  });
});
