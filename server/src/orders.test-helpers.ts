/**
 * What every test that places orders needs, whichever module it tests (checkout's, payments', orders' and
 * affiliates' tests all use it, so no module's tests import another's): a seeded app whose SMS stay in memory and
 * whose clock moves, the placement call with its Idempotency-Key, calls from fresh client addresses, stocked variants,
 * shoppers, guests' codes, the back office's token and its moves of an order.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type {
  Address,
  AdminOrder,
  CartItemInput,
  CheckoutAnswer,
  GuestOrderStoreBody,
  OrderStatus,
  OrderStoreBody,
} from '#contract';
import { type App, buildApp } from './app';
import { createTestDatabase, dataOf, TEST_UPLOADS_DIR, testConfig } from './app.test-helpers';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { products, productVariants, shippers } from './db/schema';
import type { SmsMessage, SmsProvider } from './lib/sms/sms-provider';
import { addressBody } from './modules/addresses/addresses.test-helpers';
import { createTestAccount } from './modules/auth/auth.test-helpers';
import { lastCodeTo } from './modules/otp/otp.test-helpers';
import { seedDemo } from './seed/index';

type Locale = 'en' | 'bn';

/** An app on a seeded database: what these helpers need of a test app. */
export interface OrdersTestApp {
  app: App;
  database: DatabaseHandle;
}

let nextIp = 0;

/** A call under /api/v1 from an address of its own (rate limits stay out of the way), with a token, a language and an Idempotency-Key. */
export function call(
  t: OrdersTestApp,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  {
    token = null,
    payload,
    locale = 'en',
    key,
  }: { token?: string | null; payload?: unknown; locale?: Locale; key?: string } = {},
): Promise<LightMyRequestResponse> {
  nextIp += 1;
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as object | undefined,
    remoteAddress: `10.77.${(nextIp >> 8) & 255}.${nextIp & 255}`,
    headers: {
      'accept-language': locale,
      ...(token && { authorization: `Bearer ${token}` }),
      ...(key && { 'idempotency-key': key }),
    },
  });
}

export async function setStock(t: OrdersTestApp, variantId: number, stock: number): Promise<void> {
  await t.database.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
}

export async function stockOf(t: OrdersTestApp, variantId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stock ?? -1;
}

/** Each call takes the next products, so tests sharing an app rarely share a variant. */
let usedProducts = 0;

/** `count` variants of different published products (the first variant of each), each given `stock`, as lines of `qty`. */
export async function stockedItems(t: OrdersTestApp, count: number, stock = 50, qty = 1): Promise<CartItemInput[]> {
  const rows = await t.database.db
    .selectDistinctOn([products.id], { productId: products.id, variantId: productVariants.id })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.isPublished, true))
    .orderBy(products.id, productVariants.id);
  const chosen = rows.slice(usedProducts, usedProducts + count);
  usedProducts = (usedProducts + count) % Math.max(1, rows.length - count);
  if (chosen.length < count) throw new Error(`the seed has fewer than ${count} published products`);
  for (const row of chosen) await setStock(t, row.variantId, stock);
  return chosen.map((row) => ({ product_id: row.productId, variant_id: row.variantId, qty }));
}

/** One stocked variant (see `stockedItems`). */
export async function stockedItem(t: OrdersTestApp, stock = 50, qty = 1): Promise<CartItemInput> {
  const [item] = await stockedItems(t, 1, stock, qty);
  if (!item) throw new Error('no stocked item');
  return item;
}

/** Two stocked variants of different products (see `stockedItems`). */
export async function stockedPair(t: OrdersTestApp, stock = 50, qty = 1): Promise<[CartItemInput, CartItemInput]> {
  const [first, second] = await stockedItems(t, 2, stock, qty);
  if (!first || !second) throw new Error('no stocked items');
  return [first, second];
}

export interface TestShopper {
  token: string;
  userId: number;
  phone: string;
  address: Address;
}

/** A shopper with a verified phone and one address (Gulshan, Dhaka unless told). */
export async function shopperWithAddress(
  t: OrdersTestApp,
  address: Parameters<typeof addressBody>[0] = {},
): Promise<TestShopper> {
  const { user, tokens } = await createTestAccount(t.database.db, { verified: true });
  const token = tokens.access_token;
  const created = dataOf<Address>(
    await call(t, 'POST', '/user/create_address', { token, payload: addressBody(address) }),
    201,
  );
  return { token, userId: user.id, phone: user.phone ?? '', address: created };
}

/** Puts `items` in the shopper's server cart. */
export async function fillCart(t: OrdersTestApp, token: string, items: CartItemInput[]): Promise<void> {
  dataOf(await call(t, 'POST', '/cart-item/modify', { token, payload: { cart_items: items } }));
}

export interface CheckoutTestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** Every SMS sent, in order. */
  sent: SmsMessage[];
  /** Moves the app's clock forward. */
  advance(minutes: number): void;
  close(): Promise<void>;
}

