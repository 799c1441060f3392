/**
 * GET /payments/bkash/callback?paymentID=…&status=…: the query string proves nothing. On `success` the server
 * executes the payment (on a lost answer the client asks `payment/status`, never executing twice); otherwise it asks
 * bKash how the payment stands. Only bKash's answer moves the attempt and the checkout.
 */
import type { RequestContext } from '../../plugins/request-context';
import { applyConfirmation, endAttempt } from './confirm-payment';
import { findPaymentByReference, type PaymentRow } from './payments.repository';
import type { PaymentsSetup } from './payments-setup';
import { type BkashGateway, type BkashPayment, PaymentGatewayError } from './providers/payment-gateway';

export interface BkashReturn {
  paymentID: string;
  status: 'success' | 'failure' | 'cancel';
}

/** Executes, and when bKash refuses (already completed, not paid yet, failed…) reads what bKash says it is. */
async function executeOrRead(bkash: BkashGateway, paymentId: string): Promise<BkashPayment> {
  try {
    return await bkash.executePayment(paymentId);
  } catch (error) {
    if (error instanceof PaymentGatewayError && error.reason === 'rejected') return bkash.queryPayment(paymentId);
    throw error;
  }
}

async function settle(ctx: RequestContext, payment: PaymentRow, bkash: BkashPayment): Promise<void> {
  if (bkash.status === 'Completed' && bkash.trxId) {
    const outcome = await applyConfirmation(ctx, payment, {
      facts: { reference: bkash.merchantInvoiceNumber, amount: bkash.amount, currency: bkash.currency },
      expectedReference: payment.checkoutId,
      transactionId: bkash.trxId,
    });
    ctx.log.info({ paymentId: payment.id, outcome }, 'bKash payment confirmed');
  } else if (bkash.status === 'Failed' || bkash.status === 'Cancelled') {
    await endAttempt(ctx, payment, bkash.status === 'Failed' ? 'failed' : 'cancelled');
  } else {
    // Initiated: the shopper has not paid (a forged or early `success`); the attempt stays open.
    ctx.log.warn({ paymentId: payment.id, bkashStatus: bkash.status }, 'bKash payment not completed: nothing changes');
  }
}

/** Answers the checkout the payment belongs to, or null for a paymentID we never created (logged). */
export async function handleBkashReturn(
  ctx: RequestContext,
  setup: PaymentsSetup,
  { paymentID, status }: BkashReturn,
): Promise<string | null> {
  const payment = await findPaymentByReference(ctx.db, 'bkash', paymentID);
  if (!payment) {
    ctx.log.warn({ paymentID, status }, 'bKash callback for a payment we did not create');
    return null;
  }
  const { bkash } = setup.gateways;
  try {
    await settle(
      ctx,
      payment,
      status === 'success' ? await executeOrRead(bkash, paymentID) : await bkash.queryPayment(paymentID),
    );
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // Nothing is known: the attempt stays as it was; the shopper may return or pay again.
    const { reason, detail, gatewayCode } = error;
    ctx.log.error({ paymentId: payment.id, paymentID, reason, detail, gatewayCode }, 'bKash did not confirm');
  }
  return payment.checkoutId;
}
