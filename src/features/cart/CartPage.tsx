import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CartLine, Locale } from '#contract';
import { MAX_LINE_QTY } from '#contract/cart-basics';
import EmptyState from '@/components/ui/EmptyState';
import { primaryButtonClass } from '@/components/ui/Field';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';
import { localePath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import CartIsland from './CartIsland';
import CartLineRow from './CartLineRow';
import CartNotice from './CartNotice';
import CartSummary from './CartSummary';
import CouponForm from './CouponForm';
import { blockedLines } from './cart';
import { $cart, $cartTotals, $deliveryZone, changeQty, removeFromCart } from './cart.store';
import type { CartArea } from './cart-area';
import type { CartOutcome } from './cart-outcome';
import type { CartStrings } from './cart-strings';
import DeliveryZonePicker from './DeliveryZonePicker';
import { NO_NOTICE, type QuoteNotice, useCartArea } from './use-cart-area';

interface Props {
  locale: Locale;
  /** Which page this is: /shop/cart (signed in) or /guest/cart. */
  area: CartArea;
  strings: CartStrings;
}

/** The empty cart, also shown before the island runs for a guest's cart known empty (CartIsland). */
function EmptyCart({ locale, strings, notice }: Pick<Props, 'locale' | 'strings'> & { notice: QuoteNotice }) {
  return (
    <>
      <CartNotice notice={notice} locale={locale} strings={strings} />
      <EmptyState
        title={strings.cart.empty}
        hint={strings.cart.emptyHint}
        links={[
          [localePath(locale), strings.cart.backHome],
          [localePath(locale, '/categories'), strings.cart.browseCategories],
        ]}
        testId="cart-empty"
      />
    </>
  );
}

/** /shop/cart and /guest/cart: the cart's lines with steppers and remove, delivery zone, coupon and totals. */
export default function CartPage({ locale, area, strings }: Props) {
  const { ready, notice, requote } = useCartArea(strings.cartToasts.network);
  const { data: lines } = useStore($cart);
  const totals = useStore($cartTotals);
  const zone = useStore($deliveryZone);
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<Record<number, string>>({});

  /** Why a change was refused: the toast (the spec's or the server's message) and the note beside the line. */
  function refusal(outcome: Exclude<CartOutcome, { ok: true }>, line: CartLine): { message: string; note: string } {
    const inStock = (count: number) => fill(strings.cart.inStock, { count: formatNumber(count, locale) });
    if (outcome.reason === 'qty') {
      const message = fill(strings.cartToasts.qtyInvalid, { max: formatNumber(MAX_LINE_QTY, locale) });
      return { message, note: message };
    }
    if (outcome.reason !== 'server') return { message: strings.cartToasts.amountRefused, note: inStock(line.stock) };
    const message = outcome.message || strings.cartToasts.network;
    return { message, note: outcome.stock === undefined ? message : inStock(outcome.stock) };
  }

  async function change(line: CartLine, action: () => Promise<CartOutcome>, done?: string): Promise<boolean> {
    setBusy(true);
    const outcome = await action();
    const { [line.variant_id]: _settled, ...others } = notes;
    if (outcome.ok) {
      setNotes(others);
      if (done) toast.success(done);
      await requote();
    } else {
      const { message, note } = refusal(outcome, line);
      toast.error(message);
      setNotes({ ...others, [line.variant_id]: note });
    }
    setBusy(false);
    return outcome.ok;
  }

  return (
    <CartIsland
      ready={ready}
      loading={strings.cart.loading}
      empty={<EmptyCart locale={locale} strings={strings} notice={NO_NOTICE} />}
    >
      {lines.length === 0 ? (
        <EmptyCart locale={locale} strings={strings} notice={notice} />
      ) : (
        <>
          <CartNotice notice={notice} locale={locale} strings={strings} />
          <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
            <ul aria-label={strings.cart.title}>
              {lines.map((line) => (
                <CartLineRow
                  key={line.variant_id}
                  line={line}
                  locale={locale}
                  strings={strings}
                  busy={busy}
                  note={notes[line.variant_id]}
                  onQty={(qty) => change(line, () => changeQty(line.variant_id, qty))}
                  onRemove={() =>
                    change(line, () => removeFromCart(line.variant_id), strings.cartToasts.removedFromCart)
                  }
                />
              ))}
            </ul>
            <aside aria-label={strings.cart.summary} className="space-y-4 rounded-md border border-gray-200 p-4">
              <h2 className="text-lg font-semibold">{strings.cart.summary}</h2>
              <DeliveryZonePicker locale={locale} strings={strings} />
              <CouponForm strings={strings} />
              <CartSummary totals={totals} zone={zone} locale={locale} strings={strings} />
              {blockedLines(lines).length > 0 ? (
                // Checkout would refuse these lines: the button says why instead of leading there.
                <>
                  <button
                    type="button"
                    disabled
                    aria-describedby="checkout-blocked"
                    className={`w-full ${primaryButtonClass}`}
                  >
                    {strings.cart.checkout}
                  </button>
                  <p id="checkout-blocked" data-checkout-blocked className="text-sm text-red-700">
                    {strings.cart.checkoutBlocked}
                  </p>
                </>
              ) : (
                <a href={localePath(locale, `/${area}/checkout`)} className={`block text-center ${primaryButtonClass}`}>
                  {strings.cart.checkout}
                </a>
              )}
            </aside>
          </div>
        </>
      )}
    </CartIsland>
  );
}
