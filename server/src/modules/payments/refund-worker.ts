/**
 * Refunds back to the payment an order was paid with. Each API instance runs `runGatewayRefunds` every
 * REFUND_INTERVAL_SECONDS: `claimGatewayRefunds` marks a batch `processing` in its own transaction (skipping rows
 * another instance holds), then each refund is asked of its gateway outside any transaction, and settled or failed.
 * A refund left `processing` (a crash, or a bKash answer lost) is never claimed again: money may have moved, so the
 * back office looks at the gateway first (payments README).
 */
import { claimGatewayRefunds, failRefund, type RefundToMake, settleRefund } from '../orders/orders.service';
import { PaymentGatewayError, type PaymentGateways } from './providers/payment-gateway';

/** The database, the clock, the log, and where the shopper's SMS about a refund goes. */
type WorkerContext = Parameters<typeof settleRefund>[0];

const BATCH = 20;

/** Our id of a refund at SSLCommerz: the same on every call for one refund, so a retried call moves no more money. */
export const sslcommerzRefundId = (refundId: number) => `refund-${refundId}`;

/** What the gateway answered: its refund transaction id, or why it did not refund. */
type Outcome = { refunded: string } | { failed: string } | { unknown: string };

async function askGateway(gateways: PaymentGateways, refund: RefundToMake): Promise<Outcome> {
  const { payment } = refund;
  const reason = `Haat order ${refund.invoiceNumber} refund ${refund.id}`;
  try {
    if (payment.gateway === 'bkash') {
      const answer = await gateways.bkash.refundPayment({
        paymentId: payment.reference,
        trxId: payment.transactionId,
        amount: refund.amount,
        sku: refund.invoiceNumber,
        reason,
      });
      return { refunded: answer.refundTrxId };
    }
    const answer = await gateways.sslcommerz.refund({
      bankTranId: payment.transactionId,
      amount: refund.amount,
      refeId: sslcommerzRefundId(refund.id),
      remarks: reason,
    });
    return { refunded: answer.refundRefId };
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // bKash's refund has no key of ours: after a lost answer only bKash's panel can say whether money moved.
    const lost = error.reason === 'timeout' || error.reason === 'network';
    if (lost && payment.gateway === 'bkash') return { unknown: error.detail };
    return { failed: `${payment.gateway} ${error.reason}: ${error.detail}` };
  }
}

/** Makes every claimable gateway refund, a batch at a time; answers how many were refunded. */
export async function runGatewayRefunds(ctx: WorkerContext, gateways: PaymentGateways, limit = BATCH): Promise<number> {
  let refunded = 0;
  for (;;) {
    const batch = await claimGatewayRefunds(ctx, limit);
    for (const refund of batch) {
      const outcome = await askGateway(gateways, refund);
      const where = { refundId: refund.id, orderId: refund.orderId, gateway: refund.payment.gateway };
      if ('refunded' in outcome) {
        await settleRefund(ctx, refund.id, outcome.refunded, 'gateway');
        refunded += 1;
        ctx.log.info({ ...where, reference: outcome.refunded }, 'refund made at the gateway');
      } else if ('failed' in outcome) {
        await failRefund(ctx, refund.id, outcome.failed);
        ctx.log.error({ ...where, detail: outcome.failed }, 'gateway refused a refund: the back office retries it');
      } else {
        ctx.log.error(
          { ...where, detail: outcome.unknown },
          'refund answer lost: left processing; check the gateway before settling or retrying it',
        );
      }
    }
    if (batch.length < limit) return refunded;
  }
}
