import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewaySimulators, startGatewaySimulators } from '../../../../../simulators/index';
import { loadConfig, type SslcommerzConfig } from '../../../config';
import { paymentMismatches } from './confirmed-payment';
import { PaymentGatewayError, type SslcommerzSessionRequest } from './payment-gateway';
import { createSslcommerzGateway } from './sslcommerz-gateway';

let simulators: GatewaySimulators;
let config: SslcommerzConfig;
/** Our side of the IPN: a local receiver recording each form SSLCommerz posts to `ipn_url`. */
let receiver: Server;
let ipnUrl: string;
const ipns: Record<string, string>[] = [];

beforeAll(async () => {
  simulators = await startGatewaySimulators({ port: 0 });
  config = loadConfig({ PAYMENT_SIMULATOR_PORT: new URL(simulators.bkashBaseUrl).port }).payments.sslcommerz;
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      ipns.push(Object.fromEntries(new URLSearchParams(body)));
      response.end('OK');
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  ipnUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/v1/payments/sslcommerz/ipn`;
});
afterAll(async () => {
  await simulators.close();
  await new Promise((done) => receiver.close(done));
});
beforeEach(() => {
  ipns.length = 0;
});

const gateway = (settings: SslcommerzConfig = config) => createSslcommerzGateway(settings, { timeoutMs: 2000 });

let attempts = 0;
const session = (overrides: Partial<SslcommerzSessionRequest> = {}): SslcommerzSessionRequest => ({
  tranId: `HAAT-${++attempts}`,
  amount: 1960,
  successUrl: 'http://localhost:4000/api/v1/payments/sslcommerz/success',
  failUrl: 'http://localhost:4000/api/v1/payments/sslcommerz/fail',
  cancelUrl: 'http://localhost:4000/api/v1/payments/sslcommerz/cancel',
  ipnUrl,
  customer: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01712345678', address: 'Road 1', city: 'Dhaka' },
  productName: 'Haat order',
  ...overrides,
});

/** What the shopper's browser does on the hosted page: choose a wallet, press a button. */
async function shopperChooses(redirectUrl: string, outcome: 'success' | 'fail' | 'cancel', wallet = 'bkash') {
  const answer = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ outcome, wallet }) });
  expect(answer.ok).toBe(true);
  return answer.text();
}

async function paidIpn() {
  const request = session();
  const { redirectUrl } = await gateway().startSession(request);
  await shopperChooses(redirectUrl, 'success', 'nagad');
  expect(ipns).toHaveLength(1);
  return { request, ipn: ipns[0]! };
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describe('SSLCommerz gateway against the SSLCommerz simulator, over HTTP', () => {
  it('finds the simulator at the URL config derives from PAYMENT_SIMULATOR_PORT', () => {
    expect(config.baseUrl).toBe(simulators.sslcommerzBaseUrl);
  });

  it('opens a session whose hosted page offers bKash, Nagad and Rocket, preselecting the wallet asked for', async () => {
    const { sessionKey, redirectUrl } = await gateway().startSession(session({ wallet: 'rocket' }));
    expect(redirectUrl).toContain(sessionKey);
    const page = await (await fetch(redirectUrl)).text();
    for (const label of ['bKash', 'Nagad', 'Rocket', '>Pay</button>', '>Fail</button>', '>Cancel</button>']) {
      expect(page).toContain(label);
    }
    expect(page).toContain('value="rocket" checked');
    expect(page).toContain('1960.00 BDT');
  });

  it('accepts a paid IPN signed with our store password, and sends the browser back to success_url by POST', async () => {
    const request = session();
    const { redirectUrl } = await gateway().startSession(request);
    const returnPage = await shopperChooses(redirectUrl, 'success', 'nagad');
    expect(ipns).toHaveLength(1);
    const ipn = ipns[0]!;
    expect(ipn).toMatchObject({ status: 'VALID', tran_id: request.tranId, amount: '1960.00', currency: 'BDT' });
    expect(ipn.card_type).toBe('NAGAD-Nagad');
    expect(gateway().isSignedByGateway(ipn)).toBe(true);
    expect(returnPage).toContain(`action="${request.successUrl}"`);
    expect(returnPage).toContain(`value="${ipn.verify_sign}"`);
  });

  it('rejects an IPN with a tampered field, a missing signature, or checked with another store password', async () => {
    const { ipn } = await paidIpn();
    expect(gateway().isSignedByGateway({ ...ipn, amount: '19600.00' })).toBe(false);
    expect(gateway().isSignedByGateway({ ...ipn, status: 'VALID', tran_id: 'HAAT-other' })).toBe(false);
    expect(gateway().isSignedByGateway({ ...ipn, verify_key: 'status' })).toBe(false);
    const { verify_sign: _, ...unsigned } = ipn;
    expect(gateway().isSignedByGateway(unsigned)).toBe(false);
    expect(gateway({ ...config, storePassword: 'not-ours' }).isSignedByGateway(ipn)).toBe(false);
  });

  it('validates a real val_id as VALID with its amount, then as VALIDATED (a replay is normal)', async () => {
    const { request, ipn } = await paidIpn();
    const validation = await gateway().validate(ipn.val_id!);
    expect(validation).toEqual({
      status: 'VALID',
      tranId: request.tranId,
      valId: ipn.val_id,
      amount: 1960,
      currency: 'BDT',
      bankTranId: ipn.bank_tran_id,
      riskLevel: '0',
    });
    expect((await gateway().validate(ipn.val_id!)).status).toBe('VALIDATED');
  });

  it('answers INVALID_TRANSACTION for an unknown val_id', async () => {
    expect(await gateway().validate('251125103227UNKNOWN')).toEqual({ status: 'INVALID_TRANSACTION' });
  });

  it("lets the caller see a validated payment that is not the order's: other amount, currency or tran_id", async () => {
    const { request, ipn } = await paidIpn();
    const validation = await gateway().validate(ipn.val_id!);
    if (validation.status !== 'VALID') throw new Error('expected VALID');
    const confirmed = { reference: validation.tranId, amount: validation.amount, currency: validation.currency };
    expect(paymentMismatches(confirmed, { reference: request.tranId, amount: 1960 })).toEqual([]);
    expect(paymentMismatches(confirmed, { reference: request.tranId, amount: 1961 })).toEqual([
      'amount 1960, expected 1961',
    ]);
    expect(paymentMismatches({ ...confirmed, currency: 'USD' }, { reference: request.tranId, amount: 1960 })).toEqual([
      'currency USD, expected BDT',
    ]);
    expect(paymentMismatches(confirmed, { reference: 'HAAT-other', amount: 1960 })).toHaveLength(1);
  });

  it('posts a signed IPN without val_id for a failed or cancelled payment, and returns the browser to its URL', async () => {
    for (const [outcome, status, url] of [
      ['fail', 'FAILED', 'failUrl'],
      ['cancel', 'CANCELLED', 'cancelUrl'],
    ] as const) {
      ipns.length = 0;
      const request = session();
      const { redirectUrl } = await gateway().startSession(request);
      const returnPage = await shopperChooses(redirectUrl, outcome);
      expect(ipns[0]).toMatchObject({ status, tran_id: request.tranId });
      expect(ipns[0]!.val_id).toBeUndefined();
      expect(gateway().isSignedByGateway(ipns[0]!)).toBe(true);
      expect(returnPage).toContain(`action="${request[url]}"`);
    }
  });

  it('turns a refused session (wrong store password, amount under 10 taka) and an unreachable gateway into typed failures', async () => {
    const wrongStore = await failureOf(gateway({ ...config, storePassword: 'wrong' }).startSession(session()));
    expect(wrongStore).toMatchObject({ reason: 'rejected' });
    expect(wrongStore.detail).toContain('Store Credential Error');
    expect(await failureOf(gateway().startSession(session({ amount: 9 })))).toMatchObject({ reason: 'rejected' });
    const closed = gateway({ ...config, baseUrl: 'http://127.0.0.1:1/sslcommerz' });
    expect(await failureOf(closed.validate('x'))).toMatchObject({ reason: 'network' });
  });

  it('answers a bad_response failure, not a validation, when the store credentials are refused by the validation API', async () => {
    const { ipn } = await paidIpn();
    expect(await failureOf(gateway({ ...config, storePassword: 'wrong' }).validate(ipn.val_id!))).toMatchObject({
      reason: 'bad_response',
    });
  });
});

describe('SSLCommerz refunds against the simulator, over HTTP', () => {
  const refunded = async (bankTranId: string) => {
    const answer = await fetch(`${simulators.sslcommerzBaseUrl}/__simulator/refunded?bank_tran_id=${bankTranId}`);
    return ((await answer.json()) as { refunded: string }).refunded;
  };
  const refund = (bankTranId: string, amount: number, refeId: string, settings = config) =>
    gateway(settings).refund({ bankTranId, amount, refeId, remarks: 'Order cancelled' });

  it('gives back part of a paid transaction, then the rest, each with a refund_ref_id the status query reads refunded', async () => {
    const { ipn } = await paidIpn();
    const first = await refund(ipn.bank_tran_id!, 960, `refund-a${attempts}`);
    expect(first.status).toBe('success');
    expect(await refunded(ipn.bank_tran_id!)).toBe('960.00');
    const second = await refund(ipn.bank_tran_id!, 1000, `refund-b${attempts}`);
    expect(second.refundRefId).not.toBe(first.refundRefId);
    expect(await refunded(ipn.bank_tran_id!)).toBe('1960.00');
    expect(await gateway().refundStatus(first.refundRefId)).toEqual({ status: 'refunded' });
  });

  it('answers a second call with the same refe_id as the first and moves no more money', async () => {
    const { ipn } = await paidIpn();
    const refeId = `refund-again${attempts}`;
    const first = await refund(ipn.bank_tran_id!, 1960, refeId);
    expect(await refund(ipn.bank_tran_id!, 1960, refeId)).toEqual(first);
    expect(await refunded(ipn.bank_tran_id!)).toBe('1960.00');
  });

  it('refuses more than is left, an unknown bank_tran_id, a wrong store password and an unknown refund_ref_id', async () => {
    const { ipn } = await paidIpn();
    await refund(ipn.bank_tran_id!, 1000, `refund-part${attempts}`);
    const tooMuch = await failureOf(refund(ipn.bank_tran_id!, 961, `refund-more${attempts}`));
    expect(tooMuch).toMatchObject({ reason: 'rejected' });
    expect(tooMuch.detail).toContain('960.00');
    expect(await refunded(ipn.bank_tran_id!)).toBe('1000.00');
    expect(await failureOf(refund('UNKNOWN0000000000', 10, `refund-unknown${attempts}`))).toMatchObject({
      reason: 'rejected',
    });
    const wrongStore = await failureOf(refund(ipn.bank_tran_id!, 10, 'refund-x', { ...config, storePassword: 'no' }));
    expect(wrongStore.detail).toContain('INVALID_REQUEST');
    expect(await refunded(ipn.bank_tran_id!)).toBe('1000.00');
    expect(await failureOf(gateway().refundStatus('NOSUCHREFUND'))).toMatchObject({ reason: 'rejected' });
  });
});
