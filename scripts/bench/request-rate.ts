/**
 * The load of the site server's throughput figure, in a process of its own (forked by `requestRate` in
 * timed-gets.ts): `connections` keep-alive connections each sending the next GET as soon as the last is answered,
 * for `seconds`. Answers the requests answered and their statuses, and exits.
 */
import { Agent, get } from 'node:http';

export interface RateLoad {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface RateResult {
  requests: number;
  seconds: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
}

process.once('message', async ({ url, headers = {}, connections, seconds }: RateLoad) => {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses: Record<string, number> = {};
  const one = () =>
    new Promise<void>((done, fail) => {
      get(url, { agent, headers }, (response) => {
        const status = String(response.statusCode);
        statuses[status] = (statuses[status] ?? 0) + 1;
        response.resume().once('end', done);
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
  const result: RateResult = { requests, seconds: (performance.now() - started) / 1000, statuses };
  process.send?.(result, () => process.exit(0));
});
