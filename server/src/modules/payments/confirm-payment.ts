/**
 * What a gateway's own answer does to an attempt and its checkout, each in one transaction with the checkout locked
 * (two returns of one payment, an IPN racing the browser, the expiry sweeper: they take turns). A gateway transaction
 * is applied once: a replay finds it applied and changes nothing.
 */
import { PAYMENT_METHOD_IDS } from '#contract';
import type { RequestContext } from '../../plugins/request-context';
import { lockCheckout, noteCheckoutOrders, setCheckoutPayment } from '../orders/orders.service';
import { isUnpaidOnline } from './payment-state';
import {
  findPaymentById,
  findPaymentByTransaction,
  type PaymentRow,
  rejectUnpaidPayment,
  updatePayment,
} from './payments.repository';
import { type PaymentFacts, paymentMismatches } from './providers/confirmed-payment';

type Ctx = Pick<RequestContext, 'db' | 'now' | 'log'>;

/** A payment the gateway says is complete: money moved. */
export interface Confirmation {
  /** What the gateway confirmed: our reference there, the amount, the currency. */
  facts: PaymentFacts;
  /** The reference this attempt was started with. */
  expectedReference: string;
  /** bKash's trxID, SSLCommerz's bank_tran_id. */
  transactionId: string;
  /** Why the money must wait for an operator (SSLCommerz's risk_level 1), if it must. */
  hold?: string;
}

/**
 * - `paid`: the checkout and its orders are paid now;
 * - `replayed`: this transaction was applied before; nothing changed;
 * - `late`: money moved but the checkout had expired or was paid by another attempt: recorded, logged for a refund;
 * - `rejected`: the confirmation is not the checkout's (reference, amount, currency) or is held: the checkout is
 *   untouched, the attempt marked `rejected` with the reason.
 */
export type ConfirmationOutcome = 'paid' | 'replayed' | 'late' | 'rejected';

function lateReason(checkout: { paymentStatus: string }): string | null {
  if (checkout.paymentStatus === 'paid') return 'the checkout was already paid by another attempt';
  if (checkout.paymentStatus === 'expired') return 'the checkout had expired and its stock was released';
  if (checkout.paymentStatus === 'refunded') return 'the checkout was refunded';
  return null;
}

export function applyConfirmation(
  ctx: Ctx,
  payment: PaymentRow,
  confirmation: Confirmation,
): Promise<ConfirmationOutcome> {
  const { transactionId } = confirmation;
  const about = { paymentId: payment.id, checkoutId: payment.checkoutId, gateway: payment.gateway, transactionId };
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const checkout = await lockCheckout(inTx, payment.checkoutId);
    const attempt = await findPaymentById(tx, payment.id);
    if (!checkout || !attempt) throw new Error(`payment ${payment.id} or its checkout vanished`);
    const applied = await findPaymentByTransaction(tx, payment.gateway, transactionId);
    if (applied || attempt.status === 'paid') {
      if (applied?.id !== attempt.id) ctx.log.error({ ...about, appliedTo: applied?.id }, 'payment confirmed twice');
      return 'replayed';
    }
    const mismatches = paymentMismatches(confirmation.facts, {
      reference: confirmation.expectedReference,
      amount: checkout.grandTotal,
    });
    const refused = mismatches.length > 0 ? `mismatch: ${mismatches.join('; ')}` : confirmation.hold;
    if (refused) {
      await updatePayment(tx, attempt.id, { status: 'rejected', detail: refused, updatedAt: ctx.now });
      // Money moved that is not what the checkout asked for: an operator refunds or settles it by hand.
      ctx.log.error({ ...about, detail: refused }, 'payment confirmation refused: refund or review it');
      return 'rejected';
    }
    const late = lateReason(checkout);
    await updatePayment(tx, attempt.id, {
      status: 'paid',
      transactionId,
      detail: late && `late: ${late}; refund it`,
      updatedAt: ctx.now,
    });
    if (late) {
      ctx.log.error({ ...about, detail: late }, 'payment arrived too late: refund it');
      return 'late';
    }
    await setCheckoutPayment(inTx, checkout.id, {
      paymentStatus: 'paid',
      paymentMethodId: PAYMENT_METHOD_IDS.online,
      wallet: attempt.wallet,
      expiresAt: null,
    });
    await noteCheckoutOrders(
      inTx,
      checkout.id,
      `paid by ${attempt.wallet} (${attempt.gateway} ${transactionId})`,
      'gateway',
    );
    return 'paid';
  });
}

/**
 * The gateway says this attempt failed or was cancelled: so is the attempt, and an unpaid online checkout shows it
 * (it stays payable until its expiry). An attempt already settled is left alone.
 */
export function endAttempt(
  ctx: Ctx,
  payment: PaymentRow,
  status: 'failed' | 'cancelled',
  detail: string | null = null,
): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const checkout = await lockCheckout(inTx, payment.checkoutId);
    const attempt = await findPaymentById(tx, payment.id);
    if (!checkout || attempt?.status !== 'started') return;
    await updatePayment(tx, attempt.id, { status, detail, updatedAt: ctx.now });
    if (isUnpaidOnline(checkout)) await setCheckoutPayment(inTx, checkout.id, { paymentStatus: status });
  });
}

/** A gateway's answer that cannot be applied (unknown val_id…): the attempt is marked, nothing else changes. */
export async function rejectAttempt(ctx: Ctx, payment: PaymentRow, detail: string): Promise<void> {
  ctx.log.warn({ paymentId: payment.id, checkoutId: payment.checkoutId, detail }, 'payment answer refused');
  await rejectUnpaidPayment(ctx.db, payment.id, detail, ctx.now);
}
