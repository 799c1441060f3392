import { get } from 'node:http';
import type { RateResult } from './request-rate';
import { requestRate } from './timed-gets';

export interface SiteThroughput {
  connections: number;
  /** The home page in brotli, as a browser asks for it. */
  page: RateResult;
  /** The same page revalidated by its ETag (If-None-Match), answered 304. */
  revalidated: RateResult;
}

const CONNECTIONS = 50;
const SECONDS = 10;

function etagOf(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((done, fail) => {
    get(url, { headers }, (response) => {
      response.resume();
      const tag = response.headers.etag;
      if (tag) done(tag);
      else fail(new Error(`GET ${url} → ${response.statusCode} without an ETag`));
    }).once('error', fail);
  });
}

/** The site server's requests per second for one page, sent and revalidated, the load from a process of its own. */
export async function benchSiteThroughput(siteUrl: string): Promise<SiteThroughput> {
  const url = `${siteUrl}/`;
  const headers = { 'accept-encoding': 'br' };
  const page = await requestRate({ url, headers, connections: CONNECTIONS, seconds: SECONDS });
  const tag = await etagOf(url, headers);
  const revalidated = await requestRate({
    url,
    headers: { ...headers, 'if-none-match': tag },
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  return { connections: CONNECTIONS, page, revalidated };
}
