import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareSpare, takeSpare } from './spare-copy';

let builds: string;
beforeEach(async () => {
  builds = await mkdtemp(join(tmpdir(), 'haat-spare-'));
});
afterEach(() => rm(builds, { recursive: true, force: true }));

/** A build folder of `builds` holding one page. */
async function build(name: string, page: string): Promise<string> {
  const dir = join(builds, name);
  await mkdir(join(dir, 'product/1'), { recursive: true });
  await writeFile(join(dir, 'product/1/index.html'), page);
  return dir;
}

const page = (dir: string) => join(dir, 'product/1/index.html');
const spares = async () => (await readdir(builds)).filter((name) => name.startsWith('.spare-')).sort();

describe('the spare copy of the live site', () => {
  it('is made of hard links to the live build, and moved into the next build folder when taken', async () => {
    const live = await build('2026-01-01', 'live page');
    await prepareSpare(builds, live);
    const next = join(builds, 'next');
    await mkdir(next);

    expect(await takeSpare(builds, live, next)).toBe(true);
    expect(await readFile(page(next), 'utf8')).toBe('live page');
    expect((await stat(page(next))).ino).toBe((await stat(page(live))).ino);
    expect(await spares()).toEqual([]);
  });

  it('is taken once it is made when a build asks for it while it is being made', async () => {
    const live = await build('2026-01-01', 'live page');
    const making = prepareSpare(builds, live);
    const next = join(builds, 'next');
    await mkdir(next);
    expect(await takeSpare(builds, live, next)).toBe(true);
    await making;
    expect(await readFile(page(next), 'utf8')).toBe('live page');
  });

  it('is never taken for another live build, and a spare of an older build is discarded', async () => {
    const older = await build('2026-01-01', 'older page');
    await prepareSpare(builds, older);
    expect(await spares()).toEqual(['.spare-2026-01-01']);
    const live = await build('2026-01-02', 'live page');
    const next = join(builds, 'next');
    await mkdir(next);
    expect(await takeSpare(builds, live, next)).toBe(false);
    expect(await readdir(next)).toEqual([]);

    await prepareSpare(builds, live);
    expect(await spares()).toEqual(['.spare-2026-01-02']);
  });
});
