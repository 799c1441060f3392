import { realpath, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { LOCALES } from '#contract';
import { settleAll } from '../settle-all';
import { patchCatalogueApart } from './astro-build';
import { type BuildContext, type BuildResult, phaseClock } from './build-context';
import { type BuildState, saveBuildState } from './build-state';
import { hardLinkCopy, overlay, pruneKnownAssets } from './overlay';
import { precompress } from './precompress';
import { newBuildDir, publish } from './publish';
import { endRender, startRender, takeRender } from './render-ahead';
import { writeServiceWorker } from './service-worker';
import { mergeScopedSitemap } from './sitemap-merge';
import { takeSpare } from './spare-copy';

/**
 * Changes saved up to this long before the last fetch began are fetched again: a write whose transaction began
 * before the fetch (its updated_at is the transaction's start) may commit after the fetch read that product.
 */
const SINCE_MARGIN_MS = 5_000;

/** The spare copy of the live site made after the last publish (spare-copy.ts), else a copy made now. */
async function copyOfLive(buildsDir: string, liveDir: string, buildDir: string): Promise<void> {
  if (!(await takeSpare(buildsDir, liveDir, buildDir))) await hardLinkCopy(liveDir, buildDir);
}

/**
 * Renders only the pages the changes touch and lays them over a hard-link copy of the live site (the spare one, or
 * one made while Astro renders); or answers why the whole site must be built instead. Astro was started ahead, after
 * the last publish (render-ahead.ts), or starts now and bundles while the API is asked what changed; it renders once
 * the patched catalogue and the pages to render are written, and is stopped when nothing is to be rendered.
 */
export async function incrementalBuild(
  ctx: BuildContext,
  state: BuildState,
): Promise<BuildResult | { fullReason: string }> {
  const liveDir = await realpath(ctx.live).catch(() => null);
  if (!liveDir) return { fullReason: 'no live site' };
  const clock = phaseClock();
  const fetchStart = new Date();
  ctx.progress('fetch');
  const render = (await takeRender(ctx.buildsDir, liveDir)) ?? (await startRender(ctx, liveDir, state.catalogueDir));
  const { catalogueDir, partialDir, scopeFile, catalogueReady } = render;
  let expected = 0;
  render.onPages = (done) => ctx.progress('render', done, expected);
  let buildDir: string | null = null;
  try {
    const changedSince = new Date(state.since.getTime() - SINCE_MARGIN_MS);
    const changes = await patchCatalogueApart(ctx.config.apiBase, state.catalogueDir, changedSince, catalogueDir);
    if (changes.kind === 'structural') return { fullReason: changes.reason };
    if (changes.kind === 'unchanged') {
      await saveBuildState(ctx.buildsDir, { since: fetchStart, buildId: state.buildId, pages: state.pages });
      const phases = { fetch: clock.lap(), astro: 0, compress: 0, publish: 0 };
      return { id: basename(liveDir), mode: 'incremental', pages: 0, seconds: clock.total(), phases };
    }
    buildDir = await newBuildDir(ctx.buildsDir);
    await writeFile(scopeFile, JSON.stringify(changes.scope));
    await writeFile(catalogueReady, '');
    const fetch = clock.lap();
    expected = changes.scope.paths.length * LOCALES.length;
    const rendered = async () => {
      await render.rendering.result;
      const astro = clock.lap();
      ctx.progress('compress');
      await pruneKnownAssets(partialDir, liveDir);
      await mergeScopedSitemap(partialDir, liveDir);
      const { pages } = await precompress(partialDir, { previous: liveDir });
      return { astro, compress: clock.lap(), pages };
    };
    const [{ astro, compress, pages }] = await settleAll([rendered(), copyOfLive(ctx.buildsDir, liveDir, buildDir)]);
    ctx.progress('publish');
    await overlay(partialDir, buildDir);
    await writeServiceWorker(buildDir);
    await publish(buildDir, ctx.live);
    await saveBuildState(
      ctx.buildsDir,
      { since: fetchStart, buildId: basename(buildDir), pages: state.pages },
      catalogueDir,
    );
    const phases = { fetch, astro, compress, publish: clock.lap() };
    const changedProducts = changes.changed;
    return { id: basename(buildDir), mode: 'incremental', pages, seconds: clock.total(), phases, changedProducts };
  } catch (error) {
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
    throw error;
  } finally {
    // Ended before its folder goes: an Astro not needed (nothing changed, or a failure) would otherwise wait on.
    await endRender(render);
  }
}
