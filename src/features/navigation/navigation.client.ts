import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_TIMEOUT_EVENT, hasStalledIsland } from '@/lib/chunk-load';
import { OFFLINE_REFUSED_SELECTOR } from '@/lib/offline';
import {
  CHUNK_RELOAD_KEY,
  type ConnectionHints,
  canPrefetch,
  isChunkElement,
  isChunkImportFailure,
  mayReloadForChunk,
  PREFETCH_IDLE_MS,
  prefetchTarget,
  withCarriedCoupon,
} from './navigation';

// Carry coupon_code: rewrite the link just before the browser follows it (mouse, keyboard or middle click).
const carryCoupon = (event: Event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  const href = link && withCarriedCoupon(location.href, link.href);
  if (href) link.href = href;
};
document.addEventListener('click', carryCoupon, true);
document.addEventListener('auxclick', carryCoupon, true);

// Offline notice: a polite live region whose text shows only while the connection is down.
const offlineText = document.querySelector<HTMLElement>('[data-offline-text]');
const offlineRefused = document.querySelector<HTMLElement>(OFFLINE_REFUSED_SELECTOR);
const showConnection = () => {
  if (offlineText) offlineText.hidden = navigator.onLine;
  // A form's "nothing was sent" stays until the connection is back.
  if (offlineRefused && navigator.onLine) offlineRefused.hidden = true;
};
addEventListener('offline', showConnection);
addEventListener('online', showConnection);
showConnection();

// Chunk reload: a module script of a replaced build failed to load; reload at most once per guard period.
const reloadForChunk = () => {
  // Offline, a chunk fails because the network is gone, not the build: a reload would only show the browser's error.
  if (!navigator.onLine) return;
  try {
    const now = Date.now();
    if (!mayReloadForChunk(now, sessionStorage.getItem(CHUNK_RELOAD_KEY))) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return; // Without storage there is no guard, and a reload loop is worse than a broken widget.
  }
  location.reload();
};
addEventListener(
  'error',
  (event) => {
    const target = event.target as HTMLScriptElement | HTMLLinkElement;
    if (target instanceof Element && isChunkElement(target)) reloadForChunk();
  },
  true,
);
addEventListener('unhandledrejection', (event) => {
  if (isChunkImportFailure(event.reason)) reloadForChunk();
});
addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadForChunk();
});
// A chunk still loading after the chunk timeout: one this site imports (loadChunk fires the event), or an island due
// at load or idle that is still not hydrated (Astro imports those itself).
addEventListener(CHUNK_TIMEOUT_EVENT, reloadForChunk);
addEventListener('load', () =>
  setTimeout(() => {
    if (hasStalledIsland(document.querySelectorAll('astro-island[ssr]'))) reloadForChunk();
  }, CHUNK_LOAD_TIMEOUT_MS),
);

// Idle prefetch: 2 s after load, at the next idle moment, prefetch the same-origin pages whose links are in view.
const prefetched = new Set<string>();
const prefetchVisibleLinks = () => {
  const observer = new IntersectionObserver((entries) => {
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const href = (entry.target as HTMLAnchorElement).href;
      const url = prefetchTarget(location.href, withCarriedCoupon(location.href, href) ?? href);
      if (!url || prefetched.has(url) || !canPrefetch(navigator.onLine, connection)) continue;
      prefetched.add(url);
      const hint = document.createElement('link');
      hint.rel = 'prefetch';
      hint.href = url;
      document.head.append(hint);
    }
  });
  for (const link of document.querySelectorAll('a[href]:not([download])')) observer.observe(link);
};
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback));
addEventListener('load', () => setTimeout(() => whenIdle(prefetchVisibleLinks), PREFETCH_IDLE_MS));
