import { useEffect, useState } from 'react';
import type { CartLine, Locale } from '#contract';
import { MAX_LINE_QTY } from '#contract/cart-basics';
import ProductImage from '@/features/product/ProductImage';
import { fill } from '@/i18n/fill';
import { formatNumber, formatPrice } from '@/lib/money';
import { localePath, productPath } from '@/lib/paths';
import { stockWarning, variantLabel } from './cart-area';
import type { CartStrings } from './cart-strings';
import { stockNote } from './stock-note';

interface Props {
  line: CartLine;
  locale: Locale;
  strings: CartStrings;
  /** A change of this cart is under way: the controls wait for it. */
  busy: boolean;
  /** Why the last change of this line was refused (translated or the server's). */
  note?: string;
  /** The qty as typed or stepped; the store checks it (parseQty, stock). Resolves to whether it was taken. */
  onQty: (qty: unknown) => Promise<boolean>;
  onRemove: () => void;
}

const stepClass =
  'size-10 rounded-md border border-gray-300 text-lg leading-none hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-50';

/** One cart line: picture, name, options, unit price, qty stepper, line sum, stock warning and remove. */
export default function CartLineRow({ line, locale, strings, busy, note, onQty, onRemove }: Props) {
  const shown = formatNumber(line.qty, locale);
  const [typed, setTyped] = useState(shown);
  useEffect(() => setTyped(shown), [shown]);
  const commit = async () => {
    // A refused qty gives way to the line's qty again; the note beside the line says why.
    if (typed.trim() !== shown && !(await onQty(typed))) setTyped(shown);
  };
  const warning = stockWarning(line);

  return (
    <li
      data-cart-line={line.variant_id}
      className="grid grid-cols-[4rem_1fr] gap-3 border-b border-gray-200 py-4 sm:grid-cols-[5rem_1fr_auto]"
    >
      <ProductImage
        src={line.image}
        alt=""
        width={80}
        height={80}
        preset="thumbnail"
        sizes="80px"
        className="size-16 rounded object-cover sm:size-20"
      />
      <div className="min-w-0 space-y-1">
        <a
          href={localePath(locale, productPath(line.id))}
          className="font-semibold break-words hover:text-brand-800 hover:underline"
        >
          {line.name}
        </a>
        {variantLabel(line) && <p className="text-sm text-gray-700">{variantLabel(line)}</p>}
        <p className="text-xs text-gray-600">{fill(strings.cart.soldBy, { name: line.seller.name })}</p>
        <p className="text-sm">
          {fill(strings.cart.each, { price: formatPrice(line.sale_price, locale) })}
          {line.price > line.sale_price && <s className="ml-2 text-gray-500">{formatPrice(line.price, locale)}</s>}
        </p>
        {warning && (
          <p
            data-stock-warning={warning.kind}
            className={warning.kind === 'low' ? 'text-sm text-amber-700' : 'text-sm font-semibold text-red-700'}
          >
            {stockNote(warning, line, locale, strings)}
          </p>
        )}
        {warning?.kind === 'capped' && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onQty(warning.available)}
            aria-label={fill(strings.cart.reduceToLabel, {
              name: line.name,
              count: formatNumber(warning.available, locale),
            })}
            className="text-sm font-semibold text-brand-800 underline disabled:opacity-50"
            data-reduce-to={warning.available}
          >
            {fill(strings.cart.reduceTo, { count: formatNumber(warning.available, locale) })}
          </button>
        )}
        {note && (
          <p role="alert" data-line-note className="text-sm text-red-700">
            {note}
          </p>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={stepClass}
            disabled={busy || line.qty <= 1}
            onClick={() => onQty(line.qty - 1)}
            aria-label={fill(strings.cart.decrease, { name: line.name })}
          >
            −
          </button>
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => event.key === 'Enter' && commit()}
            readOnly={busy}
            inputMode="numeric"
            aria-label={fill(strings.cart.quantity, { name: line.name })}
            aria-invalid={note ? true : undefined}
            className="h-10 w-14 rounded-md border border-gray-300 text-center tabular-nums"
          />
          <button
            type="button"
            className={stepClass}
            disabled={busy || line.qty >= MAX_LINE_QTY}
            onClick={() => onQty(line.qty + 1)}
            aria-label={fill(strings.cart.increase, { name: line.name })}
          >
            +
          </button>
        </div>
        <p data-line-sum className="font-semibold tabular-nums">
          {formatPrice(line.sale_price * line.qty, locale)}
        </p>
        <button
          type="button"
          disabled={busy}
          onClick={onRemove}
          aria-label={fill(strings.cart.removeLabel, { name: line.name })}
          className="text-sm text-red-700 underline disabled:opacity-50"
        >
          {strings.cart.remove}
        </button>
      </div>
    </li>
  );
}
