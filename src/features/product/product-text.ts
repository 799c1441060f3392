import type { Locale } from '#contract';
import type { IslandStrings } from '@/i18n';
import { fill } from '@/i18n/fill';
import { formatDateTime, formatNumber, formatPrice } from '@/lib/money';
import { discountPercent, type StockState, stockState } from './product';
import type { StockTexts } from './product-strings';

type DiscountTexts = IslandStrings<'product.percentOff'>;

export function stockLabel(
  stock: number,
  texts: StockTexts,
  locale: Locale,
): { kind: StockState['kind']; text: string } {
  const state = stockState(stock);
  const { product } = texts;
  if (state.kind === 'out') return { kind: state.kind, text: product.outOfStock };
  if (state.kind === 'low') {
    return { kind: state.kind, text: fill(product.onlyLeft, { n: formatNumber(state.left, locale) }) };
  }
  return { kind: state.kind, text: product.inStock };
}

/** '20% off' / '২০% ছাড়', or '' without a discount. */
export function discountLabel(price: number, salePrice: number, texts: DiscountTexts, locale: Locale): string {
  const percent = discountPercent(price, salePrice);
  return percent > 0 ? fill(texts.product.percentOff, { percent: formatNumber(percent, locale) }) : '';
}

/** 'Flash sale ends 31 Dec 2026, 18:30' in the page's language. */
export function flashSaleText(endsAt: string, texts: IslandStrings<'product.flashSaleEnds'>, locale: Locale): string {
  return fill(texts.product.flashSaleEnds, { time: formatDateTime(endsAt, locale) });
}

/** The texts of the price markup (Price.astro); the browser fills the same markup with the same function. */
export interface PriceView {
  sale: string;
  regular: string;
  /** Discount badge, '' when there is none (then the regular price is hidden too). */
  badge: string;
}

export function priceView(price: number, salePrice: number, texts: DiscountTexts, locale: Locale): PriceView {
  return {
    sale: formatPrice(salePrice, locale),
    regular: formatPrice(price, locale),
    badge: discountLabel(price, salePrice, texts, locale),
  };
}

/** Writes a price view into Price.astro's markup inside `root`, touching only what differs. */
export function renderPriceView(root: ParentNode, view: PriceView): void {
  const sale = root.querySelector('[data-price-sale]');
  const regular = root.querySelector<HTMLElement>('[data-price-regular]');
  const regularValue = regular?.querySelector('[data-value]');
  const badge = root.querySelector<HTMLElement>('[data-price-badge]');
  setText(sale, view.sale);
  setText(regularValue, view.regular);
  setText(badge, view.badge);
  if (regular && regular.hidden !== !view.badge) regular.hidden = !view.badge;
  if (badge && badge.hidden !== !view.badge) badge.hidden = !view.badge;
}

/** Writes stock text and kind into StockStatus.astro's markup inside `root`. */
export function renderStock(root: ParentNode, stock: number, texts: StockTexts, locale: Locale): void {
  const element = root.querySelector<HTMLElement>('[data-stock]');
  if (!element) return;
  const { kind, text } = stockLabel(stock, texts, locale);
  if (element.dataset.kind !== kind) element.dataset.kind = kind;
  setText(element, text);
}

function setText(element: Element | null | undefined, text: string): void {
  if (element && element.textContent?.trim() !== text) element.textContent = text;
}
