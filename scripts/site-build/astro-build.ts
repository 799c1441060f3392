import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { RenderProgress } from './page-copies';

const ASTRO = resolve('node_modules/astro/bin/astro.mjs');

/** The pages of a finished build. */
export async function countPages(dir: string): Promise<number> {
  let pages = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages += 1;
  }
  return pages;
}

/**
 * Runs `astro build` in a child process (a build never blocks or bloats the process that serves requests),
 * reporting the pages rendered as the child tells them (page-copies-middleware.ts), without looking at the folder.
 */
export function astroBuild(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  onPages: (done: number) => void = () => {},
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [ASTRO, 'build', '--silent'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.on('message', (progress: RenderProgress) => onPages(progress.pages));
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) return done();
      log(output.trim());
      fail(new Error(`astro build exited with code ${code}`));
    });
  });
}
