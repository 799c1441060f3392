import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { SiteConfig } from '../site-config';
import { astroBuild, fetchCatalogueApart } from './astro-build';
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
import { ASSETS_DIR } from './overlay';
import { precompress } from './precompress';
import { newBuildDir, publish } from './publish';
import { dropRender, prepareRender } from './render-ahead';
import { writeServiceWorker } from './service-worker';
import { prepareSpare } from './spare-copy';

export type { BuildMode, BuildPhase, BuildProgress, BuildResult } from './build-context';

export interface BuildOptions {
  log?: (line: string) => void;
  /** The live site: a symlink swapped to each new build; builds go to `<live>-builds/`. */
  live?: string;
  /** 'auto': only what changed since the last build when that is possible, else everything. */
  mode?: 'full' | 'auto';
  onProgress?: (progress: BuildProgress) => void;
  /** Settles once the API answers: a build started with the API still starting bundles meanwhile (`npm start`). */
  apiReady?: Promise<unknown>;
  /**
   * A long-running server's builds: after each, the next change's way is prepared, a spare copy of the live site
   * (spare-copy.ts) and Astro waiting for the patch (render-ahead.ts).
   */
  prepareNext?: boolean;
}

/** Runs the steps at once; the first to fail stops the others (they are given `signal`), and its error is thrown. */
export async function allOrNone(steps: ((signal: AbortSignal) => Promise<void>)[]): Promise<void> {
  const stop = new AbortController();
  const running = steps.map((step) => step(stop.signal));
  try {
    await Promise.all(running);
  } catch (error) {
    stop.abort();
    // The others end before the caller removes their folders; their errors would only say they were stopped.
    await Promise.allSettled(running);
    throw error;
  }
}

/**
 * The bundle's hashed assets (`_astro/`) are all written when Astro says it is bundled, and nothing changes them after
 * (catalogue-ready.ts). Compressed from then, beside the fetch and the render: at quality 11 the demo's
 * 126 files took 0.7 s, which otherwise ran after the last page of a fresh clone's first build. Settles with the
 * error, if any, so that none goes unhandled while the render runs.
 */
function compressAssetsAhead(buildDir: string, live: string | null): Promise<unknown> {
  const previous = live && join(live, ASSETS_DIR);
  return precompress(join(buildDir, ASSETS_DIR), { previous }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

async function fullBuild(ctx: BuildContext, previous: BuildState | null, fullReason?: string): Promise<BuildResult> {
  const clock = phaseClock();
  const since = new Date();
  const buildDir = await newBuildDir(ctx.buildsDir);
  const catalogueDir = await mkdtemp(join(ctx.buildsDir, '.catalogue-'));
  const catalogueReady = `${catalogueDir}.fetched`;
  try {
    ctx.progress('fetch');
    const expected = previous?.pages ?? 0;
    const live = await realpath(ctx.live).catch(() => null);
    const env = astroEnv(ctx.config, { outDir: buildDir, catalogueDir, previous: live, catalogueReady });
    let fetch = 0;
    let assetCopies: Promise<unknown> | undefined;
    // Astro starts at once and bundles while the API starts and the catalogue is fetched; it renders once it is.
    await allOrNone([
      (signal) =>
        astroBuild(
          env,
          ctx.log,
          {
            pages: (done) => ctx.progress('render', done, expected),
            bundled: () => {
              assetCopies ??= compressAssetsAhead(buildDir, live);
            },
          },
          signal,
        ).finally(async () => {
          const failed = await assetCopies;
          if (failed) throw failed;
        }),
      async (signal) => {
        await ctx.apiReady;
        await fetchCatalogueApart(ctx.config.apiBase, catalogueDir, signal);
        await writeFile(catalogueReady, '');
        fetch = clock.lap();
        ctx.progress('render', 0, expected);
      },
    ]);
    const astro = clock.lap();
    ctx.progress('compress');
    const { pages } = await precompress(buildDir, { previous: live });
    await writeServiceWorker(buildDir);
    const compress = clock.lap();
    ctx.progress('publish');
    await publish(buildDir, ctx.live);
    await saveBuildState(ctx.buildsDir, { since, buildId: basename(buildDir), pages }, catalogueDir);
    const phases = { fetch, astro, compress, publish: clock.lap() };
    return { id: basename(buildDir), mode: 'full', pages, seconds: clock.total(), phases, fullReason };
  } catch (error) {
    await rm(buildDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(catalogueDir, { recursive: true, force: true });
    await rm(catalogueReady, { force: true });
  }
}

/** The folder beside the site at `live` holding its builds, their lock and what the next change needs. */
const buildsDirOf = (live: string) => `${live}-builds`;

/**
 * Pulls the catalogue from the API, prerenders the site into a fresh folder, precompresses it and publishes it
 * atomically; with mode 'auto' and a previous build, only the pages of what changed. One build at a time per
 * site (`<live>-builds/.build.lock`, kept out of git with the builds). Any failure leaves the live site as it was and rejects with one line.
 */
export async function buildSite(config: SiteConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const { log = () => {}, live = resolve('dist'), mode = 'full', onProgress = () => {}, apiReady } = options;
  const buildsDir = buildsDirOf(live);
  await mkdir(buildsDir, { recursive: true });
  const release = await acquireBuildLock(join(buildsDir, '.build.lock'));
  const progress = (phase: BuildPhase, done = 0, total = 0) => onProgress({ phase, done, total });
  const ctx: BuildContext = { config, live, buildsDir, log, progress, apiReady };
  let result: BuildResult;
  try {
    result = await buildIn(ctx, mode);
  } finally {
    await release();
  }
  if (options.prepareNext) prepareNextChange(ctx);
  return result;
}

/** What `prepareNext` is preparing, by builds folder. */
const preparing = new Map<string, Promise<void>>();

/** Prepares a spare copy of the live site and Astro for the next change; a failure is logged, and the change does without. */
function prepareNextChange(ctx: BuildContext): void {
  const report = (what: string) => (error: unknown) =>
    ctx.log(`No ${what} for the next change: ${error instanceof Error ? error.message : error}`);
  const prepared = realpath(ctx.live).then(async (liveDir) => {
    const state = await readBuildState(ctx.buildsDir);
    await Promise.all([
      prepareSpare(ctx.buildsDir, liveDir).catch(report('spare copy of the live site')),
      state && prepareRender(ctx, liveDir, state.catalogueDir).catch(report('Astro started ahead')),
    ]);
  }, report('live site'));
  preparing.set(ctx.buildsDir, prepared);
}

/** Settles once what `prepareNext` prepared for the next change of the site at `live` is ready. */
export async function nextChangePrepared(live: string): Promise<void> {
  await preparing.get(buildsDirOf(live));
}

/** Once it is ready, ends the Astro that `prepareNext` started for the site at `live`: its folder may then go. */
export async function endPrepared(live: string): Promise<void> {
  await nextChangePrepared(live);
  await dropRender(buildsDirOf(live));
}

async function buildIn(ctx: BuildContext, mode: BuildOptions['mode']): Promise<BuildResult> {
  const state = await readBuildState(ctx.buildsDir);
  const full = async (reason?: string) => {
    // Its Astro would only hold its memory beside the full build's.
    await dropRender(ctx.buildsDir);
    return await fullBuild(ctx, state, reason);
  };
  if (mode === 'full') return await full();
  if (!state) return await full('no previous build');
  await ctx.apiReady;
  const result = await incrementalBuild(ctx, state);
  return 'id' in result ? result : await full(result.fullReason);
}
