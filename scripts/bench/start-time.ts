import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const SITE_PORT = 4820;

async function firstPageServed(url: string, deadline: number): Promise<boolean> {
  while (performance.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {}
    await sleep(100);
  }
  return false;
}

/**
 * Seconds from `npm start` to the first page served, on a fresh clone of the committed tree with no ./data
 * (so it includes migrating, seeding with images and the first build). node_modules is linked, not reinstalled.
 */
export async function benchStartTime(timeoutSeconds = 300): Promise<number | null> {
  const workDir = await mkdtemp(join(tmpdir(), 'haat-start-'));
  const clone = join(workDir, 'haat');
  execFileSync('git', ['clone', '-q', resolve('.'), clone]);
  await symlink(resolve('node_modules'), join(clone, 'node_modules'), 'dir');
  const { DATABASE_URL: _embeddedOnly, ...env } = process.env;
  const start = performance.now();
  const child = spawn(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: clone,
    env: { ...env, API_PORT: '4810', SITE_PORT: String(SITE_PORT) },
    stdio: 'ignore',
  });
  try {
    const served = await firstPageServed(`http://localhost:${SITE_PORT}/`, start + timeoutSeconds * 1000);
    return served ? (performance.now() - start) / 1000 : null;
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGINT');
    await exited;
    await rm(workDir, { recursive: true, force: true });
  }
}
