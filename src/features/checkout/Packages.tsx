import type { CartLine, CheckoutQuote, Locale } from '#contract';
import OrderLines from '@/features/cart/OrderLines';
import { fill } from '@/i18n/fill';
import { formatNumber, formatPrice } from '@/lib/money';
import type { CheckoutStrings } from './checkout-strings';

interface Props {
  quote: CheckoutQuote<CartLine>;
  /** Variant id → the server's message about that line. */
  lineErrors: Record<number, string>;
  locale: Locale;
  strings: CheckoutStrings;
}

/** One package per seller, as the server will charge it: its lines, its delivery and its share of the coupon. */
export default function Packages({ quote, lineErrors, locale, strings }: Props) {
  const texts = strings.checkout;
  const price = (taka: number) => formatPrice(taka, locale);
  const count = formatNumber(quote.packages.length, locale);
  return (
    <section aria-labelledby="packages-title" className="space-y-3">
      <h2 id="packages-title" className="text-lg font-semibold">
        {texts.packages}
      </h2>
      <ol className="space-y-3">
        {quote.packages.map((pack, index) => (
          <li key={pack.vendor.id} data-package={pack.vendor.id} className="rounded-md border border-gray-200 p-3">
            <h3 className="text-sm font-semibold">
              {fill(texts.package, { n: formatNumber(index + 1, locale), count, name: pack.vendor.name })}
            </h3>
            <OrderLines lines={pack.lines} locale={locale} lineText={strings.cart.mini.line} />
            {pack.lines
              .filter((line) => lineErrors[line.variant_id])
              .map((line) => (
                <p
                  key={line.variant_id}
                  role="alert"
                  data-line-error={line.variant_id}
                  className="text-sm text-red-700"
                >
                  {lineErrors[line.variant_id]}
                </p>
              ))}
            <dl className="mt-2 space-y-1 border-t border-gray-200 pt-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-gray-700">{texts.packageDelivery}</dt>
                <dd className="tabular-nums" data-package-delivery>
                  {price(pack.totals.delivery_fee + pack.totals.shipping)}
                </dd>
              </div>
              {pack.totals.discount > 0 && (
                <div className="flex justify-between gap-4">
                  <dt className="text-gray-700">{strings.cart.discount}</dt>
                  <dd className="tabular-nums">−{price(pack.totals.discount)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-4 font-semibold">
                <dt>{texts.packageTotal}</dt>
                <dd className="tabular-nums" data-package-total>
                  {price(pack.totals.total)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
