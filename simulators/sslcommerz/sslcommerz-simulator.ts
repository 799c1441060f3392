/**
 * SSLCommerz v4 under `/sslcommerz`: the session API (`/gwprocess/v4/api.php`), the hosted page
 * (`/EasyCheckOut/<sessionkey>`), which posts a signed IPN to `ipn_url` and returns the browser by POST to the
 * merchant's success/fail/cancel URL, the validation API (`/validator/api/validationserverAPI.php`), and refunds
 * (`/validator/api/merchantTransIDvalidationAPI.php`).
 */
import type { FastifyInstance } from 'fastify';
import type { Fields } from '../form-body';
import { autoPostPage } from '../html-page';
import { signIpn } from './sign-ipn';
import { outcomeFields, postIpn } from './sslcommerz-ipn';
import { sslcommerzPaymentPage } from './sslcommerz-page';
import { SslcommerzRefunds } from './sslcommerz-refunds';
import { SslcommerzSessions, sslcommerzTime, twoDecimals, WALLETS, type Wallet } from './sslcommerz-sessions';

export interface SslcommerzCredentials {
  storeId: string;
  storePassword: string;
}

const REQUIRED = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
];
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const OUTCOMES = { success: 'VALID', fail: 'FAILED', cancel: 'CANCELLED' } as const;

const failed = (failedreason: string) => ({ status: 'FAILED', failedreason });

function sessionRefusal(body: Fields): string | null {
  const missing = REQUIRED.find((field) => !body[field]);
  if (missing) return `Invalid Information: '${missing}' is missing`;
  const amount = body.total_amount!;
  if (!AMOUNT.test(amount) || Number(amount) < 10 || Number(amount) > 500_000) {
    return 'Invalid Information: total_amount must be between 10.00 and 500000.00 BDT';
  }
  if (body.currency !== 'BDT') return 'Invalid Information: currency';
  if (body.tran_id!.length > 30) return 'Invalid Information: tran_id is longer than 30 characters';
  return null;
}

export function sslcommerzSimulator(credentials: SslcommerzCredentials) {
  const sessions = new SslcommerzSessions();
  const refunds = new SslcommerzRefunds();
  const isStore = (fields: Fields) =>
    fields.store_id === credentials.storeId && fields.store_passwd === credentials.storePassword;

  return async (app: FastifyInstance) => {
    app.post<{ Body: Fields }>('/gwprocess/v4/api.php', (request) => {
      const body = request.body ?? {};
      if (!isStore(body)) return failed('Store Credential Error Or Store is De-active');
      const refused = sessionRefusal(body);
      if (refused) return failed(refused);
      const form = Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => !!entry[1]));
      const session = sessions.open({ ...form, total_amount: twoDecimals(body.total_amount!) });
      const page = `${request.protocol}://${request.host}/sslcommerz/EasyCheckOut/${session.sessionkey}`;
      return {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey: session.sessionkey,
        redirectGatewayURL: page,
        GatewayPageURL: page,
        storeBanner: '',
        storeLogo: '',
        desc: [],
        is_direct_pay_enable: '0',
      };
    });

    app.get<{ Params: { sessionkey: string } }>('/EasyCheckOut/:sessionkey', (request, reply) => {
      const session = sessions.find(request.params.sessionkey);
      if (!session) return reply.code(404).type('text/html').send('Unknown session');
      const action = `/sslcommerz/EasyCheckOut/${session.sessionkey}`;
      return reply.type('text/html').send(sslcommerzPaymentPage(session, action));
    });

    app.post<{ Params: { sessionkey: string }; Body: Fields }>('/EasyCheckOut/:sessionkey', async (request, reply) => {
      const session = sessions.find(request.params.sessionkey);
      const outcome = request.body?.outcome as keyof typeof OUTCOMES | undefined;
      const wallet = (request.body?.wallet ?? 'bkash') as Wallet;
      if (!session || session.finished) return reply.code(409).send('This session is closed');
      if (!outcome || !(outcome in OUTCOMES) || !(wallet in WALLETS)) return reply.code(400).send();
      session.finished = true;
      const valId = outcome === 'success' ? sessions.newValId() : undefined;
      const fields = outcomeFields(session, OUTCOMES[outcome], wallet, valId);
      if (valId) sessions.record(valId, fields);
      const signed = signIpn(fields, credentials.storePassword);
      const { ipn_url, success_url, fail_url, cancel_url } = session.request;
      if (ipn_url) await postIpn(ipn_url, signed, request.log);
      const returnUrl = { success: success_url, fail: fail_url, cancel: cancel_url }[outcome]!;
      return reply.type('text/html').send(autoPostPage(returnUrl, signed));
    });

    app.get<{ Querystring: Fields }>('/validator/api/validationserverAPI.php', (request) => {
      const query = request.query;
      if (!isStore(query)) return { APIConnect: 'INVALID_REQUEST', status: 'INVALID_REQUEST' };
      const transaction = sessions.transaction(query.val_id ?? '');
      if (!transaction) return { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' };
      const status = transaction.validated ? 'VALIDATED' : 'VALID';
      transaction.validated = true;
      return { ...transaction.fields, status, APIConnect: 'DONE', validated_on: sslcommerzTime(), gw_version: '' };
    });

    // The refund API and its status query share the transaction query's path; the fields sent say which is meant.
    app.get<{ Querystring: Fields }>('/validator/api/merchantTransIDvalidationAPI.php', (request) => {
      const query = request.query;
      if (!isStore(query)) return { APIConnect: 'INVALID_REQUEST', status: 'failed', errorReason: 'Invalid store' };
      if (query.refund_ref_id) return refunds.status(query.refund_ref_id);
      if (!query.bank_tran_id)
        return { APIConnect: 'INVALID_REQUEST', status: 'failed', errorReason: 'No bank_tran_id' };
      const paid = sessions.paidByBank(query.bank_tran_id)?.fields;
      return refunds.refund(
        { ...query, bank_tran_id: query.bank_tran_id },
        paid && { tran_id: paid.tran_id!, amount: paid.amount! },
      );
    });

    // A test's way to see the money a refund moved (not SSLCommerz's).
    app.get<{ Querystring: Fields }>('/__simulator/refunded', (request) => ({
      refunded: refunds.refundedOf(request.query.bank_tran_id ?? ''),
    }));
  };
}
