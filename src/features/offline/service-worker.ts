/**
 * The service worker (/sw.js, bundled by scripts/site-build/service-worker.ts with this build's manifest). It
 * keeps the shell and visited catalogue pages for slow and flaky links and shows the offline page without a
 * network; it never touches API calls, so prices at checkout always come from the API (service-worker-strategy.ts).
 */

import type { WorkerManifest } from '@/lib/service-worker-manifest';
import {
  type ConnectionFacts,
  cacheNames,
  isKeepable,
  offlinePagePath,
  pageKey,
  precachesHeavy,
  staleCaches,
  strategyFor,
} from './service-worker-strategy';

declare const HAAT_SW_MANIFEST: WorkerManifest;

/** The few parts of the worker's global scope used here (the DOM library's types have no worker scope). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  navigator: { connection?: ConnectionFacts };
  clients: { claim(): Promise<void>; matchAll(options: object): Promise<{ url: string }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const { version, light, heavy } = HAAT_SW_MANIFEST;
const CACHES = cacheNames(version);
/** Visited pages kept at most; the least recently stored go first (a page is stored again on each view). */
const MAX_PAGES = 60;
const origin = worker.location.origin;
const hashed = (file: string) => file.startsWith('/_astro/');

async function keepPage(key: string, response: Response): Promise<void> {
  const cache = await caches.open(CACHES.pages);
  await cache.delete(key);
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((old) => cache.delete(old)));
}

/** A stored page: visited (the pages cache) or precached with the shell (the offline and cart pages). */
async function storedPage(key: string): Promise<Response | undefined> {
  return (await caches.match(key, { cacheName: CACHES.pages })) ?? caches.match(key, { cacheName: CACHES.shell });
}

async function offlinePage(url: URL): Promise<Response> {
  return (await storedPage(`${origin}${offlinePagePath(url)}`)) ?? Response.error();
}

/** The network's answer, a copy stored when it may be kept (an answer that is not a page any more is dropped). */
async function fetchAndKeep(request: Request, key: string): Promise<Response> {
  const response = await fetch(request);
  if (isKeepable(response)) await keepPage(key, response.clone());
  else if (response.status === 404 || response.status === 410) await (await caches.open(CACHES.pages)).delete(key);
  return response;
}

async function staleWhileRevalidate(event: FetchEvent, url: URL): Promise<Response> {
  const key = pageKey(url);
  const cached = await storedPage(key);
  const fresh = fetchAndKeep(event.request, key);
  if (cached) {
    // The stored copy now, the network's for the next view: a rebuild shows from the second view on.
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh.catch(() => offlinePage(url));
}

async function networkFirst(request: Request, url: URL): Promise<Response> {
  const key = pageKey(url);
  try {
    return await fetchAndKeep(request, key);
  } catch {
    return (await storedPage(key)) ?? offlinePage(url);
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHES.shell);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isKeepable(response)) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const strategy = strategyFor(url, event.request, origin);
  if (strategy === 'pass') return;
  if (strategy === 'shell') event.respondWith(cacheFirst(event.request));
  else if (strategy === 'catalogue') event.respondWith(staleWhileRevalidate(event, url));
  else if (strategy === 'cart') event.respondWith(networkFirst(event.request, url));
  // Revalidated, never the HTTP cache's copy: offline, a checkout is the offline page, not a page that cannot work.
  else event.respondWith(fetch(event.request, { cache: 'no-cache' }).catch(() => offlinePage(url)));
});

worker.addEventListener('install', (event) => {
  const files = precachesHeavy(worker.navigator.connection) ? [...light, ...heavy] : light;
  // A new build's worker takes over at once: its pages and scripts belong together.
  event.waitUntil(
    caches
      .open(CACHES.shell)
      // Pages and unhashed files revalidated (an HTTP-cached copy may be the previous build's); hashed ones as cached.
      .then((cache) =>
        cache.addAll(files.map((file) => new Request(file, { cache: hashed(file) ? 'default' : 'no-cache' }))),
      )
      .then(() => worker.skipWaiting()),
  );
});

/** The pages open when the worker first starts were loaded without it: stored now, so they open offline too. */
async function keepOpenPages(): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(
    windows.map(async ({ url }) => {
      const page = new URL(url);
      const strategy = strategyFor(page, { method: 'GET', mode: 'navigate' }, origin);
      if (strategy !== 'catalogue' && strategy !== 'cart') return;
      const key = pageKey(page);
      if (await caches.match(key, { cacheName: CACHES.pages })) return;
      await fetchAndKeep(new Request(key), key).catch(() => undefined);
    }),
  );
}

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = staleCaches(await caches.keys(), version);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await worker.clients.claim();
      await keepOpenPages();
    })(),
  );
});
