import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type GatewaySimulators, startGatewaySimulators } from '../../../../../simulators/index';
import { type BkashConfig, loadConfig } from '../../../config';
import { createBkashGateway } from './bkash-gateway';
import { type BkashGateway, PaymentGatewayError } from './payment-gateway';

let simulators: GatewaySimulators;
let config: BkashConfig;
const CALLBACK = 'http://localhost:4000/api/v1/payments/bkash/callback';

beforeAll(async () => {
  simulators = await startGatewaySimulators({ port: 0 });
  config = loadConfig({ PAYMENT_SIMULATOR_PORT: new URL(simulators.bkashBaseUrl).port }).payments.bkash;
});
afterAll(() => simulators.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const gateway = (options: { timeoutMs?: number; now?: () => number } = {}, settings = config) =>
  createBkashGateway(settings, { timeoutMs: 2000, ...options });

let invoices = 0;
async function created(bkash: BkashGateway, amount = 1960) {
  const invoiceNumber = `INV-${++invoices}`;
  const payment = await bkash.createPayment({
    amount,
    invoiceNumber,
    payerReference: '01770618575',
    callbackUrl: CALLBACK,
  });
  return { ...payment, invoiceNumber };
}

/** What the shopper's browser does on the hosted page: one button, then the redirect to our callback. */
async function shopperChooses(redirectUrl: string, status: 'success' | 'failure' | 'cancel') {
  const page = await (await fetch(redirectUrl)).text();
  for (const button of ['Pay', 'Fail', 'Cancel']) expect(page).toContain(`>${button}</button>`);
  const paymentID = new URL(redirectUrl).searchParams.get('paymentID')!;
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    body: new URLSearchParams({ paymentID, status }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

/** Simulator hooks (not bKash's), for what a test cannot make bKash do. */
async function simulatorHook(name: 'expire-tokens' | 'hold-next-execute', body: object = {}) {
  const url = `${new URL(simulators.bkashBaseUrl).origin}/bkash/__simulator/${name}`;
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.ok).toBe(true);
}
const expireTokens = () => simulatorHook('expire-tokens');

async function failureOf(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

const calledPaths = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([url]) => new URL(String(url)).pathname.replace(/^.*\/tokenized\/checkout/, ''));

describe('bKash gateway against the bKash simulator, over HTTP', () => {
  it('finds the simulator at the URL config derives from PAYMENT_SIMULATOR_PORT', () => {
    expect(config.baseUrl).toBe(simulators.bkashBaseUrl);
  });

  it('takes a payment: grant, create, the shopper pays on the hosted page, execute, then status says Completed', async () => {
    const bkash = gateway();
    const { paymentId, redirectUrl, invoiceNumber } = await created(bkash);
    expect(await bkash.queryPayment(paymentId)).toMatchObject({ status: 'Initiated', trxId: undefined });

    const callback = await shopperChooses(redirectUrl, 'success');
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    expect(Object.fromEntries(callback.searchParams)).toEqual({ paymentID: paymentId, status: 'success' });

    const executed = await bkash.executePayment(paymentId);
    expect(executed).toMatchObject({
      paymentId,
      status: 'Completed',
      amount: 1960,
      currency: 'BDT',
      merchantInvoiceNumber: invoiceNumber,
    });
    expect(executed.trxId).toMatch(/^[A-Z0-9]{10}$/);
    expect(await bkash.queryPayment(paymentId)).toEqual(executed);
  });

  it('refuses a second execute of a paid payment with bKash 2062, and an execute before the shopper paid', async () => {
    const bkash = gateway();
    const unpaid = await created(bkash);
    expect(await failureOf(bkash.executePayment(unpaid.paymentId))).toMatchObject({
      reason: 'rejected',
      gatewayCode: '2060',
    });

    await shopperChooses(unpaid.redirectUrl, 'success');
    await bkash.executePayment(unpaid.paymentId);
    const again = await failureOf(bkash.executePayment(unpaid.paymentId));
    expect(again).toMatchObject({ reason: 'rejected', gatewayCode: '2062' });
    expect(again.detail).toContain('already been completed');
  });

  it('asks payment/status instead of executing again when the execute answer is lost', async () => {
    const bkash = gateway({ timeoutMs: 300 });
    const { paymentId, redirectUrl } = await created(bkash);
    await shopperChooses(redirectUrl, 'success');
    await simulatorHook('hold-next-execute', { ms: 1000 });

    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const payment = await bkash.executePayment(paymentId);
    expect(payment).toMatchObject({ paymentId, status: 'Completed', amount: 1960 });
    expect(calledPaths(fetchSpy)).toEqual(['/execute', '/payment/status']);
  });

  it('reports a failed or cancelled payment as such, which execute then refuses', async () => {
    const bkash = gateway();
    for (const [choice, status] of [
      ['failure', 'Failed'],
      ['cancel', 'Cancelled'],
    ] as const) {
      const { paymentId, redirectUrl } = await created(bkash);
      const callback = await shopperChooses(redirectUrl, choice);
      expect(callback.searchParams.get('status')).toBe(choice);
      expect(await bkash.queryPayment(paymentId)).toMatchObject({ status, trxId: undefined });
      expect(await failureOf(bkash.executePayment(paymentId))).toMatchObject({ gatewayCode: '2056' });
    }
  });

  it('grants a token once, reuses it, and refreshes it when it nears its end (3600 s)', async () => {
    let now = 1_000_000;
    const bkash = gateway({ now: () => now });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { paymentId } = await created(bkash);
    await bkash.queryPayment(paymentId);
    now += 3_540_000;
    await bkash.queryPayment(paymentId);
    expect(calledPaths(fetchSpy)).toEqual([
      '/token/grant',
      '/create',
      '/payment/status',
      '/token/refresh',
      '/payment/status',
    ]);
  });

  it('grants a new token when bKash turns the cached one away before its end', async () => {
    const bkash = gateway();
    const { paymentId } = await created(bkash);
    await expireTokens();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await bkash.queryPayment(paymentId)).toMatchObject({ paymentId, status: 'Initiated' });
    expect(calledPaths(fetchSpy)).toEqual(['/payment/status', '/token/grant', '/payment/status']);
  });

  it('grants a new token when the refresh token is refused too', async () => {
    let now = 1_000_000;
    const bkash = gateway({ now: () => now });
    const { paymentId } = await created(bkash);
    await expireTokens();
    now += 3_600_000;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await bkash.queryPayment(paymentId);
    expect(calledPaths(fetchSpy)).toEqual(['/token/refresh', '/token/grant', '/payment/status']);
  });

  it('refunds a paid payment in whole taka, and refuses more than was paid', async () => {
    const bkash = gateway();
    const { paymentId, redirectUrl } = await created(bkash, 500);
    await shopperChooses(redirectUrl, 'success');
    const { trxId } = await bkash.executePayment(paymentId);
    const refund = { paymentId, trxId: trxId!, sku: 'order-1', reason: 'Out of stock' };
    const refunded = await bkash.refundPayment({ ...refund, amount: 300 });
    expect(refunded.amount).toBe(300);
    expect(refunded.refundTrxId).toMatch(/^[A-Z0-9]{10}$/);
    expect(await failureOf(bkash.refundPayment({ ...refund, amount: 201 }))).toMatchObject({ gatewayCode: '2026' });
  });

  it('turns wrong credentials, an unknown payment and an unreachable gateway into typed failures', async () => {
    expect(await failureOf(gateway({}, { ...config, appKey: 'wrong' }).queryPayment('TR0011X'))).toMatchObject({
      reason: 'rejected',
      gatewayCode: '2001',
    });
    expect(await failureOf(gateway({}, { ...config, password: 'wrong' }).queryPayment('TR0011X'))).toMatchObject({
      reason: 'http_status',
      gatewayCode: '401',
    });
    expect(await failureOf(gateway().queryPayment('TR0011UNKNOWN'))).toMatchObject({ gatewayCode: '2002' });
    const closed = gateway({}, { ...config, baseUrl: 'http://127.0.0.1:1/bkash' });
    expect(await failureOf(closed.queryPayment('TR0011X'))).toMatchObject({ reason: 'network' });
  });

  it('refuses to ask for an amount that is not whole taka', async () => {
    await expect(created(gateway(), 19.5)).rejects.toThrow(RangeError);
  });
});
