/**
 * The simulated SSLCommerz's refunds (`merchantTransIDvalidationAPI.php` with `bank_tran_id`, or with
 * `refund_ref_id` to ask about one). Refunds settle at once here, so a query always reads `refunded`.
 */
import { randomId } from '../random-id';
import { sslcommerzTime } from './sslcommerz-sessions';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

export interface RefundRequest {
  bank_tran_id: string;
  refund_amount?: string;
  refund_remarks?: string;
  refe_id?: string;
}

interface RefundRecord {
  answer: Record<string, string>;
  refundedOn: string;
  tranId: string;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const asAmount = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

export class SslcommerzRefunds {
  /** Cents refunded per bank_tran_id. */
  private readonly refunded = new Map<string, number>();
  private readonly byRefeId = new Map<string, Record<string, string>>();
  private readonly byRefundRefId = new Map<string, RefundRecord>();

  /**
   * Refunds `refund_amount` of a paid transaction (`paid`: its tran_id and amount), at most what is left of it. A
   * `refe_id` seen before answers what it answered the first time, and moves no money.
   */
  refund(request: RefundRequest, paid: { tran_id: string; amount: string } | undefined): Record<string, string> {
    const earlier = request.refe_id ? this.byRefeId.get(request.refe_id) : undefined;
    if (earlier) return earlier;
    const base = { APIConnect: 'DONE', bank_tran_id: request.bank_tran_id };
    const failed = (errorReason: string) => ({ ...base, trans_id: paid?.tran_id ?? '', status: 'failed', errorReason });
    if (!paid) return failed('Invalid bank_tran_id');
    if (!request.refund_remarks || !request.refe_id) return failed('refund_remarks and refe_id are required');
    const amount = request.refund_amount ?? '';
    if (!AMOUNT.test(amount) || cents(amount) <= 0) return failed('Invalid refund_amount');
    const already = this.refunded.get(request.bank_tran_id) ?? 0;
    if (already + cents(amount) > cents(paid.amount)) {
      return failed(`Refund amount exceeds the refundable amount ${asAmount(cents(paid.amount) - already)}`);
    }
    this.refunded.set(request.bank_tran_id, already + cents(amount));
    const answer = { ...base, trans_id: paid.tran_id, refund_ref_id: randomId(14), status: 'success', errorReason: '' };
    this.byRefeId.set(request.refe_id, answer);
    this.byRefundRefId.set(answer.refund_ref_id, { answer, refundedOn: sslcommerzTime(), tranId: paid.tran_id });
    return answer;
  }

  /** The refund status query: `refunded`, or `failed` with a reason for an unknown refund_ref_id. */
  status(refundRefId: string): Record<string, string> {
    const refund = this.byRefundRefId.get(refundRefId);
    if (!refund)
      return { APIConnect: 'DONE', refund_ref_id: refundRefId, status: 'failed', errorReason: 'Invalid refund_ref_id' };
    return {
      APIConnect: 'DONE',
      bank_tran_id: refund.answer.bank_tran_id!,
      tran_id: refund.tranId,
      refund_ref_id: refundRefId,
      initiated_on: refund.refundedOn,
      refunded_on: refund.refundedOn,
      status: 'refunded',
      errorReason: '',
    };
  }

  /** For tests: how much of a transaction has been refunded, in SSLCommerz's "1960.00" form. */
  refundedOf(bankTranId: string): string {
    return asAmount(this.refunded.get(bankTranId) ?? 0);
  }
}
