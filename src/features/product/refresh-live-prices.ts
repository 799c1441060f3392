import type { Locale } from '#contract';
import { applyLiveProduct, batches, productIds } from './live-prices';
import { fetchLiveProducts } from './live-prices.api';
import type { ProductTexts } from './product-strings';

/** What LivePrices.astro hands the browser. */
export interface LivePricesData {
  locale: Locale;
  texts: ProductTexts;
}

const UNREFRESHED = '[data-product-id]:not([data-live-refreshed])';
/** Idle, or at the latest this long after load: never before the page's own work (LCP), never much later. */
const IDLE_TIMEOUT_MS = 3000;

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run, 1);

/**
 * Refreshes every product element not refreshed yet with one API call per LIVE_BATCH_SIZE ids. A failed call
 * leaves the static values: they are a fair answer, and the server re-prices at checkout anyway.
 */
async function refreshLivePrices({ locale, texts }: LivePricesData): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>(UNREFRESHED)];
  for (const element of elements) element.dataset.liveRefreshed = '';
  await Promise.all(
    batches(productIds(elements)).map(async (ids) => {
      try {
        for (const live of await fetchLiveProducts(ids)) {
          const targets = elements.filter((element) => element.dataset.productId === String(live.id));
          for (const element of targets) applyLiveProduct(element, live, texts, locale);
        }
      } catch {
        // Static values stay (see above).
      }
    }),
  );
}

/** Refreshes the page's products when the browser is idle, and cards added later (infinite scroll) likewise. */
export function startLivePrices(data: LivePricesData): void {
  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    whenIdle(() => {
      pending = false;
      void refreshLivePrices(data);
    });
  };
  schedule();
  new MutationObserver(() => {
    if (document.querySelector(UNREFRESHED)) schedule();
  }).observe(document.body, { childList: true, subtree: true });
}
