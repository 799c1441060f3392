/**
 * The page timer of static-under-load.ts, in a process of its own: its timings never wait on the event loop of the
 * process that runs the searches keeping the API busy. Forked with one `PageTiming` over IPC; answers the
 * milliseconds of each GET (to the whole body, one request at a time) and exits.
 */
export interface PageTiming {
  url: string;
  /** Request headers, e.g. the Accept-Encoding to time (over http, fetch asks for gzip and deflate by default). */
  headers?: Record<string, string>;
  /** Requests first sent untimed (connection, caches). */
  warmUp: number;
  /** Stops after this many requests, or at `seconds` after it started, whichever comes first. */
  requests: number;
  seconds: number;
}

async function timePage(url: string, headers: Record<string, string> = {}): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} → ${response.status}`);
  return performance.now() - start;
}

process.once('message', async ({ url, headers, warmUp, requests, seconds }: PageTiming) => {
  for (let n = 0; n < warmUp; n += 1) await timePage(url, headers);
  const deadline = performance.now() + seconds * 1000;
  const times: number[] = [];
  while (times.length < requests && performance.now() < deadline) times.push(await timePage(url, headers));
  process.send?.(times, () => process.exit(0));
});
