import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { LOCALES } from '@contract';
import { BUILD_SCOPE_ENV, type BuildScope } from '../../src/lib/build-scope';
import { fetchCatalogue } from '../catalogue/fetch-catalogue';
import { fetchChanges } from '../catalogue/fetch-changes';
import type { SiteConfig } from '../site-config';
import { astroBuild, countPages } from './astro-build';
import { acquireBuildLock } from './build-lock';
import { type BuildState, readBuildState, readSnapshots, saveBuildState } from './build-state';
import { hardLinkCopy, overlay, pruneKnownAssets } from './overlay';
import { precompress } from './precompress';
import { newBuildDir, publish } from './publish';

export type BuildMode = 'full' | 'incremental';
export type BuildPhase = 'fetch' | 'render' | 'compress' | 'publish';
export interface BuildProgress {
  phase: BuildPhase;
  /** Pages rendered so far, and the expected number (0 when unknown). */
  done: number;
  total: number;
}

export interface BuildResult {
  id: string;
  mode: BuildMode;
  pages: number;
  seconds: number;
  phases: { fetch: number; astro: number; compress: number; publish: number };
  /** Why a rebuild asked to be incremental was a full one. */
  fullReason?: string;
  /** Products whose changes an incremental build published. */
  changedProducts?: number[];
}

export interface BuildOptions {
  log?: (line: string) => void;
  /** The live site: a symlink swapped to each new build; builds go to `<live>-builds/`. */
  live?: string;
  /** 'auto': only what changed since the last build when that is possible, else everything. */
  mode?: 'full' | 'auto';
  onProgress?: (progress: BuildProgress) => void;
}

/**
 * Changes saved up to this long before the last fetch began are fetched again: a write whose transaction began
 * before the fetch (its updated_at is the transaction's start) may commit after the fetch read that product.
 */
const SINCE_MARGIN_MS = 5_000;
/** The sitemap lists every page; a scoped build's would list only the pages it rendered. */
const keepLiveSitemap = (file: string) => /^sitemap[-\w]*\.xml(\.(br|gz))?$/.test(file);

interface Context {
  config: SiteConfig;
  live: string;
  buildsDir: string;
  log: (line: string) => void;
  progress: (phase: BuildPhase, done?: number, total?: number) => void;
}

function phaseClock() {
  let last = performance.now();
  const start = last;
  return {
    lap: () => {
      const now = performance.now();
      const seconds = (now - last) / 1000;
      last = now;
      return seconds;
    },
    total: () => (performance.now() - start) / 1000,
  };
}

function astroEnv(config: SiteConfig, outDir: string, catalogueDir: string, scopeFile?: string): NodeJS.ProcessEnv {
  const { [BUILD_SCOPE_ENV]: _inherited, ...env } = process.env;
  return {
    ...env,
    HAAT_OUT_DIR: outDir,
    HAAT_CATALOGUE_DIR: catalogueDir,
    HAAT_API_URL: config.apiBase,
    PUBLIC_HAAT_API_URL: config.apiBase,
    PUBLIC_SITE_URL: config.siteUrl,
    ...(scopeFile ? { [BUILD_SCOPE_ENV]: scopeFile } : {}),
  };
}

