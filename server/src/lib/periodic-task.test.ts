import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { startPeriodicTask } from './periodic-task';

const silentLog = () =>
  ({ error: vi.fn() }) as unknown as Parameters<typeof startPeriodicTask>[3] & { error: ReturnType<typeof vi.fn> };

describe('startPeriodicTask', () => {
  it('runs the task every period, never two runs at once, and stop waits for the run in progress', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const task = startPeriodicTask(
      'test',
      10,
      async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(25);
        runs += 1;
        running -= 1;
      },
      silentLog(),
    );
    await sleep(120);
    await task.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(running).toBe(0);
    const stoppedAt = runs;
    await sleep(60);
    expect(runs).toBe(stoppedAt);
  });

  it('logs a failed run and runs again', async () => {
    const log = silentLog();
    let runs = 0;
    const task = startPeriodicTask(
      'failing',
      5,
      async () => {
        runs += 1;
        throw new Error('database away');
      },
      log,
    );
    await sleep(60);
    await task.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ task: 'failing' }), 'periodic task failed');
  });
});
