import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVendorApplication, AuthTokens, Page, User, VendorApplication } from '#contract';
import { dataOf, failureOf } from '../../app.test-helpers';
import { type CheckoutTestApp, call } from '../../orders.test-helpers';
import { ADMIN_TOKEN, createOrdersTestApp } from '../orders/orders.test-helpers';
import { register } from '../seller-registration/seller-registration.test-helpers';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createOrdersTestApp();
});
afterAll(() => t?.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown, locale: 'en' | 'bn' = 'en') =>
  call(t, method, url, { token: ADMIN_TOKEN, payload, locale });

/** A registered shop (in the applicant's language) and a signed-in session of its owner. */
async function applicant(locale: 'en' | 'bn' = 'en', overrides = {}) {
  const registered = await register(t, overrides, { locale });
  const application = dataOf<VendorApplication>(registered.response, 201);
  const login = await call(t, 'POST', '/v1/auth/login', {
    payload: { login: registered.applicant.phone, password: registered.body.password },
  });
  const me = async () => dataOf<User>(await call(t, 'GET', '/user', { token: dataOf<AuthTokens>(login).access_token }));
  return { ...registered, application, me };
}

describe('the back office’s shop applications', () => {
  it('need the admin token', async () => {
    const { application } = await applicant();
    for (const [method, url] of [
      ['GET', '/admin/vendors'],
      ['GET', `/admin/vendors/${application.vendor_id}`],
      ['POST', `/admin/vendors/${application.vendor_id}/approve`],
      ['POST', `/admin/vendors/${application.vendor_id}/reject`],
    ] as const) {
      const response = await call(t, method, url, { payload: { reason: 'x' } });
      expect(response.statusCode, url).toBe(401);
    }
    const [row] = dataOf<Page<AdminVendorApplication>>(await admin('GET', '/admin/vendors')).data;
    expect(row).toMatchObject({ vendor_id: application.vendor_id, status: 'pending' });
  });

  it('list the pending ones with everything the seller gave, newest first', async () => {
    const { application, applicant: person } = await applicant('en', {
      trade_licence: 'TL-7',
      dbid: 'DB-9',
      category_ids: [1],
      payout: { type: 'bank', account: 'City Bank, Gulshan, Rahim Uddin, 1234567' },
    });
    const page = dataOf<Page<AdminVendorApplication>>(await admin('GET', '/admin/vendors?status=pending'));
    expect(page.data[0]).toMatchObject({
      ...application,
      owner: { name: 'Rahim Uddin', phone: person.e164, email: person.email },
      nid: '1234567890',
      trade_licence: 'TL-7',
      dbid: 'DB-9',
      pickup: {
        division: { id: 6, name: 'Dhaka' },
        district: { id: 47 },
        upazila: { id: 10014 },
        address_line: 'House 12, Road 5',
        phone: person.e164,
      },
      payout: { type: 'bank', account: 'City Bank, Gulshan, Rahim Uddin, 1234567' },
      categories: [{ id: 1, name: expect.any(String) }],
      decided_at: null,
    });
    expect(page.data.every((row) => row.status === 'pending')).toBe(true);
    const one = dataOf<AdminVendorApplication>(
      await admin('GET', `/admin/vendors/${application.vendor_id}`, undefined, 'bn'),
    );
    expect(one.pickup.division.name).toBe('ঢাকা');
    expect((await admin('GET', '/admin/vendors/424242')).statusCode).toBe(404);
    expect(Object.keys(failureOf(await admin('GET', '/admin/vendors?status=open')).errors ?? {})).toEqual(['status']);
  });

  it('approve one: the shop, its application and its owner (now a seller) change, and the owner gets an SMS in their language', async () => {
    const { application, applicant: person, me } = await applicant('bn');
    const sentBefore = t.sent.length;
    const approved = dataOf<AdminVendorApplication>(
      await admin('POST', `/admin/vendors/${application.vendor_id}/approve`),
    );
    expect(approved).toMatchObject({ status: 'approved', reject_reason: null, decided_at: expect.any(String) });
    expect(await me()).toMatchObject({ scope: 'vendor', vendor: { id: application.vendor_id, status: 'approved' } });
    const sms = t.sent.slice(sentBefore);
    expect(sms).toEqual([{ to: person.e164, text: expect.stringMatching(/অনুমোদিত.*\/bn\/user\/dashboard/) }]);
    expect(
      dataOf<Page<AdminVendorApplication>>(await admin('GET', '/admin/vendors?status=approved')).data[0]?.vendor_id,
    ).toBe(application.vendor_id);
  });

  it('reject one with a reason the owner sees on GET /user and in the SMS; the owner stays a customer', async () => {
    const { application, applicant: person, me } = await applicant();
    const sentBefore = t.sent.length;
    const reason = 'The trade licence number could not be verified.';
    const rejected = dataOf<AdminVendorApplication>(
      await admin('POST', `/admin/vendors/${application.vendor_id}/reject`, { reason: `  ${reason} ` }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: reason });
    expect(await me()).toMatchObject({
      scope: 'customer',
      vendor: { id: application.vendor_id, status: 'rejected', reject_reason: reason },
    });
    expect(t.sent.slice(sentBefore)).toEqual([{ to: person.e164, text: expect.stringContaining(reason) }]);
  });

  it('refuse a rejection without a reason, with a NUL, or too long: 422 on `reason`', async () => {
    const { application } = await applicant();
    for (const reason of ['', '   ', 'no\u0000', 'x'.repeat(501), 42]) {
      const response = await admin('POST', `/admin/vendors/${application.vendor_id}/reject`, { reason });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['reason']);
    }
    expect(dataOf<AdminVendorApplication>(await admin('GET', `/admin/vendors/${application.vendor_id}`)).status).toBe(
      'pending',
    );
  });

  it('decide once: a second decision is a 409 in the caller’s language and changes nothing, and sends no SMS', async () => {
    const { application, me } = await applicant();
    dataOf(await admin('POST', `/admin/vendors/${application.vendor_id}/approve`));
    const sentBefore = t.sent.length;
    const again = await admin('POST', `/admin/vendors/${application.vendor_id}/reject`, { reason: 'Late' }, 'bn');
    expect(again.statusCode).toBe(409);
    expect(failureOf(again)).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/অনুমোদিত/) });
    expect((await admin('POST', `/admin/vendors/${application.vendor_id}/approve`)).statusCode).toBe(409);
    expect((await me()).vendor).toMatchObject({ status: 'approved', reject_reason: null });
    expect(t.sent.length).toBe(sentBefore);
  });
});
