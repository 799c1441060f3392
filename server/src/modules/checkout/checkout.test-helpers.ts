/**
 * Test helpers for guests' orders (the seeded app with SMS in memory and a clock, the placement calls, calls, stock
 * and shoppers: `src/orders.test-helpers.ts`, re-exported).
 */
import type { CartItemInput, GuestOrderStoreBody } from '#contract';
import { dataOf } from '../../app.test-helpers';
import { type CheckoutTestApp, call } from '../../orders.test-helpers';
import { codeIn } from '../otp/otp.test-helpers';

export * from '../../orders.test-helpers';

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
