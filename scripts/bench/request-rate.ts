/**
 * The load of the throughput figures, in a process of its own (forked by `requestRate` in timed-gets.ts), so that
 * the load costs the machine as little as it can: `connections` keep-alive connections each sending the next GET as
 * soon as the last is answered, for `seconds`. Answers the requests answered, their statuses and times, and exits.
 */
import { Agent, get } from 'node:http';
import { percentile } from './percentile';

export interface RateLoad {
  /** One URL, or several asked in turn. */
  url: string | string[];
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface RateResult {
  requests: number;
  seconds: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Milliseconds from asking to the last byte of the answer. */
  p50: number;
  p99: number;
}

process.once('message', async ({ url, headers = {}, connections, seconds }: RateLoad) => {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses: Record<string, number> = {};
  const urls = [url].flat();
  let turn = 0;
  const times: number[] = [];
  const one = () =>
    new Promise<void>((done, fail) => {
      const asked = performance.now();
      get(urls[turn++ % urls.length]!, { agent, headers }, (response) => {
        const status = String(response.statusCode);
        statuses[status] = (statuses[status] ?? 0) + 1;
        response.resume().once('end', () => {
          times.push(performance.now() - asked);
          done();
        });
      }).once('error', fail);
    });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let requests = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        await one();
        requests += 1;
      }
    }),
  );
  const result: RateResult = {
    requests,
    seconds: (performance.now() - started) / 1000,
    statuses,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
  };
  process.send?.(result, () => process.exit(0));
});
