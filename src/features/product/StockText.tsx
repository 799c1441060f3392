import type { Locale } from '#contract';
import type { StockState } from './product';
import type { StockTexts } from './product-strings';
import { stockLabel } from './product-text';

/** The colours of StockStatus.astro's kinds, for React islands. */
export const STOCK_TONE: Record<StockState['kind'], string> = {
  'in-stock': 'text-green-700',
  low: 'text-amber-700',
  out: 'text-sale',
};

interface Props {
  stock: number;
  texts: StockTexts;
  locale: Locale;
}

/** 'In stock' / 'Only 3 left' / 'Out of stock' (StockStatus.astro's text) in a React island. */
export default function StockText({ stock, texts, locale }: Props) {
  const { kind, text } = stockLabel(stock, texts, locale);
  return <p className={`font-semibold text-sm ${STOCK_TONE[kind]}`}>{text}</p>;
}
