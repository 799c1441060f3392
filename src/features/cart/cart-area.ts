import type { CartLine, CartQuote, CartTotals } from '#contract';
import { COUPON_PARAM } from '@/features/navigation/navigation';
import { stockState, variantText } from '@/features/product/product';
import { localeFromPath, localePath, unlocalizedPath } from '@/lib/paths';
import { type LineStatus, lineStatus } from './cart';

/** The two homes of the cart and checkout pages: /shop/… for signed-in shoppers, /guest/… for everyone else. */
export type CartArea = 'shop' | 'guest';

const AREA_PAGE = /^\/(shop|guest)\/(cart|checkout)(\/?)(?=[?#]|$)/;

/**
 * Where a cart or checkout page sends this visitor (spec section 2): a logged-out visitor on /shop/cart or
 * /shop/checkout goes to the /guest/ page, a signed-in one on a /guest/ page to the /shop/ one, under the same
 * language prefix with the query (coupon_code, buy_now) and hash kept. Null lets the page show.
 */
export function cartAreaRedirect(url: string, loggedIn: boolean): string | null {
  const page = unlocalizedPath(url);
  const match = AREA_PAGE.exec(page);
  if (!match) return null;
  const wanted: CartArea = loggedIn ? 'shop' : 'guest';
  if (match[1] === wanted) return null;
  return localePath(localeFromPath(url), page.replace(AREA_PAGE, `/${wanted}/$2$3`));
}

/** The coupon_code of the page's query, trimmed; null when absent or blank. */
export function couponFromQuery(search: string): string | null {
  const code = new URLSearchParams(search).get(COUPON_PARAM)?.trim();
  return code ? code : null;
}

/** What the server changed in a cart it quoted, line by line, for the notice above the cart. */
export interface LineChange {
  variantId: number;
  name: string;
  reason: 'unavailable' | 'stock_capped' | 'price_changed';
  /** The quoted qty (stock_capped) or unit price (price_changed); 0 when unavailable. */
  value: number;
}

/**
 * The lines the quote dropped or capped (its adjustments), then those whose unit price differs from the one the
 * browser had (the quote cannot know what the browser believed, so that comparison is made here).
 */
export function quoteChanges(before: readonly CartLine[], quote: CartQuote): LineChange[] {
  const nameOf = (variantId: number) => before.find((line) => line.variant_id === variantId)?.name ?? '';
  const changes: LineChange[] = quote.adjustments
    .filter((adjustment) => adjustment.reason !== 'price_changed')
    .map((adjustment) => ({
      variantId: adjustment.variant_id,
      name: nameOf(adjustment.variant_id),
      reason: adjustment.reason,
      value: adjustment.qty,
    }));
  for (const item of quote.items) {
    const old = before.find((line) => line.variant_id === item.variant_id);
    if (old && old.sale_price !== item.sale_price) {
      changes.push({ variantId: item.variant_id, name: item.name, reason: 'price_changed', value: item.sale_price });
    }
  }
  return changes;
}

export function totalsDiffer(local: CartTotals, server: CartTotals): boolean {
  return (Object.keys(server) as (keyof CartTotals)[]).some((key) => local[key] !== server[key]);
}

/** /shop/checkout?buy_now=true: the checkout of the buy-now item alone (spec section 2). */
export function isBuyNowCheckout(search: string): boolean {
  return new URLSearchParams(search).get('buy_now') === 'true';
}

/** A line's chosen colour and size, e.g. 'Navy · L' ('' for a product without options). */
export function variantLabel(line: Pick<CartLine, 'selected_variant'>): string {
  return variantText(line.selected_variant);
}

/**
 * What the cart page says under a line: it cannot be ordered as it stands (lineStatus: none left, or fewer than its
 * qty; the cart keeps the qty until the shopper changes it), or few are left (as product pages say).
 */
export type StockWarning = Exclude<LineStatus, { kind: 'ok' }> | { kind: 'low'; left: number };

export function stockWarning(line: Pick<CartLine, 'qty' | 'stock'>): StockWarning | null {
  const status = lineStatus(line);
  if (status.kind !== 'ok') return status;
  return stockState(line.stock).kind === 'low' ? { kind: 'low', left: line.stock } : null;
}
