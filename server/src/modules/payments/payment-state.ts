/**
 * A checkout's payment as the payment-response page shows it, and the switch of an unpaid online checkout to cash on
 * delivery. The checkout id is the capability: it is long and random, and only its shopper was given it.
 */
import { formatPrice, PAYMENT_METHOD_IDS, type PaymentMethodId, type PaymentState } from '#contract';
import { AppError, fieldFailure, notFound } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import {
  type CheckoutRow,
  checkoutOrders,
  getCheckout,
  lockCheckout,
  noteCheckoutOrders,
  setCheckoutPayment,
} from '../orders/orders.service';
import { isCodAvailable, payUrl } from './payments.service';
import type { PaymentsSetup } from './payments-setup';

const UNPAID_ONLINE = new Set<CheckoutRow['paymentStatus']>(['pending', 'failed', 'cancelled']);

/** An online checkout not paid, expired or switched to cash on delivery (its expiry aside). */
export const isUnpaidOnline = (checkout: CheckoutRow) =>
  checkout.paymentMethodId === PAYMENT_METHOD_IDS.online && UNPAID_ONLINE.has(checkout.paymentStatus);

/** An online checkout not paid yet, before its expiry: it may start (another) gateway attempt or switch to COD. */
export function isPayable(checkout: CheckoutRow, now: Date): boolean {
  return isUnpaidOnline(checkout) && checkout.expiresAt !== null && checkout.expiresAt > now;
}

/** An unpaid online checkout past its expiry reads as expired at once; the sweeper gives its stock back shortly. */
function shownStatus(checkout: CheckoutRow, now: Date): CheckoutRow['paymentStatus'] {
  const overdue = UNPAID_ONLINE.has(checkout.paymentStatus) && checkout.expiresAt !== null && checkout.expiresAt <= now;
  return overdue ? 'expired' : checkout.paymentStatus;
}

async function stateOf(
  ctx: RequestContext,
  setup: Pick<PaymentsSetup, 'publicUrl' | 'codMaxTotal'>,
  checkout: CheckoutRow,
): Promise<PaymentState> {
  const payable = isPayable(checkout, ctx.now);
  const orders = await checkoutOrders(ctx, checkout.id, ctx.locale);
  return {
    checkout_id: checkout.id,
    payment_method_id: checkout.paymentMethodId as PaymentMethodId,
    wallet: checkout.wallet,
    payment_status: shownStatus(checkout, ctx.now),
    grand_total: checkout.grandTotal,
    invoice_numbers: orders.map((order) => order.invoice_number),
    pay_url: payable ? payUrl(setup.publicUrl, checkout.id) : null,
    can_switch_to_cod: payable && isCodAvailable(checkout.grandTotal, setup.codMaxTotal),
    expires_at: checkout.expiresAt?.toISOString() ?? null,
    guest: checkout.isGuest,
  };
}

/** GET /payments/{checkout_id}. */
export async function paymentState(
  ctx: RequestContext,
  setup: Pick<PaymentsSetup, 'publicUrl' | 'codMaxTotal'>,
  checkoutId: string,
): Promise<PaymentState> {
  const checkout = await getCheckout(ctx, checkoutId);
  if (!checkout) throw notFound('payments.checkoutNotFound');
  return stateOf(ctx, setup, checkout);
}

/**
 * POST /payments/{checkout_id}/cod: an unpaid online checkout, before its expiry and within COD_MAX_TOTAL, becomes
 * cash on delivery (its stock stays taken, it no longer expires). Asked again, it answers the same state.
 */
export async function switchToCashOnDelivery(
  ctx: RequestContext,
  setup: Pick<PaymentsSetup, 'publicUrl' | 'codMaxTotal'>,
  checkoutId: string,
): Promise<PaymentState> {
  const switched = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const checkout = await lockCheckout(inTx, checkoutId);
    if (!checkout) throw notFound('payments.checkoutNotFound');
    if (checkout.paymentMethodId === PAYMENT_METHOD_IDS.cod) return checkout;
    if (checkout.paymentStatus === 'paid') throw new AppError(422, 'payments.alreadyPaid');
    if (!isPayable(checkout, ctx.now)) throw new AppError(422, 'payments.expired');
    if (!isCodAvailable(checkout.grandTotal, setup.codMaxTotal)) {
      throw fieldFailure('payment_method_id', 'payments.codAboveLimit', {
        amount: formatPrice(setup.codMaxTotal, ctx.locale),
      });
    }
    const change = {
      paymentStatus: 'unpaid',
      paymentMethodId: PAYMENT_METHOD_IDS.cod,
      wallet: null,
      expiresAt: null,
    } as const;
    await setCheckoutPayment(inTx, checkoutId, change);
    await noteCheckoutOrders(inTx, checkoutId, 'switched to cash on delivery', 'shopper');
    return { ...checkout, ...change };
  });
  return stateOf(ctx, setup, switched);
}
