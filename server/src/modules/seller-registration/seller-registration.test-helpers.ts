/** What the seller registration's tests (and the back office's) share: a valid registration, sent with its code. */
import type { LightMyRequestResponse } from 'fastify';
import type { VendorRegistrationBody } from '#contract';
import { dataOf } from '../../app.test-helpers';
import { type CheckoutTestApp, call } from '../../orders.test-helpers';
import { GULSHAN } from '../addresses/addresses.test-helpers';
import { lastCodeTo } from '../otp/otp.test-helpers';

let next = 0;

/** A mobile, a shop name and an email no other registration of this run uses. */
export function freshApplicant() {
  next += 1;
  const serial = `${String(process.pid % 1000).padStart(3, '0')}${String(next).padStart(4, '0')}`;
  return {
    phone: `0161${serial}`,
    e164: `+880161${serial}`,
    shopName: `Test Shop ${serial}`,
    email: `seller${serial}@example.com`,
  };
}

/** A complete, valid body for `applicant` (a bKash payout, the pickup in Gulshan). */
export function registrationBody(
  applicant: ReturnType<typeof freshApplicant>,
  otp: string,
  overrides: Partial<VendorRegistrationBody> = {},
): VendorRegistrationBody {
  return {
    shop_name: applicant.shopName,
    name: 'Rahim Uddin',
    phone: applicant.phone,
    otp,
    email: applicant.email,
    password: 'seller-pass-1',
    nid: '1234567890',
    ...GULSHAN,
    address_line: 'House 12, Road 5',
    payout: { type: 'bkash', account: applicant.phone },
    ...overrides,
  };
}

/** Sends POST /guest/otp to `phone` (any form) and answers the code, read from the SMS to `e164`. */
export async function sendCode(t: CheckoutTestApp, phone: string, e164: string): Promise<string> {
  dataOf(await call(t, 'POST', '/guest/otp', { payload: { phone } }));
  return lastCodeTo(t.sent, e164);
}

export interface Registered {
  applicant: ReturnType<typeof freshApplicant>;
  body: VendorRegistrationBody;
  response: LightMyRequestResponse;
}

/** A fresh applicant's code, then POST /vendor/registration with `overrides`, in `locale`, from `ip` if given. */
export async function register(
  t: CheckoutTestApp,
  overrides: Partial<VendorRegistrationBody> = {},
  { locale = 'en', ip }: { locale?: 'en' | 'bn'; ip?: string } = {},
): Promise<Registered> {
  const applicant = freshApplicant();
  const otp = await sendCode(t, applicant.phone, applicant.e164);
  const body = registrationBody(applicant, otp, overrides);
  const response = ip
    ? await t.app.inject({
        method: 'POST',
        url: '/api/v1/vendor/registration',
        payload: body,
        remoteAddress: ip,
        headers: { 'accept-language': locale },
      })
    : await call(t, 'POST', '/vendor/registration', { payload: body, locale });
  return { applicant, body, response };
}
