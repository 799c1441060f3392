import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { SiteConfig } from '../site-config';
import { astroBuild, countPages, fetchCatalogueApart } from './astro-build';
import {
  astroEnv,
  type BuildContext,
  type BuildPhase,
  type BuildProgress,
  type BuildResult,
  phaseClock,
} from './build-context';
import { acquireBuildLock } from './build-lock';
import { type BuildState, readBuildState, saveBuildState } from './build-state';
import { incrementalBuild } from './incremental-build';
import { precompress } from './precompress';
import { newBuildDir, publish } from './publish';
import { writeServiceWorker } from './service-worker';

export type { BuildMode, BuildPhase, BuildProgress, BuildResult } from './build-context';

export interface BuildOptions {
  log?: (line: string) => void;
  /** The live site: a symlink swapped to each new build; builds go to `<live>-builds/`. */
  live?: string;
  /** 'auto': only what changed since the last build when that is possible, else everything. */
  mode?: 'full' | 'auto';
  onProgress?: (progress: BuildProgress) => void;
}

async function fullBuild(ctx: BuildContext, previous: BuildState | null, fullReason?: string): Promise<BuildResult> {
  const clock = phaseClock();
  const since = new Date();
  const buildDir = await newBuildDir(ctx.buildsDir);
  const catalogueDir = await mkdtemp(join(ctx.buildsDir, '.catalogue-'));
  try {
    ctx.progress('fetch');
    await fetchCatalogueApart(ctx.config.apiBase, catalogueDir);
    const fetch = clock.lap();
    const expected = previous?.pages ?? 0;
    ctx.progress('render', 0, expected);
    const live = await realpath(ctx.live).catch(() => null);
    await astroBuild(astroEnv(ctx.config, { outDir: buildDir, catalogueDir, previous: live }), ctx.log, (done) =>
      ctx.progress('render', done, expected),
    );
    const astro = clock.lap();
    ctx.progress('compress');
    await precompress(buildDir, { previous: live });
    await writeServiceWorker(buildDir);
    const compress = clock.lap();
    ctx.progress('publish');
    await publish(buildDir, ctx.live);
    const pages = await countPages(buildDir);
    await saveBuildState(ctx.buildsDir, { since, buildId: basename(buildDir), pages }, catalogueDir);
    const phases = { fetch, astro, compress, publish: clock.lap() };
    return { id: basename(buildDir), mode: 'full', pages, seconds: clock.total(), phases, fullReason };
  } catch (error) {
    await rm(buildDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(catalogueDir, { recursive: true, force: true });
  }
}

/**
 * Pulls the catalogue from the API, prerenders the site into a fresh folder, precompresses it and publishes it
 * atomically; with mode 'auto' and a previous build, only the pages of what changed. One build at a time per
 * site (`<live>-builds/.build.lock`, kept out of git with the builds). Any failure leaves the live site as it was and rejects with one line.
 */
export async function buildSite(config: SiteConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const { log = () => {}, live = resolve('dist'), mode = 'full', onProgress = () => {} } = options;
  const buildsDir = `${live}-builds`;
  await mkdir(buildsDir, { recursive: true });
  const release = await acquireBuildLock(join(buildsDir, '.build.lock'));
  const progress = (phase: BuildPhase, done = 0, total = 0) => onProgress({ phase, done, total });
  const ctx: BuildContext = { config, live, buildsDir, log, progress };
  try {
    const state = await readBuildState(buildsDir);
    if (mode === 'full') return await fullBuild(ctx, state);
    if (!state) return await fullBuild(ctx, null, 'no previous build');
    const result = await incrementalBuild(ctx, state);
    return 'id' in result ? result : await fullBuild(ctx, state, result.fullReason);
  } finally {
    await release();
  }
}
