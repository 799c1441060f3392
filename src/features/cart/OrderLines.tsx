import type { CartLine, Locale } from '#contract';
import { fill } from '@/i18n/fill';
import { formatNumber, formatPrice } from '@/lib/money';
import { localePath, productPath } from '@/lib/paths';
import { variantLabel } from './cart-area';

interface Props {
  lines: readonly CartLine[];
  locale: Locale;
  /** '{{qty}} × {{price}}'. */
  lineText: string;
}

/** Read-only lines (checkout summary, mini-cart): name, options, qty × unit price and the line's sum. */
export default function OrderLines({ lines, locale, lineText }: Props) {
  return (
    <ul className="divide-y divide-gray-200">
      {lines.map((line) => (
        <li key={line.variant_id} data-order-line={line.variant_id} className="flex justify-between gap-3 py-2 text-sm">
          <div className="min-w-0">
            <a href={localePath(locale, productPath(line.id))} className="block break-words hover:underline">
              {line.name}
            </a>
            {variantLabel(line) && <span className="block text-xs text-gray-600">{variantLabel(line)}</span>}
            <span className="block text-xs text-gray-700">
              {fill(lineText, { qty: formatNumber(line.qty, locale), price: formatPrice(line.sale_price, locale) })}
            </span>
          </div>
          <span className="shrink-0 font-semibold tabular-nums">{formatPrice(line.sale_price * line.qty, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
