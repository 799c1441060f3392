/**
 * Test helpers for payments: a seeded app listening on a local port (SSLCommerz posts its IPN to it) with the gateway
 * simulators, placing online orders, and the shopper's browser on the gateways' hosted pages, over HTTP.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CartItemInput, CheckoutAnswer, OrderStoreBody, PaymentState, Wallet } from '#contract';
import { type GatewaySimulators, startGatewaySimulators } from '../../../../simulators/index';
import { type App, buildApp } from '../../app';
import { createTestDatabase, dataOf, TEST_UPLOADS_DIR, testConfig } from '../../app.test-helpers';
import { type Config, loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { orderStatusHistory, orders, payments } from '../../db/schema';
import { freePort } from '../../lib/free-port';
import { call, fillCart, shopperWithAddress, stockedItems } from '../../orders.test-helpers';
import { seedDemo } from '../../seed/index';

export { call, stockedItems, stockOf } from '../../orders.test-helpers';

// Calls, stock and shoppers come from src/orders.test-helpers.ts, which checkout's tests share: checkout imports
// payments, so a payments test importing checkout's helpers would close a loop between the two modules.

export interface PaymentsTestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** Moves the app's clock forward (back with a negative number). */
  advance(minutes: number): void;
  close(): Promise<void>;
  /** This API's base, where the gateways send the shopper and the IPN. */
  publicUrl: string;
  simulators: GatewaySimulators;
  /** Set `lost` to answer SSLCommerz's IPNs 503 without reading them, as if they never arrived. */
  ipn: { lost: boolean };
}

/** `change` alters the payment settings that point at the simulators (e.g. a gateway at a closed port). */
export async function createPaymentsTestApp(
  change: (payments: Config['payments']) => Partial<Config['payments']> = () => ({}),
): Promise<PaymentsTestApp> {
  const simulators = await startGatewaySimulators({ port: 0 });
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const simulated = loadConfig({ PAYMENT_SIMULATOR_PORT: new URL(simulators.bkashBaseUrl).port }).payments;
  const dataDir = await mkdtemp(join(tmpdir(), 'haat-payments-'));
  const database = await createTestDatabase();
  await seedDemo(database.db, { products: 24, uploadsDir: TEST_UPLOADS_DIR });
  const config: Config = { ...testConfig, dataDir, publicUrl, payments: { ...simulated, ...change(simulated) } };
  let offsetMs = 0;
  const sms = { send: async () => undefined };
  const app = await buildApp({ db: database, config, sms, clock: () => new Date(Date.now() + offsetMs) });
  const ipn = { lost: false };
  app.addHook('onRequest', async (request, reply) => {
    if (ipn.lost && request.url.startsWith('/api/v1/payments/sslcommerz/ipn')) return reply.code(503).send('lost');
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    config,
    publicUrl,
    simulators,
    ipn,
    advance: (minutes) => {
      offsetMs += minutes * 60_000;
    },
    close: async () => {
      await app.close();
      await database.close();
      await simulators.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new shopper (verified phone, one address) places their cart of `items` (two stocked ones unless given). */
export async function placeOnlineOrder(
  t: PaymentsTestApp,
  wallet: Wallet,
  locale: 'en' | 'bn' = 'en',
  { items, coupon_code }: { items?: CartItemInput[]; coupon_code?: string } = {},
): Promise<CheckoutAnswer & { token: string }> {
  const { token, address } = await shopperWithAddress(t);
  await fillCart(t, token, items ?? (await stockedItems(t, 2)));
  const body: OrderStoreBody = {
    payment_method_id: 2,
    wallet,
    shipping_address_id: address.id,
    ...(coupon_code && { coupon_code }),
  };
  const placed = dataOf<CheckoutAnswer>(await call(t, 'POST', '/order/store', { token, payload: body, locale }), 201);
  return { ...placed, token };
}

export const paymentStateOf = async (t: PaymentsTestApp, checkoutId: string, locale: 'en' | 'bn' = 'en') =>
  dataOf<PaymentState>(await call(t, 'GET', `/payments/${checkoutId}`, { locale }));

/** The browser following a link without following redirects: answers the response (status, location). */
export const visit = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });

export function locationOf(response: Response): string {
  const location = response.headers.get('location');
  if (!location) throw new Error(`${response.status} without a location`);
  return location;
}

/** GET the pay link: expects the 302 to a gateway's page and answers that page's URL. */
export async function startPaying(t: PaymentsTestApp, checkoutId: string): Promise<string> {
  const response = await visit(`${t.publicUrl}/api/v1/payments/${checkoutId}/pay`);
  expect(response.status).toBe(302);
  return locationOf(response);
}

/** Presses a button on bKash's hosted page; answers bKash's 303 to our callback (not followed). */
export async function pressOnBkash(bkashUrl: string, status: 'success' | 'failure' | 'cancel'): Promise<string> {
  const page = await fetch(bkashUrl);
  expect(page.status).toBe(200);
  const paymentID = new URL(bkashUrl).searchParams.get('paymentID') ?? '';
  const pressed = await visit(new URL('/bkash/redirect/tokenized/', bkashUrl).href, {
    method: 'POST',
    body: new URLSearchParams({ paymentID, status }),
  });
  expect(pressed.status).toBe(303);
  return locationOf(pressed);
}

const fromHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The form SSLCommerz's page auto-posts back to the shop: its action and signed fields. */
export interface ReturnForm {
  action: string;
  fields: Record<string, string>;
}

/**
 * Chooses a wallet and presses a button on SSLCommerz's hosted page (the simulator posts the IPN to us before it
 * answers); answers the return form the browser would then post.
 */
export async function pressOnSslcommerz(
  pageUrl: string,
  outcome: 'success' | 'fail' | 'cancel',
  wallet: Wallet,
): Promise<ReturnForm> {
  const answer = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ outcome, wallet }) });
  expect(answer.status).toBe(200);
  const html = await answer.text();
  const action = fromHtml(/<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((match) => [
      fromHtml(match[1] ?? ''),
      fromHtml(match[2] ?? ''),
    ]),
  );
  return { action, fields };
}

/** Posts a form (a return or an IPN) as the browser or SSLCommerz would. */
export const postForm = (url: string, fields: Record<string, string>) =>
  visit(url, { method: 'POST', body: new URLSearchParams(fields) });

export const paymentsOf = (t: PaymentsTestApp, checkoutId: string) =>
  t.database.db.select().from(payments).where(eq(payments.checkoutId, checkoutId)).orderBy(payments.id);

export const ordersOf = (t: PaymentsTestApp, checkoutId: string) =>
  t.database.db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(orders.id);

/** The notes written in the history of the checkout's orders. */
export async function historyNotesOf(t: PaymentsTestApp, checkoutId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(orderStatusHistory.id);
  return rows.flatMap((row) => (row.note ? [row.note] : []));
}

/** The storefront's payment-response page of a checkout, as the API sends the browser there. */
export const responsePageOf = (t: PaymentsTestApp, checkoutId: string, locale: 'en' | 'bn' = 'en') =>
  `${t.config.siteUrl}${locale === 'bn' ? '/bn' : ''}/shop/payment-response?checkout_id=${checkoutId}`;
