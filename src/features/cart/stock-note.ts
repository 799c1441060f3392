import type { CartLine, Locale } from '#contract';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';
import type { StockWarning } from './cart-area';
import type { CartStrings } from './cart-strings';

/** The words under a line for its stock warning, numbers in the page's digits (Bengali on /bn). */
export function stockNote(
  warning: StockWarning,
  line: Pick<CartLine, 'qty'>,
  locale: Locale,
  { cart }: Pick<CartStrings, 'cart'>,
): string {
  const count = (value: number) => formatNumber(value, locale);
  if (warning.kind === 'unavailable') return cart.lineUnavailable;
  if (warning.kind === 'capped')
    return fill(cart.lineCapped, { count: count(warning.available), qty: count(line.qty) });
  return fill(cart.onlyLeft, { count: count(warning.left) });
}
