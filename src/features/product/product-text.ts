import type { Locale } from '@contract';
import type { Translate } from '@/i18n';
import { formatNumber } from '@/lib/money';
import { discountPercent, type StockState, stockState } from './product';

/** The product strings the browser needs after a variant change; `{n}` stands for a number. */
export interface ProductTexts {
  inStock: string;
  onlyLeft: string;
  outOfStock: string;
  percentOff: string;
  notOffered: string;
}

export function productTexts(t: Translate): ProductTexts {
  return {
    inStock: t('product.inStock'),
    onlyLeft: t('product.onlyLeft', { n: '{n}' }),
    outOfStock: t('product.outOfStock'),
    percentOff: t('product.percentOff', { percent: '{n}' }),
    notOffered: t('product.notOffered'),
  };
}

const fill = (template: string, value: number, locale: Locale) => template.replace('{n}', formatNumber(value, locale));

export function stockLabel(
  stock: number,
  texts: ProductTexts,
  locale: Locale,
): { kind: StockState['kind']; text: string } {
  const state = stockState(stock);
  if (state.kind === 'out') return { kind: state.kind, text: texts.outOfStock };
  if (state.kind === 'low') return { kind: state.kind, text: fill(texts.onlyLeft, state.left, locale) };
  return { kind: state.kind, text: texts.inStock };
}

/** '20% off' / '২০% ছাড়', or '' without a discount. */
export function discountLabel(price: number, salePrice: number, texts: ProductTexts, locale: Locale): string {
  const percent = discountPercent(price, salePrice);
  return percent > 0 ? fill(texts.percentOff, percent, locale) : '';
}
