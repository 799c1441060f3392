import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Address, CartCoupon, CheckoutAnswer, Locale, PaymentMethod } from '#contract';
import { checkoutQuote, deliveryZoneOf } from '#contract/checkout';
import { primaryButtonClass } from '@/components/ui/Field';
import TextAreaField from '@/components/ui/TextAreaField';
import { useFocusFirstProblem } from '@/components/ui/use-focus-first-problem';
import { problemTexts } from '@/features/account/account';
import { emptyDraft } from '@/features/addresses/addresses';
import { fetchAddresses } from '@/features/addresses/addresses.api';
import CartIsland from '@/features/cart/CartIsland';
import CartNotice from '@/features/cart/CartNotice';
import CartSummary from '@/features/cart/CartSummary';
import CouponForm from '@/features/cart/CouponForm';
import { blockedLines, cartItemInputs } from '@/features/cart/cart';
import { $cart, $deliveryZone, clearCart, clearGuestCart, dropBuyNow, removeCoupon } from '@/features/cart/cart.store';
import { type CartArea, stockWarning } from '@/features/cart/cart-area';
import { stockNote } from '@/features/cart/stock-note';
import { NO_NOTICE, type QuoteNotice, useCartArea } from '@/features/cart/use-cart-area';
import PaymentChoices from '@/features/payments/PaymentChoices';
import { keptChoice, type PaymentChoice } from '@/features/payments/payments';
import { fetchPaymentMethods } from '@/features/payments/payments.api';
import { ApiError } from '@/lib/api/api-client';
import { $shopperId } from '@/lib/api/session';
import { refuseWhenOffline } from '@/lib/offline';
import { localePath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import {
  type Attempt,
  afterOrder,
  attemptAfter,
  attemptFor,
  type CheckoutField,
  defaultShipping,
  type GuestDraft,
  grandTotals,
  guestOrderBody,
  MESSAGE_MAX,
  newIdempotencyKey,
  orderBody,
  outcomeOf,
  placementErrors,
  shownFingerprint,
  validateGuest,
} from './checkout';
import { placeGuestOrder, placeOrder } from './checkout.api';
import type { CheckoutStrings } from './checkout-strings';
import GuestDetails from './GuestDetails';
import OrderPlaced from './OrderPlaced';
import Packages from './Packages';
import ShopperAddresses from './ShopperAddresses';

interface Props {
  locale: Locale;
  /** Which page this is: /shop/checkout (signed in) or /guest/checkout. */
  area: CartArea;
  strings: CheckoutStrings;
}

type Errors = Partial<Record<CheckoutField, string>>;

interface FrameProps {
  locale: Locale;
  strings: CheckoutStrings;
  notice: QuoteNotice;
  cartHref: string;
}

/** The checkout's column: what the quote changed, the page's content, and the way back to the cart. */
function CheckoutFrame({ locale, strings, notice, cartHref, children }: FrameProps & { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-checkout>
      <CartNotice notice={notice} locale={locale} strings={strings} />
      {children}
      <a href={cartHref} className="inline-block font-semibold text-brand-800 underline">
        {strings.cart.backToCart}
      </a>
    </div>
  );
}

/** Nothing to check out, also shown before the island runs for a guest's cart known empty (CartIsland). */
function EmptyCheckout(props: FrameProps) {
  return (
    <CheckoutFrame {...props}>
      <p>{props.strings.cart.nothingToCheckout}</p>
    </CheckoutFrame>
  );
}

const appliedCode = (coupon: CartCoupon) =>
  coupon.code && (coupon.id > 0 || coupon.affiliate_id > 0) ? coupon.code : undefined;

/** The lines this checkout orders now: the buy-now item alone (checkout?buy_now=true), else the cart. */
function activeLines(buyNow: boolean) {
  const { data, singleData } = $cart.get();
  return buyNow ? (singleData ? [singleData] : []) : data;
}

/**
 * /shop/checkout and /guest/checkout: where the order goes (a signed-in shopper's addresses, or a guest's details
 * proven by a code), one package per seller with its delivery fee, the coupon, a message, how to pay, and one
 * "Place order" that cannot order twice: the lines are quoted again first (a changed price stops the order so the
 * shopper sees it), and every attempt carries one Idempotency-Key until it is answered.
 */
export default function CheckoutPage({ locale, area, strings }: Props) {
  const texts = strings.checkout;
  const { ready, buyNow, notice, requote } = useCartArea(strings.cartToasts.network);
  const { data, singleData, coupon } = useStore($cart);
  const zone = useStore($deliveryZone);
  const lines = buyNow ? (singleData ? [singleData] : []) : data;
  const quote = useMemo(() => checkoutQuote(lines, coupon, zone), [lines, coupon, zone]);
  // Lines the server would refuse (sold out, or fewer left than ordered), each with its note, until reduced in the cart.
  const stockNotes = Object.fromEntries(
    blockedLines(lines).flatMap((line) => {
      const warning = stockWarning(line);
      return warning ? [[line.variant_id, stockNote(warning, line, locale, strings)]] : [];
    }),
  );
  const blocked = Object.keys(stockNotes).length > 0;

  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [shippingId, setShippingId] = useState<number | null>(null);
  const [billingId, setBillingId] = useState<number | null>(null);
  const [guest, setGuest] = useState<GuestDraft>(() => ({ address: emptyDraft(), email: '', otp: '' }));
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [choice, setChoice] = useState<PaymentChoice | null>('cod');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [placing, setPlacing] = useState(false);
  const focusFirstProblem = useFocusFirstProblem();
  const [placed, setPlaced] = useState<CheckoutAnswer | null>(null);
  const busy = useRef(false);
  const attempt = useRef<Attempt | null>(null);

  const shipping = addresses?.find((address) => address.id === shippingId) ?? null;
  // Until the shopper's addresses have come, "no address chosen" would be a false refusal: the button waits.
  const addressesLoading = area === 'shop' && addresses === null;
  const districtId = area === 'shop' ? (shipping?.district.id ?? null) : guest.address.district_id;
  // The address's district sets the fee; the cart's own zone choice stands until a district is known.
  useEffect(() => {
    if (districtId !== null) $deliveryZone.set(deliveryZoneOf(districtId));
  }, [districtId]);

  // Asked beside the cart's quote, not after it: the form shows once both are in (see `formReady`).
  const shopperId = useStore($shopperId);
  const [addressesFailed, setAddressesFailed] = useState(false);
  useEffect(() => {
    if (area !== 'shop' || shopperId === null) return;
    const controller = new AbortController();
    fetchAddresses(controller.signal)
      .then((list) => {
        setAddresses(list);
        setShippingId((current) => current ?? defaultShipping(list)?.id ?? null);
      })
      .catch((error: Error) => {
        if (controller.signal.aborted) return;
        setAddressesFailed(true);
        toast.error(error.message || strings.cartToasts.network);
      });
    return () => controller.abort();
  }, [area, shopperId, strings.cartToasts.network]);
  // The addresses stand above the packages: shown later, they would push the whole form down on a slow phone.
  const formReady = ready && (!addressesLoading || addressesFailed);

  const total = quote.grand_total;
  useEffect(() => {
    if (!ready || total <= 0) return;
    const controller = new AbortController();
    fetchPaymentMethods(total, controller.signal)
      .then((list) => {
        setMethods(list);
        setChoice((current) => keptChoice(current, list));
      })
      .catch(() => {
        if (!controller.signal.aborted) setMethods(null);
      });
    return () => controller.abort();
  }, [ready, total]);

  const setError = (field: CheckoutField, text: string | undefined) =>
    setErrors((before) => ({ ...before, [field]: text }));

  function checks(): Errors {
    const found: Errors = area === 'guest' ? problemTexts(texts.errors, validateGuest(guest, codeSentTo)) : {};
    if (area === 'shop' && shippingId === null) found.shipping = texts.errors.address;
    if (!choice) found.payment = texts.errors.payment;
    return found;
  }

  function finish(answer: CheckoutAnswer) {
    if (area === 'guest') clearGuestCart();
    else if (buyNow) dropBuyNow();
    else clearCart();
    removeCoupon();
    setPlaced(answer);
    const next = afterOrder(answer, area);
    if (next.kind === 'pay') window.location.assign(next.url);
    else if (next.kind === 'dashboard') window.location.assign(localePath(locale, '/user/dashboard'));
  }

  function refused(error: unknown, sent: ReturnType<typeof cartItemInputs>) {
    attempt.current = attemptAfter(attempt.current, outcomeOf(error instanceof ApiError ? error.status : 0));
    if (!(error instanceof ApiError) || !error.failure) {
      toast.error(strings.cartToasts.network);
      return;
    }
    const { code, errors: fieldMap, message: reason } = error.failure;
    const placedErrors = placementErrors(fieldMap ?? {}, sent);
    setErrors(placedErrors.fields);
    setLineErrors(placedErrors.lines);
    if (code === 'COUPON_INVALID') removeCoupon();
    if (code === 'OUT_OF_STOCK' || code === 'COUPON_INVALID') requote();
    const besideFields = Object.keys(placedErrors.fields).length + Object.keys(placedErrors.lines).length > 0;
    if (!besideFields) toast.error(reason);
    else if (placedErrors.rest.length > 0) toast.error(placedErrors.rest.join(' '));
    focusFirstProblem();
  }

  async function place() {
    if (busy.current || blocked) return;
    const found = checks();
    setErrors(found);
    setLineErrors({});
    if (Object.keys(found).length > 0 || !choice) {
      focusFirstProblem();
      return;
    }
    if (refuseWhenOffline()) return;
    busy.current = true;
    setPlacing(true);
    const shown = shownFingerprint(activeLines(buyNow), $cart.get().coupon);
    let sent = cartItemInputs(activeLines(buyNow));
    try {
      await requote();
      const now = activeLines(buyNow);
      const nowCoupon = $cart.get().coupon;
      if (now.length === 0 || shownFingerprint(now, nowCoupon) !== shown) {
        toast.error(texts.quoteChanged);
        return;
      }
      sent = cartItemInputs(now);
      const basics = { choice, couponCode: appliedCode(nowCoupon), message };
      const body =
        area === 'guest'
          ? guestOrderBody(basics, sent, guest)
          : orderBody(basics, shippingId as number, billingId, buyNow ? (sent[0] ?? null) : null);
      attempt.current = attemptFor(attempt.current, JSON.stringify([body, shown]), newIdempotencyKey);
      const { key } = attempt.current;
      const answer = 'guest' in body ? await placeGuestOrder(body, key) : await placeOrder(body, key);
      attempt.current = null;
      finish(answer);
    } catch (error) {
      refused(error, sent);
    } finally {
      busy.current = false;
      setPlacing(false);
    }
  }

  if (placed) {
    return afterOrder(placed, area).kind === 'confirmation' ? (
      <OrderPlaced answer={placed} locale={locale} strings={strings} />
    ) : (
      <p role="status" className="py-8 text-center">
        {texts.leaving}
      </p>
    );
  }

  const frame = { locale, strings, cartHref: localePath(locale, `/${area}/cart`) };
  return (
    <CartIsland
      ready={formReady}
      loading={strings.cart.loading}
      empty={<EmptyCheckout {...frame} notice={NO_NOTICE} />}
    >
      {lines.length === 0 ? (
        <EmptyCheckout {...frame} notice={notice} />
      ) : (
        <CheckoutFrame {...frame} notice={notice}>
          {area === 'guest' ? (
            <GuestDetails
              locale={locale}
              draft={guest}
              onChange={setGuest}
              errors={errors}
              setError={setError}
              codeSentTo={codeSentTo}
              onCodeSent={setCodeSentTo}
              strings={strings}
            />
          ) : (
            <ShopperAddresses
              addresses={addresses}
              shippingId={shippingId}
              billingId={billingId}
              onShipping={setShippingId}
              onBilling={setBillingId}
              onAdded={(address) => {
                setAddresses((list) => [...(list ?? []), address]);
                setShippingId(address.id);
              }}
              errors={errors}
              locale={locale}
              strings={strings}
            />
          )}
          <p className="text-sm text-gray-600">{districtId === null ? texts.zoneEstimate : texts.zoneFromAddress}</p>
          <Packages quote={quote} lineErrors={{ ...stockNotes, ...lineErrors }} locale={locale} strings={strings} />
          <div>
            <CouponForm strings={strings} />
            {errors.coupon && (
              <p className="mt-1 text-sm text-red-700" data-field-error="coupon">
                {errors.coupon}
              </p>
            )}
          </div>
          <TextAreaField
            id="message"
            rows={2}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={setMessage}
            error={errors.message}
            label={texts.message}
          />
          <PaymentChoices
            value={choice}
            onChange={(next) => {
              setChoice(next);
              setError('payment', undefined);
            }}
            methods={methods}
            strings={strings}
            error={errors.payment}
          />
          <section aria-label={strings.cart.summary} className="space-y-4 rounded-md border border-gray-200 p-4">
            <CartSummary totals={grandTotals(quote)} zone={zone} locale={locale} strings={strings} />
            <button
              type="button"
              onClick={place}
              disabled={placing || blocked || addressesLoading}
              aria-busy={placing || addressesLoading}
              aria-describedby={blocked ? 'checkout-blocked' : undefined}
              className={`w-full ${primaryButtonClass}`}
              data-place-order
            >
              {placing ? texts.placing : texts.place}
            </button>
            {blocked && (
              <p id="checkout-blocked" data-checkout-blocked className="text-sm text-red-700">
                {strings.cart.checkoutBlocked}
              </p>
            )}
          </section>
        </CheckoutFrame>
      )}
    </CartIsland>
  );
}
