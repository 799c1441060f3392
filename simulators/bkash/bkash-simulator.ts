/**
 * bKash tokenized checkout (v1.2.0-beta) under `/bkash`: the API at `/v1.2.0-beta/tokenized/checkout/…` and the
 * hosted page at `/redirect/tokenized/`. Answers carry bKash's `statusCode`/`statusMessage` (HTTP 200 even for a
 * refusal, as bKash does); a missing or expired token is HTTP 401.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Fields } from '../form-body';
import { randomId } from '../random-id';
import { bkashPaymentPage } from './bkash-page';
import { type BkashPaymentRecord, BkashPayments, bkashTime, TOKEN_LIFETIME_SECONDS } from './bkash-payments';

export const BKASH_API_PATH = '/v1.2.0-beta/tokenized/checkout';
const PAGE_PATH = '/redirect/tokenized/';
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const WALLET = '01770618575';

export interface BkashCredentials {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

const refusal = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });
const SUCCESSFUL = { statusCode: '0000', statusMessage: 'Successful' };

function paymentView(payment: BkashPaymentRecord) {
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

function createRefusal(body: Fields): ReturnType<typeof refusal> | null {
  const required = ['mode', 'payerReference', 'callbackURL', 'amount', 'currency', 'intent', 'merchantInvoiceNumber'];
  if (required.some((field) => !body[field])) return refusal('2065', 'Mendatory field missing');
  if (body.mode !== '0011') return refusal('2063', 'Mode is not valid as per request data');
  if (!AMOUNT.test(body.amount!) || Number(body.amount) <= 0) return refusal('2006', 'Invalid amount');
  if (body.currency !== 'BDT') return refusal('2007', 'Invalid currency');
  if (body.intent !== 'sale') return refusal('2008', 'Invalid intent');
  if (!URL.canParse(body.callbackURL!)) return refusal('2049', 'Invalid Merchant Callback URL');
  return null;
}

export function bkashSimulator(credentials: BkashCredentials) {
  const payments = new BkashPayments();
  // A test's way to lose an answer: the next execute completes the payment but answers only after this many ms.
  let holdNextExecuteMs = 0;

  return async (app: FastifyInstance) => {
    const grant = (request: FastifyRequest<{ Body: Fields }>, reply: FastifyReply, refreshing: boolean) => {
      const { username, password } = request.headers;
      if (username !== credentials.username || password !== credentials.password) {
        return reply.code(401).send({ message: 'Unauthorized' });
      }
      const body = request.body ?? {};
      if (body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret) {
        return refusal('2001', 'Invalid App Key');
      }
      if (refreshing && !payments.isRefreshToken(body.refresh_token ?? '')) {
        return reply.code(401).send({ message: 'Invalid refresh token' });
      }
      return { ...SUCCESSFUL, ...payments.issueTokens(), token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SECONDS };
    };

    await app.register(
      async (api) => {
        api.post<{ Body: Fields }>('/token/grant', (request, reply) => grant(request, reply, false));
        api.post<{ Body: Fields }>('/token/refresh', (request, reply) => grant(request, reply, true));

        await api.register(async (authorized) => {
          authorized.addHook('onRequest', async (request, reply) => {
            const token = payments.tokenState(request.headers.authorization);
            if (token === 'unknown') return reply.code(401).send({ message: 'Unauthorized' });
            if (token === 'expired') return reply.code(401).send({ message: 'The incoming token has expired' });
            if (request.headers['x-app-key'] !== credentials.appKey) {
              return reply.send(refusal('2001', 'Invalid App Key'));
            }
          });

          authorized.post<{ Body: Fields }>('/create', (request) => {
            const body = request.body ?? {};
            const refused = createRefusal(body);
            if (refused) return refused;
            const payment = payments.create({
              mode: body.mode!,
              payerReference: body.payerReference!,
              callbackURL: body.callbackURL!,
              amount: body.amount!,
              currency: body.currency!,
              intent: body.intent!,
              merchantInvoiceNumber: body.merchantInvoiceNumber!,
            });
            const page = new URL(`${request.protocol}://${request.host}/bkash${PAGE_PATH}`);
            page.searchParams.set('paymentID', payment.paymentID);
            const { callbackURL } = payment;
            return {
              ...paymentView(payment),
              bkashURL: page.href,
              callbackURL,
              successCallbackURL: `${callbackURL}?paymentID=${payment.paymentID}&status=success`,
              failureCallbackURL: `${callbackURL}?paymentID=${payment.paymentID}&status=failure`,
              cancelledCallbackURL: `${callbackURL}?paymentID=${payment.paymentID}&status=cancel`,
            };
          });

          authorized.post<{ Body: Fields }>('/execute', async (request) => {
            const payment = payments.find(request.body?.paymentID);
            if (!payment) return refusal('2002', 'Invalid Payment ID');
            if (payment.state === 'Completed') return refusal('2062', 'The payment has already been completed');
            if (payment.state === 'Initiated')
              return refusal('2060', "Payment execution pre-requisite hasn't been met");
            if (payment.state !== 'Authorized') return refusal('2056', 'Invalid Payment State');
            payment.state = 'Completed';
            payment.trxID = randomId(10);
            payment.paymentExecuteTime = bkashTime();
            const hold = holdNextExecuteMs;
            holdNextExecuteMs = 0;
            if (hold > 0) await sleep(hold);
            return paymentView(payment);
          });

          authorized.post<{ Body: Fields }>('/payment/status', (request) => {
            const payment = payments.find(request.body?.paymentID);
            return payment ? paymentView(payment) : refusal('2002', 'Invalid Payment ID');
          });

          authorized.post<{ Body: Fields }>('/payment/refund', (request) => {
            const body = request.body ?? {};
            const payment = payments.find(body.paymentID);
            if (!payment) return refusal('2002', 'Invalid Payment ID');
            if (payment.state !== 'Completed' || body.trxID !== payment.trxID) {
              return refusal('2056', 'Invalid Payment State');
            }
            if (!body.amount || !AMOUNT.test(body.amount) || Number(body.amount) <= 0) {
              return refusal('2006', 'Invalid amount');
            }
            const refundable = Math.round(Number(payment.amount) * 100) - payment.refunded;
            const cents = Math.round(Number(body.amount) * 100);
            if (cents > refundable) {
              return refusal('2026', 'The reversal amount cannot be greater than the original transaction amount');
            }
            payment.refunded += cents;
            return {
              completedTime: bkashTime(),
              transactionStatus: 'Completed',
              originalTrxID: payment.trxID,
              refundTrxID: randomId(10),
              amount: body.amount,
              currency: 'BDT',
              charge: '0.00',
              ...SUCCESSFUL,
            };
          });
        });
      },
      { prefix: BKASH_API_PATH },
    );

    app.post<{ Body: { ms?: number } }>('/__simulator/hold-next-execute', (request) => {
      holdNextExecuteMs = Number(request.body?.ms) || 0;
      return { holdNextExecuteMs };
    });
    // A test's way to end every token early, as bKash may: the merchant must grant a new one.
    app.post('/__simulator/expire-tokens', () => {
      payments.expireTokens();
      return {};
    });

    app.get<{ Querystring: Fields }>(PAGE_PATH, (request, reply) => {
      const payment = payments.find(request.query.paymentID);
      if (!payment) return reply.code(404).type('text/html').send('Unknown payment');
      return reply.type('text/html').send(bkashPaymentPage(payment, `/bkash${PAGE_PATH}`));
    });

    app.post<{ Body: Fields }>(PAGE_PATH, (request, reply) => {
      const payment = payments.find(request.body?.paymentID);
      const status = request.body?.status;
      if (payment?.state !== 'Initiated') return reply.code(409).send('This payment is no longer open');
      if (status !== 'success' && status !== 'failure' && status !== 'cancel') return reply.code(400).send();
      payment.state = status === 'success' ? 'Authorized' : status === 'failure' ? 'Failed' : 'Cancelled';
      const callback = new URL(payment.callbackURL);
      callback.searchParams.set('paymentID', payment.paymentID);
      callback.searchParams.set('status', status);
      return reply.redirect(callback.href, 303);
    });
  };
}
