import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../site-config';
import type { AstroListeners } from './astro-build';
import type { BuildContext } from './build-context';
import { dropRender, prepareRender, startRender, takeRender } from './render-ahead';

let buildsDir: string;
let ctx: BuildContext;
beforeEach(async () => {
  buildsDir = await mkdtemp(join(tmpdir(), 'haat-render-ahead-'));
  ctx = { config: siteConfig({}), live: join(buildsDir, 'site'), buildsDir, log: () => {}, progress: () => {} };
});
afterEach(async () => {
  await dropRender(buildsDir);
  await rm(buildsDir, { recursive: true, force: true });
});

/** A stand-in for `astro build`: says it waits for the catalogue, then waits until it is stopped, or fails. */
function standIn(started: NodeJS.ProcessEnv[], fail?: Error) {
  return (env: NodeJS.ProcessEnv, _log: unknown, listeners: AstroListeners = {}, signal?: AbortSignal) =>
    new Promise<void>((_, reject) => {
      started.push(env);
      setTimeout(() => (fail ? reject(fail) : listeners.awaiting?.()), 5);
      signal?.addEventListener('abort', () => reject(new Error('stopped')));
    });
}

const renderFolders = async () => (await readdir(buildsDir)).filter((name) => name.startsWith('.render-'));

describe('Astro started ahead of the next change', () => {
  it('is taken by the next build over the same live site, started once however often it is prepared', async () => {
    const started: NodeJS.ProcessEnv[] = [];
    await prepareRender(ctx, '/live/a', '/kept', standIn(started));
    await prepareRender(ctx, '/live/a', '/kept', standIn(started));
    const render = await takeRender(buildsDir, '/live/a');
    expect(started).toHaveLength(1);
    expect(render?.catalogueDir).toBe(started[0]!.HAAT_CATALOGUE_DIR);
    expect(started[0]!.HAAT_PREVIOUS_CATALOGUE_DIR).toBe('/kept');
    expect(await takeRender(buildsDir, '/live/a')).toBeNull();
  });

  it('is not taken over another live site: it is stopped and its folder removed', async () => {
    await prepareRender(ctx, '/live/a', '/kept', standIn([]));
    expect(await renderFolders()).toHaveLength(1);
    expect(await takeRender(buildsDir, '/live/b')).toBeNull();
    expect(await renderFolders()).toEqual([]);
  });

  it('is not taken once it has ended (Astro failed while waiting): the build starts its own', async () => {
    await prepareRender(ctx, '/live/a', '/kept', standIn([], new Error('astro build exited with code 1')));
    expect(await takeRender(buildsDir, '/live/a')).toBeNull();
  });

  it('removes the render folders of processes that have ended, and keeps those of running ones', async () => {
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    await mkdir(join(buildsDir, `.render-${ended}-abc`));
    await mkdir(join(buildsDir, `.render-${process.ppid}-def`));
    const render = await startRender(ctx, '/live/a', '/kept', standIn([]));
    expect(existsSync(join(buildsDir, `.render-${ended}-abc`))).toBe(false);
    expect(existsSync(join(buildsDir, `.render-${process.ppid}-def`))).toBe(true);
    expect(existsSync(render.dir)).toBe(true);
    await render.rendering.stop();
  });
});
