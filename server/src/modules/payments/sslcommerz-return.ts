/**
 * SSLCommerz's IPN (`POST /payments/sslcommerz/ipn`) and the browser's returns (`…/success|fail|cancel`) carry the same
 * signed fields. Unsigned or badly signed: ignored (logged). A paid one counts only once the validation API confirms
 * its `val_id` with our tran_id, amount and currency; the IPN and the browser's return may come in either order, or
 * one alone: whichever is first applies it, the other finds it applied.
 */
import type { RequestContext } from '../../plugins/request-context';
import { applyConfirmation, endAttempt, rejectAttempt } from './confirm-payment';
import { findPaymentByReference, type PaymentRow } from './payments.repository';
import type { PaymentsSetup } from './payments-setup';
import { PaymentGatewayError } from './providers/payment-gateway';

export type SslcommerzFields = Record<string, string>;

async function confirmValid(ctx: RequestContext, setup: PaymentsSetup, payment: PaymentRow, fields: SslcommerzFields) {
  if (!fields.val_id) return rejectAttempt(ctx, payment, `SSLCommerz ${fields.status} without val_id`);
  const validation = await setup.gateways.sslcommerz.validate(fields.val_id);
  if (validation.status !== 'VALID' && validation.status !== 'VALIDATED') {
    return rejectAttempt(ctx, payment, `val_id ${fields.val_id}: ${validation.status}`);
  }
  const outcome = await applyConfirmation(ctx, payment, {
    facts: { reference: validation.tranId, amount: validation.amount, currency: validation.currency },
    expectedReference: payment.reference,
    transactionId: validation.bankTranId,
    ...(validation.riskLevel === '1' && { hold: 'held: SSLCommerz risk_level 1' }),
  });
  ctx.log.info({ paymentId: payment.id, outcome }, 'SSLCommerz payment confirmed');
}

/** The attempt's checkout (null when the tran_id is none of ours), and whether SSLCommerz should send it again. */
export interface NoticeHandled {
  checkoutId: string | null;
  /** The validation API could not be asked: nothing changed (logged), so the IPN is refused to be sent again. */
  retry: boolean;
}

/** Applies what SSLCommerz says of one attempt. */
export async function handleSslcommerzNotice(
  ctx: RequestContext,
  setup: PaymentsSetup,
  fields: SslcommerzFields,
  source: 'ipn' | 'success' | 'fail' | 'cancel',
): Promise<NoticeHandled> {
  const payment = fields.tran_id ? await findPaymentByReference(ctx.db, 'sslcommerz', fields.tran_id) : undefined;
  const about = { source, tranId: fields.tran_id, status: fields.status };
  if (!setup.gateways.sslcommerz.isSignedByGateway(fields)) {
    ctx.log.warn(about, 'SSLCommerz notice without a valid verify_sign: ignored');
    return { checkoutId: payment?.checkoutId ?? null, retry: false };
  }
  if (!payment) {
    ctx.log.warn(about, 'SSLCommerz notice for a tran_id we did not send');
    return { checkoutId: null, retry: false };
  }
  try {
    if (fields.status === 'VALID' || fields.status === 'VALIDATED') await confirmValid(ctx, setup, payment, fields);
    else if (fields.status === 'CANCELLED') await endAttempt(ctx, payment, 'cancelled');
    else await endAttempt(ctx, payment, 'failed', `SSLCommerz ${fields.status}`);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    const { reason, detail } = error;
    ctx.log.error({ ...about, paymentId: payment.id, reason, detail }, 'SSLCommerz validation failed: nothing changes');
    return { checkoutId: payment.checkoutId, retry: true };
  }
  return { checkoutId: payment.checkoutId, retry: false };
}
