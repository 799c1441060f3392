/**
 * Test helpers for placing orders: a seeded app whose SMS stay in memory and whose clock can be moved, and the
 * placement calls with their Idempotency-Key (calls, stock and shoppers: `src/orders.test-helpers.ts`, re-exported).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CartItemInput, GuestOrderStoreBody, OrderStoreBody } from '#contract';
import { type App, buildApp } from '../../app';
import { createTestDatabase, dataOf, TEST_UPLOADS_DIR, testConfig } from '../../app.test-helpers';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { SmsMessage, SmsProvider } from '../../lib/sms/sms-provider';
import { call, type TestShopper } from '../../orders.test-helpers';
import { seedDemo } from '../../seed/index';
import { codeIn } from '../otp/otp.test-helpers';

export * from '../../orders.test-helpers';

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
