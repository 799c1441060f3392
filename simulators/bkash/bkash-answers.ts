/** The shapes of the simulated bKash's answers: its `statusCode`/`statusMessage` pairs and a payment's fields. */
import type { Fields } from '../form-body';
import type { BkashPaymentRecord } from './bkash-payments';

export const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
// The wallet bKash's public sandbox documents use; every simulated payer has it.
const WALLET = '01770618575';

export const refusal = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });
export const SUCCESSFUL = { statusCode: '0000', statusMessage: 'Successful' };

export function paymentView(payment: BkashPaymentRecord) {
  return {
    paymentID: payment.paymentID,
    mode: payment.mode,
    payerReference: payment.payerReference,
    paymentCreateTime: payment.paymentCreateTime,
    ...(payment.paymentExecuteTime && { paymentExecuteTime: payment.paymentExecuteTime }),
    ...(payment.trxID && { trxID: payment.trxID, customerMsisdn: WALLET }),
    transactionStatus: payment.state === 'Authorized' ? 'Initiated' : payment.state,
    amount: payment.amount,
    currency: payment.currency,
    intent: payment.intent,
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    ...SUCCESSFUL,
  };
}

export function createRefusal(body: Fields): ReturnType<typeof refusal> | null {
  const required = ['mode', 'payerReference', 'callbackURL', 'amount', 'currency', 'intent', 'merchantInvoiceNumber'];
  if (required.some((field) => !body[field])) return refusal('2065', 'Mendatory field missing');
  if (body.mode !== '0011') return refusal('2063', 'Mode is not valid as per request data');
  if (!AMOUNT.test(body.amount!) || Number(body.amount) <= 0) return refusal('2006', 'Invalid amount');
  if (body.currency !== 'BDT') return refusal('2007', 'Invalid currency');
  if (body.intent !== 'sale') return refusal('2008', 'Invalid intent');
  if (!URL.canParse(body.callbackURL!)) return refusal('2049', 'Invalid Merchant Callback URL');
  return null;
}