/** A seeded app (its config changed by `overrides`) with SMS in memory and a clock that `advance` moves. */
export async function createCheckoutTestApp(overrides: Partial<Config> = {}): Promise<CheckoutTestApp> {
  // Test files share this module in a worker (not isolated): each file's first app hands out the same products again.
  usedProducts = 0;
  const dataDir = await mkdtemp(join(tmpdir(), 'haat-checkout-'));
  const database = await createTestDatabase();
  await seedDemo(database.db, { products: 24, uploadsDir: TEST_UPLOADS_DIR });
  const sent: SmsMessage[] = [];
  const sms: SmsProvider = { send: async (message) => void sent.push(message) };
  let offsetMs = 0;
  const config = { ...testConfig, dataDir, ...overrides };
  const app = await buildApp({ db: database, config, sms, clock: () => new Date(Date.now() + offsetMs) });
  return {
    app,
    database,
    config,
    sent,
    advance: (minutes) => {
      offsetMs += minutes * 60_000;
    },
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let nextKey = 0;
/** A new Idempotency-Key, as the storefront makes one per checkout attempt. */
export const newKey = () => `test-key-${process.pid}-${++nextKey}`;

export const codBody = (shopper: TestShopper, overrides: Partial<OrderStoreBody> = {}): OrderStoreBody => ({
  payment_method_id: 1,
  shipping_address_id: shopper.address.id,
  ...overrides,
});

export const placeOrder = (
  t: CheckoutTestApp,
  shopper: TestShopper,
  body: unknown,
  options: { key?: string; locale?: Locale } = {},
) => call(t, 'POST', '/order/store', { token: shopper.token, payload: body, ...options });

export const ADMIN_TOKEN = 'back-office-test-token';

/** The app with the back office open to ADMIN_TOKEN; the gateway refunds are left to the tests (no worker run). */
export const createOrdersTestApp = () =>
  createCheckoutTestApp({
    adminToken: ADMIN_TOKEN,
    payments: { ...testConfig.payments, refundIntervalSeconds: 3600 },
  });

/** Places the shopper's order of `items` (cash on delivery unless `online`); answers the checkout. */
export async function placed(
  t: CheckoutTestApp,
  shopper: TestShopper,
  items: CartItemInput[],
  { online = false, coupon }: { online?: boolean; coupon?: string } = {},
): Promise<CheckoutAnswer> {
  await fillCart(t, shopper.token, items);
  const body = codBody(shopper, {
    ...(online ? { payment_method_id: 2, wallet: 'bkash' } : {}),
    ...(coupon ? { coupon_code: coupon } : {}),
  });
  return dataOf<CheckoutAnswer>(await placeOrder(t, shopper, body, { key: newKey() }), 201);
}

export const adminCall = (t: CheckoutTestApp, method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
  call(t, method, url, { token: ADMIN_TOKEN, payload });

export async function firstShipperId(t: CheckoutTestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: shippers.id }).from(shippers).orderBy(shippers.id).limit(1);
  if (!row) throw new Error('no rider seeded');
  return row.id;
}

const PATH: OrderStatus[] = ['confirmed', 'processing', 'picked_up', 'on_the_way', 'delivered'];

/** Moves the order through the back office up to `status` (a rider assigned on the way). */
export async function moveTo(t: CheckoutTestApp, orderId: number, status: OrderStatus): Promise<AdminOrder> {
  let order = dataOf<AdminOrder>(await adminCall(t, 'GET', `/admin/orders/${orderId}`));
  for (const next of PATH.slice(PATH.indexOf(order.status as OrderStatus) + 1, PATH.indexOf(status) + 1)) {
    const rider = next === 'picked_up' ? { shipper_id: await firstShipperId(t) } : {};
    order = dataOf<AdminOrder>(await adminCall(t, 'PATCH', `/admin/orders/${orderId}`, { status: next, ...rider }));
  }
  return order;
}

/** Sends a guest code to `phone` (as typed) and answers it, read from the SMS. */
export async function guestCode(t: CheckoutTestApp, phone: GuestPhone): Promise<string> {
  dataOf(await call(t, 'POST', '/guest/otp', { payload: { phone: phone.typed } }));
  return lastCodeTo(t.sent, phone.e164);
}

let nextGuestPhone = 0;
/** A phone no other test uses (E.164 and as typed). */
export interface GuestPhone {
  typed: string;
  e164: string;
}

export function guestPhone(): GuestPhone {
  nextGuestPhone += 1;
  const national = `0181${String(process.pid % 1000).padStart(3, '0')}${String(nextGuestPhone).padStart(4, '0')}`;
  return { typed: national, e164: `+88${national}` };
}

export function guestBody(
  phone: string,
  otp: string,
  items: CartItemInput[],
  overrides: Partial<GuestOrderStoreBody> = {},
): GuestOrderStoreBody {
  return {
    guest: true,
    payment_method_id: 1,
    cart_items: items,
    customer: { name: 'Karim Uddin', phone },
    address: { division_id: 1, district_id: 8, upazila_id: 10113, address_line: 'Road 3, Panchlaish' },
    otp,
    ...overrides,
  };
}
