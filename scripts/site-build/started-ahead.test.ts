import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runStep } from './astro-build';
import { startAhead } from './started-ahead';

describe('a step started ahead (Astro bundling before the build knows what to render)', () => {
  it('is stopped when not needed, and stop settles only once the step has ended', async () => {
    let ended = false;
    const step = startAhead(
      (signal) =>
        new Promise<void>((_, fail) =>
          signal.addEventListener('abort', () => {
            setTimeout(() => {
              ended = true;
              fail(new Error('stopped'));
            }, 30);
          }),
        ),
    );
    await step.stop();
    expect(ended).toBe(true);
  });

  it('keeps a failure for whoever awaits its result, instead of ending the process unhandled', async () => {
    const step = startAhead(async () => {
      throw new Error('astro build exited with code 1');
    });
    await sleep(20);
    await expect(step.result).rejects.toThrow('astro build exited with code 1');
  });

  it('gives its result to whoever awaits it', async () => {
    const step = startAhead(async () => 'rendered');
    expect(await step.result).toBe('rendered');
    await step.stop();
  });
});

describe('a build step’s process', () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'haat-step-'));
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  it('stopped by its signal, settles only once it has exited: nothing writes into folders removed after it', async () => {
    const last = join(work, 'written-while-stopping');
    // Like a process finishing a write when it is told to stop.
    const script = `process.on('SIGTERM', () => setTimeout(() => {
      require('node:fs').writeFileSync(${JSON.stringify(last)}, 'x'); process.exit(1); }, 200));
      process.send?.('ready'); setInterval(() => {}, 1000);`;
    const abort = new AbortController();
    let ready: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const running = runStep(['-e', script], process.env, () => ready(), abort.signal);
    await started;
    abort.abort();
    await expect(running).rejects.toThrow(/abort/i);
    expect(existsSync(last)).toBe(true);
  });
});
