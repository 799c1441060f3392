import { header, send } from '../raw-http';
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

async function etagOf(url: string, headers: Record<string, string>): Promise<string> {
  const answer = await send(url, { headers });
  const tag = header(answer, 'etag');
  if (!tag) throw new Error(`GET ${url} → ${answer.status} without an ETag`);
  return tag;
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
