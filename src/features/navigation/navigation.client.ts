import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_TIMEOUT_EVENT, hasStalledIsland } from '@/lib/chunk-load';
import { OFFLINE_REFUSED_SELECTOR } from '@/lib/offline';
import {
  CHUNK_RELOAD_KEY,
  isChunkElement,
  isChunkImportFailure,
  mayReloadForChunk,
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
