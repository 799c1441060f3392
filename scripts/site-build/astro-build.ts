import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';

const ASTRO = resolve('node_modules/astro/bin/astro.mjs');
const PROGRESS_INTERVAL_MS = 1000;
/** Pauses between counts are at least this many times the last count (5 s at 200,000 pages): a fifth of a core at most. */
const PAUSE_PER_COUNT = 4;

export async function countPages(dir: string): Promise<number> {
  let pages = 0;
  try {
    for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && entry.name.endsWith('.html')) pages += 1;
    }
  } catch {
    // The folder appears when Astro writes its first page.
  }
  return pages;
}

/**
 * Runs `astro build` in a child process (a build never blocks or bloats the process that serves requests),
 * reporting the pages written to `outDir` every second or so: one count at a time, however long the folder takes to
 * walk (overlapping counts of a large site filled the heap of the building process).
 */
export function astroBuild(
  env: NodeJS.ProcessEnv,
  outDir: string,
  log: (line: string) => void,
  onPages: (done: number) => void = () => {},
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [ASTRO, 'build', '--silent'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let finished = false;
    let timer: NodeJS.Timeout;
    const count = async () => {
      const started = performance.now();
      const pages = await countPages(outDir);
      if (finished) return;
      onPages(pages);
      timer = setTimeout(count, Math.max(PROGRESS_INTERVAL_MS, (performance.now() - started) * PAUSE_PER_COUNT));
    };
    timer = setTimeout(count, PROGRESS_INTERVAL_MS);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => {
      finished = true;
      clearTimeout(timer);
      fail(error);
    });
    child.on('close', (code) => {
      finished = true;
      clearTimeout(timer);
      if (code === 0) return done();
      log(output.trim());
      fail(new Error(`astro build exited with code ${code}`));
    });
  });
}
