import { useStore } from '@nanostores/react';
import type { Locale } from '#contract';
import { localePath } from '@/lib/paths';
import CartIsland from './CartIsland';
import CartNotice from './CartNotice';
import CartSummary from './CartSummary';
import { $cart, $cartTotals, $deliveryZone } from './cart.store';
import type { CartArea } from './cart-area';
import type { CartStrings } from './cart-strings';
import DeliveryZonePicker from './DeliveryZonePicker';
import OrderLines from './OrderLines';
import { useCartArea } from './use-cart-area';

interface Props {
  locale: Locale;
  /** Which page this is: /shop/checkout (signed in) or /guest/checkout. */
  area: CartArea;
  strings: CartStrings;
}

/**
 * /shop/checkout and /guest/checkout: the order summary (with ?buy_now=true the buy-now item alone, else the cart)
 * with its delivery zone and totals. Placing the order comes with the orders issue; the page says so.
 */
export default function CheckoutPage({ locale, area, strings }: Props) {
  const { ready, buyNow, notice } = useCartArea(strings.cartToasts.network);
  const { data, singleData } = useStore($cart);
  const totals = useStore($cartTotals);
  const zone = useStore($deliveryZone);
  const lines = buyNow ? (singleData ? [singleData] : []) : data;
  const cartHref = localePath(locale, `/${area}/cart`);

  return (
    <CartIsland ready={ready} loading={strings.cart.loading}>
      <div className="mx-auto max-w-2xl space-y-4">
        <CartNotice notice={notice} locale={locale} strings={strings} />
        <p data-checkout-notice className="rounded-md border border-brand-700 bg-brand-50 px-4 py-3">
          {strings.cart.placingSoon}
        </p>
        {lines.length === 0 ? (
          <p data-cart-empty>{strings.cart.nothingToCheckout}</p>
        ) : (
          <section aria-label={strings.cart.summary} className="space-y-4 rounded-md border border-gray-200 p-4">
            <h2 className="text-lg font-semibold">
              {strings.cart.summary}
              {buyNow && <span className="ml-2 text-sm font-normal text-gray-600">({strings.cart.buyNowItem})</span>}
            </h2>
            <OrderLines lines={lines} locale={locale} lineText={strings.cart.mini.line} />
            <DeliveryZonePicker locale={locale} strings={strings} />
            <CartSummary totals={totals} zone={zone} locale={locale} strings={strings} />
          </section>
        )}
        <a href={cartHref} className="inline-block font-semibold text-brand-800 underline">
          {strings.cart.backToCart}
        </a>
      </div>
    </CartIsland>
  );
}
