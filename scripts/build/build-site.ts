import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fetchCatalogue } from '../catalogue/fetch-catalogue';
import type { SiteConfig } from '../site-config';
import { precompress } from './precompress';
import { newBuildDir, publish } from './publish';

export interface BuildResult {
  pages: number;
  seconds: number;
  phases: { fetch: number; astro: number; compress: number };
}

export interface BuildOptions {
  log?: (line: string) => void;
  /** The live site: a symlink swapped to each new build; builds go to `<live>-builds/`. */
  live?: string;
}

const ASTRO = resolve('node_modules/astro/bin/astro.mjs');

/** Runs `astro build` in a child process so a build never blocks or bloats the process that serves requests. */
function astroBuild(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [ASTRO, 'build', '--silent'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) return done();
      log(output.trim());
      fail(new Error(`astro build exited with code ${code}`));
    });
  });
}

async function countPages(dir: string): Promise<number> {
  let pages = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages += 1;
  }
  return pages;
}

const since = (start: number) => (performance.now() - start) / 1000;

/**
 * Pulls the catalogue from the API, prerenders the site into a fresh folder, precompresses it and publishes it
 * atomically. Any failure leaves the live site as it was and rejects with a one-line reason.
 */
export async function buildSite(config: SiteConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const { log = () => {}, live = resolve('dist') } = options;
  const start = performance.now();
  const catalogueDir = await mkdtemp(join(tmpdir(), 'haat-catalogue-'));
  const buildDir = await newBuildDir(`${live}-builds`);
  try {
    await fetchCatalogue({ apiBase: config.apiBase, outDir: catalogueDir });
    const fetched = performance.now();
    const env = {
      ...process.env,
      HAAT_OUT_DIR: buildDir,
      HAAT_CATALOGUE_DIR: catalogueDir,
      HAAT_API_URL: config.apiBase,
      PUBLIC_HAAT_API_URL: config.apiBase,
      PUBLIC_SITE_URL: config.siteUrl,
    };
    await astroBuild(env, log);
    const built = performance.now();
    await precompress(buildDir);
    const compressed = performance.now();
    await publish(buildDir, live);
    return {
      pages: await countPages(buildDir),
      seconds: since(start),
      phases: {
        fetch: (fetched - start) / 1000,
        astro: (built - fetched) / 1000,
        compress: (compressed - built) / 1000,
      },
    };
  } catch (error) {
    await rm(buildDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(catalogueDir, { recursive: true, force: true });
  }
}
