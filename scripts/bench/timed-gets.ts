import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { PageTiming } from './page-timer';
import { percentile } from './percentile';
import type { RateLoad, RateResult } from './request-rate';

export interface Latency {
  requests: number;
  p50: number;
  p99: number;
}

const PAGE_TIMER = fileURLToPath(new URL('./page-timer.ts', import.meta.url));
const REQUEST_RATE = fileURLToPath(new URL('./request-rate.ts', import.meta.url));

/** Runs a bench script in a process of its own, never the busy process that asks: one message there, one back. */
async function askChild<Answer>(script: string, message: object): Promise<Answer> {
  const child = fork(script, [], { execArgv: ['--import', import.meta.resolve('tsx')] });
  const exited = once(child, 'exit');
  const answered = once(child, 'message') as Promise<[Answer]>;
  child.send(message);
  const [answer] = await Promise.race([
    answered,
    exited.then(([code]) => Promise.reject(new Error(`${script} ended (exit ${code}) before answering`))),
  ]);
  return answer;
}

/** GETs one at a time, timed by page-timer.ts. */
export async function timeGets(timing: PageTiming): Promise<Latency> {
  const times = await askChild<number[]>(PAGE_TIMER, timing);
  return { requests: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** Requests per second under `load` (request-rate.ts). */
export const requestRate = (load: RateLoad) => askChild<RateResult>(REQUEST_RATE, load);
