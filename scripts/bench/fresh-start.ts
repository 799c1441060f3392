import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const SITE_PORT = 4820;
const API_PORT = 4810;

export interface FreshStart {
  /** Seconds from `npm start` to the first page served; null when not within the timeout. */
  seconds: number | null;
  /** Seconds from `npm start` to the site's first answer of any kind (the opening page before the first build). */
  openingSeconds: number | null;
  siteUrl: string;
  apiBase: string;
  /** Stops it (Ctrl-C, as a person would) and deletes the clone. */
  stop(): Promise<void>;
}

/** Polls `url` until an answer passes `accept`; the seconds since `start` then, or null at the deadline. */
async function firstAnswer(url: string, accept: (response: Response) => boolean, start: number, deadline: number) {
  while (performance.now() < deadline) {
    try {
      if (accept(await fetch(url))) return (performance.now() - start) / 1000;
    } catch {}
    await sleep(100);
  }
  return null;
}

/**
 * `npm start` on a fresh clone of the committed tree with no ./data (so the first page waits for migrating, seeding
 * with images and the first build), running until stopped. node_modules is linked, not reinstalled.
 */
export async function startFreshClone(timeoutSeconds = 300): Promise<FreshStart> {
  const workDir = await mkdtemp(join(tmpdir(), 'haat-start-'));
  const clone = join(workDir, 'haat');
  execFileSync('git', ['clone', '-q', resolve('.'), clone]);
  await symlink(resolve('node_modules'), join(clone, 'node_modules'), 'dir');
  const { DATABASE_URL: _embeddedOnly, ...env } = process.env;
  const start = performance.now();
  const child = spawn(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: clone,
    env: { ...env, API_PORT: String(API_PORT), SITE_PORT: String(SITE_PORT) },
    stdio: 'ignore',
  });
  const exited = once(child, 'exit');
  const siteUrl = `http://localhost:${SITE_PORT}`;
  const deadline = start + timeoutSeconds * 1000;
  const openingSeconds = await firstAnswer(`${siteUrl}/`, () => true, start, deadline);
  return {
    openingSeconds,
    seconds: await firstAnswer(`${siteUrl}/`, (response) => response.ok, start, deadline),
    siteUrl,
    apiBase: `http://localhost:${API_PORT}/api/v1`,
    stop: async () => {
      child.kill('SIGINT');
      await exited;
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
