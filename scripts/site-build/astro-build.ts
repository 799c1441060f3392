import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { isAwaitingCatalogue, isBundled } from '../../src/lib/catalogue-ready';
import { PATCH_ENV, type PatchOutcome } from './catalogue-patch';
import type { RenderProgress } from './page-copies';

const ASTRO = resolve('node_modules/astro/bin/astro.mjs');
const TSX = resolve('node_modules/tsx/dist/cli.mjs');
const FETCH_CATALOGUE = resolve('scripts/catalogue/fetch-catalogue.ts');
const PATCH_CATALOGUE = resolve('scripts/site-build/catalogue-patch.ts');

/**
 * Node's flags for Astro's process. V8 lets a heap grow to three or four times what it still holds before collecting
 * it all: at 100,000 products Astro held 0.51–0.58 GiB and its heap grew to 2.07 GiB, 3.15 GiB for the whole build.
 * Grown by half at most, it stayed under 0.96 GiB (the build's peak 1.73 GiB) at the same speed. Unlike a fixed heap
 * limit, this cannot stop a larger catalogue's build: the heap still grows with what it holds.
 */
const ASTRO_NODE_FLAGS = ['--heap-growing-percent=50'];

/** Runs a build step as `node <args>`; settles when it has exited, with everything it printed; `signal` kills it. */
export function runStep(
  args: string[],
  env: NodeJS.ProcessEnv,
  onMessage: (message: unknown) => void = () => {},
  signal?: AbortSignal,
) {
  return new Promise<{ code: number | null; output: string }>((done, fail) => {
    const child = spawn(process.execPath, args, { env, signal, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    child.on('message', onMessage);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    let failure: Error | undefined;
    child.on('error', (error) => {
      // Stopped by `signal`, it is still running: it settles once it has exited and no longer writes anything.
      if (child.pid === undefined) fail(error);
      else failure = error;
    });
    child.on('close', (code) => (failure ? fail(failure) : done({ code, output })));
  });
}

/** What `astro build` reports as it goes. */
export interface AstroListeners {
  /** Pages rendered so far (page-copies-middleware.ts). */
  pages?: (done: number) => void;
  /** It waits for the catalogue (catalogue-ready.ts), with all it could do ahead done. */
  awaiting?: () => void;
  /** Its bundle is written, hashed assets included, and pages start to load (catalogue-ready.ts). */
  bundled?: () => void;
}

/**
 * Runs `astro build` in a child process (a build never blocks or bloats the process that serves requests),
 * reporting the pages rendered as the child tells them, without looking at the folder.
 */
export async function astroBuild(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  listeners: AstroListeners = {},
  signal?: AbortSignal,
): Promise<void> {
  const { code, output } = await runStep(
    [...ASTRO_NODE_FLAGS, ASTRO, 'build', '--silent'],
    env,
    (message) => {
      if (isAwaitingCatalogue(message)) listeners.awaiting?.();
      else if (isBundled(message)) listeners.bundled?.();
      else listeners.pages?.((message as RenderProgress).pages);
    },
    signal,
  );
  if (code === 0) return;
  log(output.trim());
  throw new Error(`astro build exited with code ${code}`);
}

/**
 * Pulls the catalogue into `outDir` in a child process too: at 100,000 products its heap held 0.8 GB after the
 * fetch, beside Astro's 1.4 GB, and a process gives it all back when it ends. Fails with the fetch's one line.
 */
export async function fetchCatalogueApart(apiBase: string, outDir: string, signal?: AbortSignal): Promise<void> {
  const env = { ...process.env, HAAT_API_URL: apiBase, HAAT_CATALOGUE_DIR: outDir };
  const { code, output } = await runStep([TSX, FETCH_CATALOGUE], env, undefined, signal);
  if (code === 0) return;
  throw new Error(output.trim().split('\n').at(-1) || `the catalogue fetch exited with code ${code}`);
}

/**
 * An incremental build's look at the API (catalogue-patch.ts) in a child process too: it reads the whole kept
 * snapshot, which at 100,000 products grew the serving process to 1.8-2.4 GB when it was read there.
 */
export async function patchCatalogueApart(apiBase: string, previousDir: string, since: Date, outDir: string) {
  const env = {
    ...process.env,
    HAAT_API_URL: apiBase,
    [PATCH_ENV.previousDir]: previousDir,
    [PATCH_ENV.since]: since.toISOString(),
    [PATCH_ENV.outDir]: outDir,
  };
  let outcome: PatchOutcome | undefined;
  const { code, output } = await runStep([TSX, PATCH_CATALOGUE], env, (message) => {
    outcome = message as PatchOutcome;
  });
  if (code === 0 && outcome) return outcome;
  throw new Error(output.trim().split('\n').at(-1) || `the catalogue patch exited with code ${code}`);
}
