import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isProcessAlive } from '../process-alive';
import { astroBuild } from './astro-build';
import { astroEnv, type BuildContext } from './build-context';
import { type StartedAhead, startAhead } from './started-ahead';

/**
 * An incremental build's `astro build`, started before the patched catalogue exists: Astro bundles and parses the
 * kept snapshot's cards, then waits for the catalogue-ready marker. Its folder in the builds folder holds the patched
 * catalogue, the rendered pages, the scope and the marker.
 */
export interface RenderAhead {
  /** The live build it renders over (its pages share that build's compressed copies). */
  liveDir: string;
  dir: string;
  catalogueDir: string;
  partialDir: string;
  scopeFile: string;
  catalogueReady: string;
  rendering: StartedAhead<void>;
  /** Settles once Astro waits for the catalogue with all it could do ahead done, or has ended. */
  awaiting: Promise<void>;
  /** Where the pages rendered are reported: the build that takes it sets it. */
  onPages: (done: number) => void;
  ended: boolean;
}

/** `.render-<pid>-…`: a folder whose process has ended is left over (a crash, a stopped server). */
const PREFIX = '.render-';

/** Removes the render folders of processes that have ended. */
async function removeLeftovers(buildsDir: string): Promise<void> {
  for (const name of await readdir(buildsDir)) {
    const pid = Number(name.slice(PREFIX.length).split('-')[0]);
    if (name.startsWith(PREFIX) && !isProcessAlive(pid)) {
      await rm(join(buildsDir, name), { recursive: true, force: true });
    }
  }
}

/** How Astro is run: `astroBuild`, or a stand-in in tests. */
type RunAstro = typeof astroBuild;

/** Starts Astro for an incremental build over `liveDir` of the snapshot in `keptCatalogue`, patched later. */
export async function startRender(
  ctx: BuildContext,
  liveDir: string,
  keptCatalogue: string,
  run: RunAstro = astroBuild,
): Promise<RenderAhead> {
  await removeLeftovers(ctx.buildsDir);
  const dir = await mkdtemp(join(ctx.buildsDir, `${PREFIX}${process.pid}-`));
  const [catalogueDir, partialDir] = [join(dir, 'catalogue'), join(dir, 'pages')];
  await Promise.all([mkdir(catalogueDir), mkdir(partialDir)]);
  const folders = { catalogueDir, partialDir, scopeFile: join(dir, 'scope.json'), catalogueReady: join(dir, 'ready') };
  const env = astroEnv(ctx.config, {
    outDir: partialDir,
    previous: liveDir,
    previousCatalogue: keptCatalogue,
    ...folders,
  });
  let awaited = () => {};
  const awaiting = new Promise<void>((done) => {
    awaited = done;
  });
  const render: RenderAhead = {
    liveDir,
    dir,
    ...folders,
    awaiting,
    onPages: () => {},
    ended: false,
    rendering: startAhead((signal) =>
      run(env, ctx.log, { pages: (done) => render.onPages(done), awaiting: awaited }, signal),
    ),
  };
  const end = () => {
    render.ended = true;
    awaited();
  };
  render.rendering.result.then(end, end);
  return render;
}

/** Stops Astro and removes its folder. */
export async function endRender(render: RenderAhead): Promise<void> {
  await render.rendering.stop();
  await rm(render.dir, { recursive: true, force: true });
}

/** The render waiting for the next change of each site (by builds folder). */
const standing = new Map<string, RenderAhead>();

/**
 * Starts Astro for the next change over `liveDir` (a long-running server's, after each publish) unless it is
 * started; ends one started for another live build. Settles once it waits for the change.
 */
export async function prepareRender(
  ctx: BuildContext,
  liveDir: string,
  keptCatalogue: string,
  run: RunAstro = astroBuild,
): Promise<void> {
  const current = standing.get(ctx.buildsDir);
  if (current?.liveDir === liveDir && !current.ended) return current.awaiting;
  await dropRender(ctx.buildsDir);
  const render = await startRender(ctx, liveDir, keptCatalogue, run);
  standing.set(ctx.buildsDir, render);
  return render.awaiting;
}

/** The render waiting for a change over `liveDir`, now the caller's; none if none is, or it has ended. */
export async function takeRender(buildsDir: string, liveDir: string): Promise<RenderAhead | null> {
  const render = standing.get(buildsDir);
  if (!render || render.liveDir !== liveDir || render.ended) {
    await dropRender(buildsDir);
    return null;
  }
  standing.delete(buildsDir);
  return render;
}

/** Ends the render waiting for the next change of the site (a full build needs none, and its memory). */
export async function dropRender(buildsDir: string): Promise<void> {
  const render = standing.get(buildsDir);
  standing.delete(buildsDir);
  if (render) await endRender(render);
}

/** Ends every render waiting for a change: the server is stopping. */
export async function dropRenders(): Promise<void> {
  await Promise.all([...standing.keys()].map(dropRender));
}
