import { withCarriedCoupon } from './navigation';
import {
  type ConnectionHints,
  canPrefetch,
  fitsBudget,
  PREFETCH_IDLE_MS,
  pageBytes,
  prefetchQueue,
  VISITED_KEY,
  withVisited,
} from './prefetch';

let visited: string[] = [];
try {
  visited = withVisited(sessionStorage.getItem(VISITED_KEY), location.href);
  sessionStorage.setItem(VISITED_KEY, JSON.stringify(visited));
} catch {
  // Without session storage every page counts as unvisited: a prefetch of a seen page only costs its bytes again.
}

const timingOf = (entries: PerformanceEntry[]) => entries.at(-1) as PerformanceResourceTiming | undefined;

// Idle prefetch: 2 s after load, at the next idle moment, prefetch the pages whose links are in view, one after the
// other while the budget lasts (the first estimate of a page's size is this page's own).
const prefetchLinksInView = () => {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!canPrefetch(navigator.onLine, connection)) return;
  const inView = [...document.querySelectorAll<HTMLAnchorElement>('a[href]:not([download])')].filter((link) => {
    const box = link.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
  });
  const hrefs = inView.map((link) => withCarriedCoupon(location.href, link.href) ?? link.href);
  const queue = prefetchQueue(location.href, hrefs, visited);
  let spent = 0;
  let largest = pageBytes(timingOf(performance.getEntriesByType('navigation')), 0);
  const next = () => {
    const url = queue.shift();
    if (!url || !fitsBudget(spent, largest)) return;
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = url;
    hint.onload = hint.onerror = () => {
      const bytes = pageBytes(timingOf(performance.getEntriesByName(url)), largest);
      spent += bytes;
      largest = Math.max(largest, bytes);
      next();
    };
    document.head.append(hint);
  };
  next();
};
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback));
addEventListener('load', () => setTimeout(() => whenIdle(prefetchLinksInView), PREFETCH_IDLE_MS));
