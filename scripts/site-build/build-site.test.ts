import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { patchCatalogueApart } from './astro-build';
import { allOrNone, buildSite } from './build-site';
import { newBuildDir, publish } from './publish';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'haat-publish-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

async function fakeBuild(buildsDir: string, page: string): Promise<string> {
  const dir = await newBuildDir(buildsDir);
  await writeFile(join(dir, 'index.html'), page);
  return dir;
}

describe('publish', () => {
  it('swaps the live symlink to the new build and keeps only the previous one', async () => {
    const live = join(work, 'site');
    const builds = `${live}-builds`;
    const first = await fakeBuild(builds, 'first');
    await publish(first, live);
    expect(await readFile(join(live, 'index.html'), 'utf8')).toBe('first');

    const second = await fakeBuild(builds, 'second');
    await publish(second, live);
    expect(await readlink(live)).toBe(second);
    expect(await readFile(join(live, 'index.html'), 'utf8')).toBe('second');

    const third = await fakeBuild(builds, 'third');
    await publish(third, live);
    const listed = (await readdir(builds)).filter((name) => !name.startsWith('.'));
    expect(listed.sort()).toEqual([second, third].map((dir) => dir.split('/').pop()).sort());
  });

  it('replaces a plain folder left by a manual astro build', async () => {
    const live = join(work, 'site');
    await mkdir(live);
    await writeFile(join(live, 'index.html'), 'manual');
    const build = await fakeBuild(`${live}-builds`, 'built');
    await publish(build, live);
    expect(await readFile(join(live, 'index.html'), 'utf8')).toBe('built');
  });
});

describe('buildSite against a dead API', () => {
  it('fails with one line naming the call and keeps the last good site', async () => {
    const live = join(work, 'site');
    const good = await fakeBuild(`${live}-builds`, 'last good');
    await publish(good, live);
    const config = {
      apiBase: 'http://127.0.0.1:9/api/v1',
      siteUrl: 'http://localhost:4321',
      sitePort: 4321,
      siteHost: 'localhost',
      sellerAdminUrl: '',
      imagesOnSite: false,
    };

    const failure = buildSite(config, { live });
    await expect(failure).rejects.toThrow(/^Catalogue fetch failed: GET http:\/\/127\.0\.0\.1:9\/api\/v1\/\S+ → .+$/);
    expect(await readFile(join(live, 'index.html'), 'utf8')).toBe('last good');
    expect(await readdir(`${live}-builds`)).toEqual([good.split('/').pop()]);
  });
});

describe('an incremental build’s look at the API, in a process of its own', () => {
  it('fails with the process’s one line when the kept snapshot cannot be read', async () => {
    const patch = patchCatalogueApart('http://127.0.0.1:9/api/v1', join(work, 'no-snapshot'), new Date(), work);
    await expect(patch).rejects.toThrow(/^Cannot read the catalogue snapshot .*no-snapshot/);
  }, 30_000);
});

describe('steps run together (Astro bundling while the catalogue is fetched)', () => {
  it('all run at once and end together', async () => {
    const started: string[] = [];
    const step = (name: string) => async () => {
      started.push(name);
      await sleep(20);
    };
    await allOrNone([step('astro'), step('fetch')]);
    expect(started).toEqual(['astro', 'fetch']);
  });

  it('the first failure stops the others, and is thrown once they have ended', async () => {
    let stoppedAfter: string | undefined;
    const untilStopped = (signal: AbortSignal) =>
      new Promise<void>((_, fail) =>
        signal.addEventListener('abort', () => {
          setTimeout(() => {
            stoppedAfter = 'ended';
            fail(new Error('stopped'));
          }, 20);
        }),
      );
    const failing = async () => {
      await sleep(10);
      throw new Error('Catalogue fetch failed: GET /categories → 500');
    };
    await expect(allOrNone([untilStopped, failing])).rejects.toThrow('Catalogue fetch failed');
    expect(stoppedAfter).toBe('ended');
  });
});
