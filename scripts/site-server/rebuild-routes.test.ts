import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildBusy } from '../site-build/build-lock';
import type { BuildProgress, BuildResult } from '../site-build/build-site';
import { RebuildRunner } from './rebuild-runner';
import { createSiteServer } from './site-server';

const TOKEN = 'rebuild-secret-of-at-least-32-characters';
const RESULT: BuildResult = {
  id: 'b1',
  mode: 'incremental',
  pages: 14,
  seconds: 3,
  phases: { fetch: 1, astro: 1, compress: 0.5, publish: 0.5 },
};

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-rebuild-routes-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A build that reports one progress step and then waits until the test lets it finish. */
function controlledBuild(outcome: () => BuildResult) {
  const calls: number[] = [];
  let finish: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const run = async (onProgress: (progress: BuildProgress) => void) => {
    calls.push(Date.now());
    onProgress({ phase: 'render', done: 3, total: 10 });
    await gate;
    return outcome();
  };
  return { run, calls, finish };
}

let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
});
const server = (runner: RebuildRunner) =>
  createSiteServer({
    root,
    apiOrigin: 'http://api.test',
    rebuild: { token: TOKEN, runner, warn: (line) => warnings.push(line) },
  });
const auth = { authorization: `Bearer ${TOKEN}` };

describe('rebuild endpoints', () => {
  it('answer 401 without the right token and start nothing', async () => {
    const build = controlledBuild(() => RESULT);
    const app = server(new RebuildRunner(build.run));
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      expect((await app.inject({ method: 'POST', url: '/_haat/rebuild', headers })).statusCode).toBe(401);
      expect((await app.inject({ url: '/_haat/rebuild/status', headers })).statusCode).toBe(401);
    }
    expect(build.calls).toHaveLength(0);
  });

  it('refuse to start with a token shorter than 32 characters, naming REBUILD_TOKEN', () => {
    const runner = new RebuildRunner(controlledBuild(() => RESULT).run);
    expect(() =>
      createSiteServer({ root, apiOrigin: 'http://api.test', rebuild: { token: 'x'.repeat(31), runner } }),
    ).toThrow('REBUILD_TOKEN has 31 characters; it must have at least 32');
  });

  it('log each wrong token with the address and route but not the guess, and after 10 answer 429 even to the right one', async () => {
    const build = controlledBuild(() => RESULT);
    const app = server(new RebuildRunner(build.run));
    for (let guess = 0; guess < 10; guess += 1) {
      const headers = { authorization: `Bearer guess-${guess}` };
      expect((await app.inject({ method: 'POST', url: '/_haat/rebuild', headers })).statusCode).toBe(401);
    }
    expect(warnings).toHaveLength(10);
    expect(warnings[0]).toBe('Rebuild: wrong or missing token from 127.0.0.1 on POST /_haat/rebuild');
    expect(warnings.join()).not.toContain('guess-');
    const refused = await app.inject({ method: 'POST', url: '/_haat/rebuild', headers: auth });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ url: '/_haat/rebuild/status', headers: auth })).statusCode).toBe(429);
    expect(build.calls).toHaveLength(0);
  });

  it('are absent when no token is configured', async () => {
    const build = controlledBuild(() => RESULT);
    const runner = new RebuildRunner(build.run);
    const app = createSiteServer({ root, apiOrigin: 'http://api.test', rebuild: { token: undefined, runner } });
    const response = await app.inject({ method: 'POST', url: '/_haat/rebuild', headers: auth });
    expect(response.statusCode).toBe(404);
    expect(build.calls).toHaveLength(0);
  });

  it('run one build for two requests at once, report its progress, then its outcome', async () => {
    const build = controlledBuild(() => RESULT);
    const runner = new RebuildRunner(build.run);
    const app = server(runner);
    const [first, second] = await Promise.all([
      app.inject({ method: 'POST', url: '/_haat/rebuild', headers: auth }),
      app.inject({ method: 'POST', url: '/_haat/rebuild', headers: auth }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(second.json().id).toBe(first.json().id);
    expect(build.calls).toHaveLength(1);

    const running = (await app.inject({ url: '/_haat/rebuild/status', headers: auth })).json();
    expect(running).toMatchObject({ state: 'running', phase: 'render', progress: { done: 3, total: 10 } });
    expect(running.current.id).toBe(first.json().id);

    build.finish();
    await runner.idle();
    const done = (await app.inject({ url: '/_haat/rebuild/status', headers: auth })).json();
    expect(done).toMatchObject({ state: 'idle', current: null, last: { id: first.json().id, status: 'succeeded' } });
    expect(done.last).toMatchObject({ mode: 'incremental', pages: 14 });
  });

  it('record a failed build with its reason', async () => {
    const runner = new RebuildRunner(async () => {
      throw new Error('Catalogue fetch failed: GET http://api.test/category → 500');
    });
    const app = server(runner);
    expect((await app.inject({ method: 'POST', url: '/_haat/rebuild', headers: auth })).statusCode).toBe(202);
    await runner.idle();
    const { last } = (await app.inject({ url: '/_haat/rebuild/status', headers: auth })).json();
    expect(last).toMatchObject({
      status: 'failed',
      error: 'Catalogue fetch failed: GET http://api.test/category → 500',
    });
  });

  it('answer 409 while another process builds, and record nothing', async () => {
    const runner = new RebuildRunner(async () => {
      throw new BuildBusy(4242);
    });
    const response = await server(runner).inject({ method: 'POST', url: '/_haat/rebuild', headers: auth });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('4242');
    expect(runner.status()).toMatchObject({ state: 'idle', last: null });
  });
});
