import type { LiveProduct, Locale } from '#contract';
import type { ProductTexts } from './product-strings';
import { flashSaleText, priceView, renderPriceView, renderStock } from './product-text';

/** GET /products/live takes at most this many ids. */
const LIVE_BATCH_SIZE = 100;

/**
 * Dispatched with the live product on every refreshed product element (the add-to-cart control follows the stock).
 * On an element marked `data-live-variants` (a product page with a variant picker) it replaces the default update:
 * the picker owns which variant's price shows there.
 */
export const LIVE_PRODUCT_EVENT = 'live-prices:product';

/** Product ids of the elements, each once, in page order. */
export function productIds(elements: Iterable<HTMLElement>): number[] {
  const ids = new Set<number>();
  for (const element of elements) {
    const id = Number(element.dataset.productId);
    if (Number.isInteger(id) && id > 0) ids.add(id);
  }
  return [...ids];
}

export function batches<T>(items: T[], size = LIVE_BATCH_SIZE): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** A running flash sale's end, or null when none runs now (a sale that ended since the answer is over too). */
export function flashSaleEnd(live: LiveProduct, now: Date): string | null {
  const ends = live.flash_sale_ends_at;
  return ends && new Date(ends) > now ? ends : null;
}

/**
 * Brings one product element (a card or the product page) up to date: price, discount badge, stock and flash-sale
 * state, writing only what differs from the static markup. Formatting is the build's own (priceView).
 */
export function applyLiveProduct(
  element: HTMLElement,
  live: LiveProduct,
  texts: ProductTexts,
  locale: Locale,
  now = new Date(),
): void {
  if (!element.hasAttribute('data-live-variants')) {
    const price = element.querySelector('[data-product-price]');
    if (price) renderPriceView(price, priceView(live.price, live.sale_price, texts, locale));
    const stock = element.querySelector('[data-product-stock]');
    if (stock) renderStock(stock, live.quantity, texts, locale);
  }
  element.dispatchEvent(new CustomEvent(LIVE_PRODUCT_EVENT, { detail: live }));
  const ends = flashSaleEnd(live, now);
  for (const badge of element.querySelectorAll<HTMLElement>('[data-flash-sale]')) {
    if (badge.hidden !== !ends) badge.hidden = !ends;
    if (ends && badge.hasAttribute('data-flash-sale-ends')) badge.textContent = flashSaleText(ends, texts, locale);
  }
}
