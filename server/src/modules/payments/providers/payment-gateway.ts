/**
 * The payment gateways as the API sees them. Amounts are integer taka; each adapter converts to and from the
 * gateway's decimal strings. Every failure is a `PaymentGatewayError`.
 */

export type Wallet = 'bkash' | 'nagad' | 'rocket';

/** A bKash payment as `execute` and `payment/status` report it. Only `Completed` means money moved. */
export interface BkashPayment {
  paymentId: string;
  /** bKash's `transactionStatus`: Initiated, Completed, Failed, Cancelled… */
  status: string;
  /** Set once completed; bKash's transaction id, to be applied once. */
  trxId: string | undefined;
  amount: number;
  currency: string;
  merchantInvoiceNumber: string;
}

export interface BkashGateway {
  /** Opens a payment; the shopper goes to `redirectUrl` and comes back to `callbackUrl?paymentID=…&status=…`. */
  createPayment(payment: {
    amount: number;
    invoiceNumber: string;
    payerReference: string;
    callbackUrl: string;
  }): Promise<{ paymentId: string; redirectUrl: string }>;
  /**
   * Takes the money. When the answer is lost (timeout, network), asks `payment/status` instead of executing again.
   * A second execute of a paid payment is refused by bKash (`rejected`, gateway code 2062).
   */
  executePayment(paymentId: string): Promise<BkashPayment>;
  queryPayment(paymentId: string): Promise<BkashPayment>;
  refundPayment(refund: {
    paymentId: string;
    trxId: string;
    amount: number;
    sku: string;
    reason: string;
  }): Promise<{ refundTrxId: string; amount: number }>;
}

export interface SslcommerzSessionRequest {
  /** Our reference, at most 30 characters, unique per attempt. */
  tranId: string;
  amount: number;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  customer: { name: string; email: string; phone: string; address: string; city: string };
  productName: string;
  /** Limits the hosted page to one wallet. */
  wallet?: Wallet;
}

/** What the validation API says about a `val_id`: only VALID or VALIDATED (validated before) carry a payment. */
export type SslcommerzValidation =
  | {
      status: 'VALID' | 'VALIDATED';
      tranId: string;
      valId: string;
      amount: number;
      currency: string;
      bankTranId: string;
      /** '1' means SSLCommerz thinks the payment risky: hold the order. */
      riskLevel: string;
    }
  | { status: 'INVALID_TRANSACTION' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'UNATTEMPTED' };

/** A refund SSLCommerz took: `success`, or `processing` when the bank has yet to finish it. */
export interface SslcommerzRefund {
  status: 'success' | 'processing';
  refundRefId: string;
}

export interface SslcommerzGateway {
  startSession(request: SslcommerzSessionRequest): Promise<{ sessionKey: string; redirectUrl: string }>;
  /** Whether an IPN's (or browser return's) fields carry a `verify_sign` made with our store password. */
  isSignedByGateway(fields: Record<string, string>): boolean;
  validate(valId: string): Promise<SslcommerzValidation>;
  /**
   * Gives `amount` of a paid transaction back. `refeId` is ours, one per refund: SSLCommerz answers a second call
   * with the same `refeId` as the first, so a retried call moves no more money. A refusal is `rejected`.
   */
  refund(refund: { bankTranId: string; amount: number; refeId: string; remarks: string }): Promise<SslcommerzRefund>;
  /** What SSLCommerz says of a refund it took: `refunded`, `processing` or `cancelled`. */
  refundStatus(refundRefId: string): Promise<{ status: 'refunded' | 'processing' | 'cancelled' }>;
}

export interface PaymentGateways {
  bkash: BkashGateway;
  sslcommerz: SslcommerzGateway;
}

export type PaymentGatewayFailure = 'timeout' | 'network' | 'http_status' | 'bad_response' | 'rejected';

/** The gateway did not do what was asked. `detail` is for the log only: never show it to a shopper. */
export class PaymentGatewayError extends Error {
  constructor(
    readonly reason: PaymentGatewayFailure,
    readonly detail: string,
    /** bKash's `statusCode` of a refusal; the HTTP status of an `http_status` failure. */
    readonly gatewayCode?: string,
  ) {
    super(`Payment gateway failed (${reason}): ${detail}`);
    this.name = 'PaymentGatewayError';
  }
}
