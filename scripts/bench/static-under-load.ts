import type { Page, ProductCard } from '#contract';
import { apiGetter } from '../catalogue/api-client';
import { type Latency, timeGets } from './timed-gets';

export interface StaticUnderLoad {
  /** The home page from the site server, one request at a time, milliseconds to the whole body. */
  idle: Latency;
  loaded: Latency;
  /** Searches running at once against the API during `loaded`, and how many it answered. */
  concurrency: number;
  searches: number;
  searchSeconds: number;
}

/** Untimed requests each timing starts with. */
const WARM_UP_REQUESTS = 20;
const IDLE_REQUESTS = 200;
/** The loaded phase ends after this many home page requests or this long, whichever comes first. */
const LOADED_REQUESTS = 2_000;
const LOADED_SECONDS = 15;
const SEARCH_TIMEOUT_MS = 60_000;

/** The home page's latency, timed from a process of its own, not from this busy one. */
const homeLatency = (siteUrl: string, requests: number, seconds = 3_600) =>
  timeGets({ url: `${siteUrl}/`, warmUp: WARM_UP_REQUESTS, requests, seconds });

/** Words of the newest products' names in both languages: real searches, each a different one. */
async function searchWords(apiBase: string): Promise<string[]> {
  const words = new Set<string>();
  for (const locale of ['en', 'bn'] as const) {
    const page = await apiGetter(apiBase, locale, 30_000)<Page<ProductCard>>('/products?per_page=100&sort=newest');
    for (const card of page.data) for (const word of card.name.split(/\s+/)) if (word.length >= 3) words.add(word);
  }
  return [...words];
}

/**
 * The home page's latency from the site server, idle and while `concurrency` searches keep the API busy
 * (`GET /products?q=…`, each answered before the next starts). Both must run on this machine (localhost).
 */
export async function benchStaticUnderLoad(
  siteUrl: string,
  apiBase: string,
  concurrency = 20,
): Promise<StaticUnderLoad> {
  const words = await searchWords(apiBase);
  const idle = await homeLatency(siteUrl, IDLE_REQUESTS);

  let loading = true;
  let searches = 0;
  const searcher = async (first: number) => {
    for (let next = first; loading; next += concurrency) {
      const word = words[next % words.length]!;
      const response = await fetch(`${apiBase}/products?q=${encodeURIComponent(word)}`, {
        signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`search "${word}" → ${response.status}`);
      searches += 1;
    }
  };
  const start = performance.now();
  const searchers = Promise.allSettled(Array.from({ length: concurrency }, (_, index) => searcher(index)));
  const loaded = await homeLatency(siteUrl, LOADED_REQUESTS, LOADED_SECONDS).finally(() => {
    loading = false;
  });
  const failed = (await searchers).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return { idle, loaded, concurrency, searches, searchSeconds: (performance.now() - start) / 1000 };
}