async function fullBuild(ctx: Context, previous: BuildState | null, fullReason?: string): Promise<BuildResult> {
  const clock = phaseClock();
  const since = new Date();
  const buildDir = await newBuildDir(ctx.buildsDir);
  const catalogueDir = await mkdtemp(join(ctx.buildsDir, '.catalogue-'));
  try {
    ctx.progress('fetch');
    await fetchCatalogue({ apiBase: ctx.config.apiBase, outDir: catalogueDir });
    const fetch = clock.lap();
    const expected = previous?.pages ?? 0;
    ctx.progress('render', 0, expected);
    await astroBuild(astroEnv(ctx.config, buildDir, catalogueDir), buildDir, ctx.log, (done) =>
      ctx.progress('render', done, expected),
    );
    const astro = clock.lap();
    ctx.progress('compress');
    await precompress(buildDir);
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

/** Renders only the pages the changes touch and lays them over a hard-link copy of the live site. */
async function incrementalBuild(ctx: Context, state: BuildState): Promise<BuildResult | { fullReason: string }> {
  const liveDir = await realpath(ctx.live).catch(() => null);
  if (!liveDir) return { fullReason: 'no live site' };
  const clock = phaseClock();
  const since = new Date();
  ctx.progress('fetch');
  const changes = await fetchChanges({
    apiBase: ctx.config.apiBase,
    previous: await readSnapshots(state.catalogueDir),
    since: new Date(state.since.getTime() - SINCE_MARGIN_MS),
  });
  if (changes.kind === 'structural') return { fullReason: changes.reason };
  const id = basename(liveDir);
  if (changes.kind === 'unchanged') {
    await saveBuildState(ctx.buildsDir, { since, buildId: state.buildId, pages: state.pages });
    const phases = { fetch: clock.lap(), astro: 0, compress: 0, publish: 0 };
    return { id, mode: 'incremental', pages: 0, seconds: clock.total(), phases, changedProducts: [] };
  }
  const catalogueDir = await mkdtemp(join(ctx.buildsDir, '.catalogue-'));
  const partialDir = await mkdtemp(join(ctx.buildsDir, '.partial-'));
  const buildDir = await newBuildDir(ctx.buildsDir);
  try {
    const scopeFile = join(catalogueDir, 'scope.json');
    await writeScopeAndSnapshots(catalogueDir, scopeFile, changes.scope, changes.snapshots);
    const fetch = clock.lap();
    const expected = changes.scope.paths.length * LOCALES.length;
    await astroBuild(astroEnv(ctx.config, partialDir, catalogueDir, scopeFile), partialDir, ctx.log, (done) =>
      ctx.progress('render', done, expected),
    );
    const astro = clock.lap();
    ctx.progress('compress');
    const pages = await countPages(partialDir);
    await pruneKnownAssets(partialDir, liveDir);
    await precompress(partialDir);
    const compress = clock.lap();
    ctx.progress('publish');
    await hardLinkCopy(liveDir, buildDir);
    await overlay(partialDir, buildDir, keepLiveSitemap);
    await publish(buildDir, ctx.live);
    await rm(join(catalogueDir, 'scope.json'));
    await saveBuildState(ctx.buildsDir, { since, buildId: basename(buildDir), pages: state.pages }, catalogueDir);
    const phases = { fetch, astro, compress, publish: clock.lap() };
    const changedProducts = changes.changed;
    return { id: basename(buildDir), mode: 'incremental', pages, seconds: clock.total(), phases, changedProducts };
  } catch (error) {
    await rm(buildDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(partialDir, { recursive: true, force: true });
    await rm(catalogueDir, { recursive: true, force: true });
  }
}

async function writeScopeAndSnapshots(dir: string, scopeFile: string, scope: BuildScope, snapshots: object[]) {
  await writeFile(scopeFile, JSON.stringify(scope));
  await Promise.all(
    snapshots.map((snapshot) =>
      writeFile(join(dir, `${(snapshot as { locale: string }).locale}.json`), JSON.stringify(snapshot)),
    ),
  );
}

/**
 * Pulls the catalogue from the API, prerenders the site into a fresh folder, precompresses it and publishes it
 * atomically; with mode 'auto' and a previous build, only the pages of what changed. One build at a time per
 * site (a lock file beside the builds). Any failure leaves the live site as it was and rejects with one line.
 */
export async function buildSite(config: SiteConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const { log = () => {}, live = resolve('dist'), mode = 'full', onProgress = () => {} } = options;
  const buildsDir = `${live}-builds`;
  await mkdir(buildsDir, { recursive: true });
  const release = await acquireBuildLock(`${buildsDir}.lock`);
  const progress = (phase: BuildPhase, done = 0, total = 0) => onProgress({ phase, done, total });
  const ctx: Context = { config, live, buildsDir, log, progress };
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
