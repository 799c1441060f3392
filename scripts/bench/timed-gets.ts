import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { PageTiming } from './page-timer';
import { percentile } from './percentile';

export interface Latency {
  requests: number;
  p50: number;
  p99: number;
}

const PAGE_TIMER = fileURLToPath(new URL('./page-timer.ts', import.meta.url));

/** GETs one at a time, timed from a process of its own (page-timer.ts), never from the busy process that asks. */
export async function timeGets(timing: PageTiming): Promise<Latency> {
  const timer = fork(PAGE_TIMER, [], { execArgv: ['--import', import.meta.resolve('tsx')] });
  const exited = once(timer, 'exit');
  const answered = once(timer, 'message') as Promise<[number[]]>;
  timer.send(timing);
  const [times] = await Promise.race([
    answered,
    exited.then(([code]) => Promise.reject(new Error(`page timer ended (exit ${code}) before answering`))),
  ]);
  return { requests: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}
