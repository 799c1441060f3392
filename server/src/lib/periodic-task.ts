import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicTask {
  /** Stops the timer and waits for a run in progress to end. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `everyMs` (the first run one period after the start), never two runs at once. Its failures are
 * logged and the next run comes anyway. The timer keeps no process alive (unref): stop it when the app closes.
 */
export function startPeriodicTask(
  name: string,
  everyMs: number,
  task: () => Promise<unknown>,
  log: FastifyBaseLogger,
): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = task().then(
        () => undefined,
        (error: unknown) => log.error({ err: error, task: name }, 'periodic task failed'),
      );
      void running.then(() => {
        if (!stopped) schedule();
      });
    }, everyMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
