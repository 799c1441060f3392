/**
 * bKash tokenized checkout (v1.2.0-beta) under `/bkash`: the API at `/v1.2.0-beta/tokenized/checkout/…` and the
 * hosted page at `/redirect/tokenized/`. Answers carry bKash's `statusCode`/`statusMessage` (HTTP 200 even for a
 * refusal, as bKash does); a missing or expired token is HTTP 401.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Fields } from '../form-body';
import { randomId } from '../random-id';
import { AMOUNT, createRefusal, paymentView, refusal, SUCCESSFUL } from './bkash-answers';
import { BKASH_PAGE_PATH, registerBkashPage } from './bkash-page';
import { BkashPayments, bkashTime, TOKEN_LIFETIME_SECONDS } from './bkash-payments';

export const BKASH_API_PATH = '/v1.2.0-beta/tokenized/checkout';

export interface BkashCredentials {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
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
            const page = new URL(`${request.protocol}://${request.host}/bkash${BKASH_PAGE_PATH}`);
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
    // A test's way to see the money refunds moved (not bKash's).
    app.get<{ Querystring: Fields }>('/__simulator/refunded', (request) => {
      const payment = payments.find(request.query.paymentID);
      return { refunded: payment ? (payment.refunded / 100).toFixed(2) : '0.00' };
    });
    // A test's way to end every token early, as bKash may: the merchant must grant a new one.
    app.post('/__simulator/expire-tokens', () => {
      payments.expireTokens();
      return {};
    });

    registerBkashPage(app, payments);
  };
}
