/**
 * Test helpers for placing orders: a seeded app whose SMS stay in memory and whose clock can be moved, shoppers with
 * an address, stocked variants, and the placement calls with their Idempotency-Key.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Address, CartItemInput, GuestOrderStoreBody, OrderStoreBody } from '#contract';
import { type App, buildApp } from '../../app';
import { createTestDatabase, dataOf, TEST_UPLOADS_DIR, testConfig } from '../../app.test-helpers';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import type { SmsMessage, SmsProvider } from '../../lib/sms/sms-provider';
import { seedDemo } from '../../seed/index';
import { addressBody } from '../addresses/addresses.test-helpers';
import { createTestAccount } from '../auth/auth.test-helpers';
import { codeIn } from '../otp/otp.test-helpers';

type Locale = 'en' | 'bn';

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

let nextIp = 0;
const freshIp = () => {
  nextIp += 1;
  return `10.77.${(nextIp >> 8) & 255}.${nextIp & 255}`;
};

/** A seeded app (its config changed by `overrides`) with SMS in memory and a clock that `advance` moves. */
export async function createCheckoutTestApp(overrides: Partial<Config> = {}): Promise<CheckoutTestApp> {
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

/** A call under /api/v1 with a token (or none), a language and an Idempotency-Key (or none). */
export function call(
  t: CheckoutTestApp,
  method: 'GET' | 'POST',
  url: string,
  {
    token = null,
    payload,
    locale = 'en',
    key,
  }: { token?: string | null; payload?: unknown; locale?: Locale; key?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as object | undefined,
    remoteAddress: freshIp(),
    headers: {
      'accept-language': locale,
      ...(token && { authorization: `Bearer ${token}` }),
      ...(key && { 'idempotency-key': key }),
    },
  });
}

let nextKey = 0;
/** A new Idempotency-Key, as the storefront makes one per checkout attempt. */
export const newKey = () => `test-key-${process.pid}-${++nextKey}`;

export interface TestShopper {
  token: string;
  userId: number;
  phone: string;
  address: Address;
}

/** A shopper with a verified phone (unless told) and one address (Gulshan, Dhaka unless told). */
export async function shopperWithAddress(
  t: CheckoutTestApp,
  { verified = true, address = {} }: { verified?: boolean; address?: Parameters<typeof addressBody>[0] } = {},
): Promise<TestShopper> {
  const { user, tokens } = await createTestAccount(t.database.db, { verified });
  const token = tokens.access_token;
  let created: Address;
  if (verified) {
    created = dataOf<Address>(
      await call(t, 'POST', '/user/create_address', { token, payload: addressBody(address) }),
      201,
    );
  } else {
    created = { id: 999_999 } as Address;
  }
  return { token, userId: user.id, phone: user.phone ?? '', address: created };
}

/** Sets a variant's stock. */
export async function setStock(t: CheckoutTestApp, variantId: number, stock: number): Promise<void> {
  await t.database.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
}

export async function stockOf(t: CheckoutTestApp, variantId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stock ?? -1;
}

/** `count` variants of different published products (the first variant of each), each given `stock`. */
export async function stockedItems(t: CheckoutTestApp, count: number, stock = 50, qty = 1): Promise<CartItemInput[]> {
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
export async function stockedItem(t: CheckoutTestApp, stock = 50, qty = 1): Promise<CartItemInput> {
  const [item] = await stockedItems(t, 1, stock, qty);
  if (!item) throw new Error('no stocked item');
  return item;
}

/** Two stocked variants of different products (see `stockedItems`). */
export async function stockedPair(t: CheckoutTestApp, stock = 50, qty = 1): Promise<[CartItemInput, CartItemInput]> {
  const [first, second] = await stockedItems(t, 2, stock, qty);
  if (!first || !second) throw new Error('no stocked items');
  return [first, second];
}

/** Each call takes the next products, so tests sharing an app rarely share a variant. */
let usedProducts = 0;

/** Puts `items` in the shopper's server cart. */
export async function fillCart(t: CheckoutTestApp, token: string, items: CartItemInput[]): Promise<void> {
  dataOf(await call(t, 'POST', '/cart-item/modify', { token, payload: { cart_items: items } }));
}

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

/** Sends a guest code to `phone` (as typed) and answers it, read from the SMS. */
export async function guestCode(t: CheckoutTestApp, phone: GuestPhone): Promise<string> {
  dataOf(await call(t, 'POST', '/guest/otp', { payload: { phone: phone.typed } }));
  const code = codeIn(t.sent.findLast((message) => message.to === phone.e164)?.text ?? '');
  if (!code) throw new Error(`no code sent to ${phone.e164}`);
  return code;
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
