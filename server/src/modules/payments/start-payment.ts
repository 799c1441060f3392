/**
 * GET /payments/{checkout_id}/pay: a new attempt at the gateway of the checkout's wallet (bKash directly; Nagad and
 * Rocket through SSLCommerz's page limited to that wallet), recorded as `started`, then the shopper is sent there.
 */
import { randomBytes } from 'node:crypto';
import { notFound } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { localizedPlace } from '../geo/geo.service';
import {
  type CheckoutRow,
  checkoutCustomer,
  getCheckout,
  lockCheckout,
  setCheckoutPayment,
} from '../orders/orders.service';
import { isPayable } from './payment-state';
import { type Gateway, insertPayment } from './payments.repository';
import { type PaymentsSetup, paymentResponseUrl } from './payments-setup';
import { PaymentGatewayError } from './providers/payment-gateway';

/** Where the browser goes next: 302 to the gateway's page, or 303 to the storefront's payment-response page. */
export interface PayRedirect {
  statusCode: 302 | 303;
  url: string;
}

/** SSLCommerz's tran_id for one attempt: unique, at most 30 characters (here 26). */
const newTranId = () => `HT${randomBytes(12).toString('hex')}`;
/** The gateways want the local form 01XXXXXXXXX; checkouts keep E.164. */
const localPhone = (e164: string) => e164.replace(/^\+88/, '');
// SSLCommerz requires an email; a shopper need not give one.
const NO_EMAIL = 'no-email@haat.invalid';

interface Started {
  gateway: Gateway;
  reference: string;
  redirectUrl: string;
}

async function startAtGateway(ctx: RequestContext, setup: PaymentsSetup, checkout: CheckoutRow): Promise<Started> {
  const returnBase = `${setup.publicUrl}/api/v1/payments`;
  if (checkout.wallet === 'bkash') {
    const { paymentId, redirectUrl } = await setup.gateways.bkash.createPayment({
      amount: checkout.grandTotal,
      invoiceNumber: checkout.id,
      payerReference: localPhone(checkout.phone),
      callbackUrl: `${returnBase}/bkash/callback`,
    });
    return { gateway: 'bkash', reference: paymentId, redirectUrl };
  }
  const customer = await checkoutCustomer(ctx, checkout.id);
  if (!customer) throw new Error(`checkout ${checkout.id} has no order`);
  const tranId = newTranId();
  const { redirectUrl } = await setup.gateways.sslcommerz.startSession({
    tranId,
    amount: checkout.grandTotal,
    successUrl: `${returnBase}/sslcommerz/success`,
    failUrl: `${returnBase}/sslcommerz/fail`,
    cancelUrl: `${returnBase}/sslcommerz/cancel`,
    ipnUrl: `${returnBase}/sslcommerz/ipn`,
    customer: {
      name: customer.name,
      email: customer.email ?? NO_EMAIL,
      phone: localPhone(customer.phone),
      address: customer.addressLine,
      city: localizedPlace('district', customer.districtId, 'en')?.name ?? 'Bangladesh',
    },
    productName: 'Haat order',
    ...(checkout.wallet && { wallet: checkout.wallet }),
  });
  return { gateway: 'sslcommerz', reference: tranId, redirectUrl };
}

/**
 * Starts an attempt and answers where the browser goes. Unknown checkout: 404. Paid, expired or cash on delivery:
 * the payment-response page. A gateway that fails: the same page with `error=gateway` (the detail is logged).
 */
export async function startPayment(
  ctx: RequestContext,
  setup: PaymentsSetup,
  checkoutId: string,
): Promise<PayRedirect> {
  const checkout = await getCheckout(ctx, checkoutId);
  if (!checkout) throw notFound('payments.checkoutNotFound');
  const responsePage = { statusCode: 303, url: paymentResponseUrl(setup, checkout) } as const;
  const { wallet } = checkout;
  if (!isPayable(checkout, ctx.now) || !wallet) return responsePage;
  let started: Started;
  try {
    started = await startAtGateway(ctx, setup, checkout);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    const { reason, detail, gatewayCode } = error;
    ctx.log.error({ checkoutId, wallet, reason, detail, gatewayCode }, 'payment not started');
    return { statusCode: 303, url: paymentResponseUrl(setup, checkout, 'gateway') };
  }
  const recorded = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const locked = await lockCheckout(inTx, checkoutId);
    // It may have expired, been paid or switched to cash on delivery while the gateway answered.
    if (!locked || !isPayable(locked, ctx.now)) return false;
    await insertPayment(tx, {
      checkoutId,
      gateway: started.gateway,
      wallet,
      amount: checkout.grandTotal,
      reference: started.reference,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await setCheckoutPayment(inTx, checkoutId, { paymentStatus: 'pending' });
    return true;
  });
  return recorded ? { statusCode: 302, url: started.redirectUrl } : responsePage;
}
