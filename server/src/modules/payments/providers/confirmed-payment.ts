/** What the gateway confirmed against what the order asked for: every difference, for the log; none means paid. */
export interface PaymentFacts {
  /** Our reference at the gateway: bKash's merchantInvoiceNumber, SSLCommerz's tran_id. */
  reference: string;
  amount: number;
  currency: string;
}

export function paymentMismatches(confirmed: PaymentFacts, expected: Omit<PaymentFacts, 'currency'>): string[] {
  const mismatches: string[] = [];
  if (confirmed.reference !== expected.reference) {
    mismatches.push(`reference ${confirmed.reference}, expected ${expected.reference}`);
  }
  if (confirmed.amount !== expected.amount) mismatches.push(`amount ${confirmed.amount}, expected ${expected.amount}`);
  if (confirmed.currency !== 'BDT') mismatches.push(`currency ${confirmed.currency}, expected BDT`);
  return mismatches;
}
