import type { Locale } from '#contract';
import { fill } from '@/i18n/fill';
import { formatNumber, formatPrice } from '@/lib/money';
import type { CartStrings } from './cart-strings';
import type { QuoteNotice } from './use-cart-area';

interface Props {
  notice: QuoteNotice;
  locale: Locale;
  strings: CartStrings;
}

/** What the server's quote changed: the lines it dropped, capped or repriced, and that the totals are its own. */
export default function CartNotice({ notice, locale, strings }: Props) {
  if (!notice.pricesChanged && notice.changes.length === 0) return null;
  return (
    <div role="status" className="mb-4 space-y-1 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
      {notice.pricesChanged && (
        <p data-prices-changed className="font-semibold">
          {strings.cart.pricesChanged}
        </p>
      )}
      {notice.changes.length > 0 && (
        <>
          <p>{strings.cart.changesTitle}</p>
          <ul className="list-disc pl-5">
            {notice.changes.map((change) => (
              <li key={`${change.variantId}-${change.reason}`} data-line-change={change.reason}>
                {fill(strings.cart.changes[change.reason], {
                  name: change.name,
                  value:
                    change.reason === 'price_changed'
                      ? formatPrice(change.value, locale)
                      : formatNumber(change.value, locale),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
