import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens, User, VendorApplication, VendorRegistrationBody } from '#contract';
import { dataOf, failureOf } from '../../app.test-helpers';
import { burst } from '../../bursts.test-helpers';
import { otpCodes, users, vendorApplications, vendors } from '../../db/schema';
import { type CheckoutTestApp, call } from '../../orders.test-helpers';
import { PANCHLAISH } from '../addresses/addresses.test-helpers';
import { createTestAccount } from '../auth/auth.test-helpers';
import { createOrdersTestApp } from '../orders/orders.test-helpers';
import { wrongCodeFor } from '../otp/otp.test-helpers';
import { freshApplicant, register, registrationBody, sendCode } from './seller-registration.test-helpers';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createOrdersTestApp();
});
afterAll(() => t?.close());

/** The field map of a 422. */
function refusedFields(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(422);
  return failureOf(response).errors ?? {};
}

const messageOf = (response: LightMyRequestResponse) => response.json<{ message?: string }>().message;

describe('POST /vendor/registration', () => {
  it('creates the account (phone verified, a customer until approved), its pending shop and the application', async () => {
    const { applicant, body, response } = await register(t, {
      shop_name: '  Rahim Electronics ',
      shop_name_bn: 'রহিম ইলেকট্রনিক্স',
      nid: '১২৩৪৫৬৭৮৯০১২৩',
      trade_licence: 'TRAD/DSCC/123',
      dbid: 'DBID-42',
      pickup_phone: '+880 1911-000000',
      category_ids: [1, 2, 2],
    });
    const application = dataOf<VendorApplication>(response, 201);
    expect(messageOf(response)).toMatch(/waits for review/);
    expect(application).toMatchObject({
      shop_name: 'Rahim Electronics',
      shop_name_bn: 'রহিম ইলেকট্রনিক্স',
      status: 'pending',
      reject_reason: null,
    });

    const [shop] = await t.database.db.select().from(vendors).where(eq(vendors.id, application.vendor_id));
    expect(shop).toMatchObject({ slug: 'rahim-electronics', status: 'pending', dbid: 'DBID-42' });
    const [row] = await t.database.db
      .select()
      .from(vendorApplications)
      .where(eq(vendorApplications.id, application.id));
    expect(row).toMatchObject({
      nid: '1234567890123',
      tradeLicence: 'TRAD/DSCC/123',
      pickupPhone: '+8801911000000',
      payoutType: 'bkash',
      payoutAccount: applicant.e164,
      categoryIds: [1, 2],
    });

    const login = await call(t, 'POST', '/v1/auth/login', {
      payload: { login: applicant.phone, password: body.password },
    });
    const { access_token } = dataOf<AuthTokens>(login);
    const me = dataOf<User>(await call(t, 'GET', '/user', { token: access_token }));
    expect(me).toMatchObject({
      phone: applicant.e164,
      email: applicant.email,
      scope: 'customer',
      phone_verified: true,
      vendor: { id: application.vendor_id, name: 'Rahim Electronics', status: 'pending', reject_reason: null },
    });
  });

  it('answers in Bengali, keeps the Bengali name the English one when none is given, and the user’s language', async () => {
    const { response } = await register(t, {}, { locale: 'bn' });
    const application = dataOf<VendorApplication>(response, 201);
    expect(application.shop_name_bn).toBe(application.shop_name);
    expect(messageOf(response)).toMatch(/নিবন্ধিত/);
    const [owner] = await t.database.db.select().from(users).where(eq(users.vendorId, application.vendor_id));
    expect(owner?.locale).toBe('bn');
  });

  it('uses the code up in its transaction', async () => {
    const { applicant, response } = await register(t);
    dataOf(response, 201);
    const [code] = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, applicant.e164), eq(otpCodes.purpose, 'guest_order')));
    expect(code?.consumedAt).not.toBeNull();
  });

  it('refuses a wrong code on `otp` and creates nothing', async () => {
    const applicant = freshApplicant();
    const otp = await sendCode(t, applicant.phone, applicant.e164);
    const before = await t.database.db.$count(vendors);
    const wrong = await call(t, 'POST', '/vendor/registration', {
      payload: registrationBody(applicant, wrongCodeFor(otp)),
    });
    expect(Object.keys(refusedFields(wrong))).toEqual(['otp']);
    const unsent = freshApplicant();
    const none = await call(t, 'POST', '/vendor/registration', { payload: registrationBody(unsent, '123456') });
    expect(Object.keys(refusedFields(none))).toEqual(['otp']);
    expect(await t.database.db.$count(vendors)).toBe(before);
    dataOf(await call(t, 'POST', '/vendor/registration', { payload: registrationBody(applicant, otp) }), 201);
  });

  it('refuses an expired code on `otp`', async () => {
    const applicant = freshApplicant();
    const otp = await sendCode(t, applicant.phone, applicant.e164);
    t.advance(11);
    const late = await call(t, 'POST', '/vendor/registration', { payload: registrationBody(applicant, otp) });
    expect(Object.keys(refusedFields(late))).toEqual(['otp']);
  });
});

describe('what a registration must hold', () => {
  const applicant = freshApplicant();
  /** A 422 on exactly `field` for the body with `overrides`, checked before the code (no code is sent). */
  const refusedOn = async (field: string, overrides: Record<string, unknown>) => {
    const body = { ...registrationBody(applicant, '000000'), ...overrides };
    const response = await call(t, 'POST', '/vendor/registration', { payload: body });
    const errors = refusedFields(response);
    expect(Object.keys(errors), JSON.stringify(overrides)).toEqual([field]);
    return errors[field]?.[0];
  };

  it('a NID of 10, 13 or 17 digits (ASCII or Bengali), nothing else', async () => {
    for (const nid of ['123456789', '12345678901', '123456789012345678', '12345abcde', '', '১২৩৪৫']) {
      expect(await refusedOn('nid', { nid })).toMatch(/10, 13 or 17 digits/);
    }
  });

  it('shop names of 2 to 80 characters, plain text', async () => {
    await refusedOn('shop_name', { shop_name: 'A' });
    await refusedOn('shop_name', { shop_name: 'x'.repeat(81) });
    await refusedOn('shop_name', { shop_name: 'Bad\u0000Shop' });
    await refusedOn('shop_name', { shop_name: 42 });
    await refusedOn('shop_name_bn', { shop_name_bn: 'ক' });
    await refusedOn('shop_name_bn', { shop_name_bn: 'ক\u0000খ' });
    await refusedOn('address_line', { address_line: ' ' });
    await refusedOn('name', { name: 'x'.repeat(101) });
    await refusedOn('trade_licence', { trade_licence: 'x'.repeat(51) });
    await refusedOn('dbid', { dbid: 'DB\u0000ID' });
  });

  it('Bangladeshi mobiles, an email, a password like the account’s', async () => {
    await refusedOn('phone', { phone: '12345' });
    await refusedOn('phone', { phone: '+14155550100' });
    await refusedOn('pickup_phone', { pickup_phone: '0123' });
    await refusedOn('email', { email: 'not-an-email' });
    await refusedOn('password', { password: 'short' });
    await refusedOn('otp', { otp: '12345' });
  });

  it('a payout: a wallet’s number is a Bangladeshi mobile, a bank account plain text within 200 characters', async () => {
    expect(await refusedOn('payout.account', { payout: { type: 'nagad', account: '12345' } })).toMatch(/mobile/);
    await refusedOn('payout.account', { payout: { type: 'bank', account: ' ' } });
    await refusedOn('payout.account', { payout: { type: 'bank', account: 'x'.repeat(201) } });
    await refusedOn('payout.account', { payout: { type: 'bank', account: 'Bank\u0000' } });
    await refusedOn('payout.type', { payout: { type: 'paypal', account: '01711000000' } });
  });

  it('a pickup address whose district is in its division and upazila in its district', async () => {
    await refusedOn('district_id', { district_id: PANCHLAISH.district_id, upazila_id: PANCHLAISH.upazila_id });
    await refusedOn('upazila_id', { upazila_id: PANCHLAISH.upazila_id });
    const unknown = await call(t, 'POST', '/vendor/registration', {
      payload: { ...registrationBody(applicant, '000000'), division_id: 999 },
    });
    expect(Object.keys(refusedFields(unknown)).sort()).toEqual(['district_id', 'division_id']);
  });

  it('at most 10 existing categories', async () => {
    await refusedOn('category_ids', { category_ids: [424242] });
    await refusedOn('category_ids', { category_ids: Array.from({ length: 11 }, (_, i) => i + 1) });
  });

  it('answers its refusals in Bengali for Accept-Language: bn', async () => {
    const body = { ...registrationBody(applicant, '000000'), nid: '1' };
    const response = await call(t, 'POST', '/vendor/registration', { payload: body, locale: 'bn' });
    expect(refusedFields(response).nid?.[0]).toMatch(/জাতীয় পরিচয়পত্র/);
  });
});

describe('a shop, phone or email already taken', () => {
  it('refuses a shop name in any case on `shop_name`, and the Bengali name on `shop_name_bn`', async () => {
    const first = await register(t, { shop_name: 'Dhaka Crafts', shop_name_bn: 'ঢাকা ক্রাফটস' });
    dataOf(first.response, 201);
    const sameName = await register(t, { shop_name: 'dHAKA cRAFTS' });
    expect(refusedFields(sameName.response)).toEqual({ shop_name: [expect.stringMatching(/already exists/)] });
    const sameBengali = await register(t, { shop_name: 'Dhaka Crafts Two', shop_name_bn: 'ঢাকা ক্রাফটস' });
    expect(Object.keys(refusedFields(sameBengali.response))).toEqual(['shop_name_bn']);
  });

  it('refuses a seeded shop’s name, and gives a name of the same path a path of its own', async () => {
    const [seeded] = await t.database.db.select().from(vendors).limit(1);
    const taken = await register(t, { shop_name: seeded?.nameEn.toUpperCase() });
    expect(Object.keys(refusedFields(taken.response))).toEqual(['shop_name']);
    const lookalike = dataOf<VendorApplication>((await register(t, { shop_name: 'Dhaka Crafts!' })).response, 201);
    const [shop] = await t.database.db.select().from(vendors).where(eq(vendors.id, lookalike.vendor_id));
    expect(shop?.slug).toBe('dhaka-crafts-2');
  });

  it('refuses a phone or an email of an existing account on its field, both at once', async () => {
    const applicant = freshApplicant();
    await createTestAccount(t.database.db, { phone: applicant.e164, email: 'taken@example.com' });
    const otp = await sendCode(t, applicant.phone, applicant.e164);
    const response = await call(t, 'POST', '/vendor/registration', {
      payload: registrationBody(applicant, otp, { email: 'TAKEN@example.com' }),
    });
    expect(Object.keys(refusedFields(response)).sort()).toEqual(['email', 'phone']);
  });
});

describe('what is taken, told only after the right code', () => {
  it('answers a taken phone and email with a wrong code on `otp` alone, as for a free phone', async () => {
    const applicant = freshApplicant();
    await createTestAccount(t.database.db, { phone: applicant.e164, email: 'hidden@example.com' });
    const otp = await sendCode(t, applicant.phone, applicant.e164);
    const taken = await call(t, 'POST', '/vendor/registration', {
      payload: registrationBody(applicant, wrongCodeFor(otp), { email: 'hidden@example.com' }),
    });
    const free = freshApplicant();
    const freeOtp = await sendCode(t, free.phone, free.e164);
    const untaken = await call(t, 'POST', '/vendor/registration', {
      payload: registrationBody(free, wrongCodeFor(freeOtp)),
    });
    expect(refusedFields(taken)).toEqual(refusedFields(untaken));
    expect(Object.keys(refusedFields(taken))).toEqual(['otp']);
  });
});

describe('registrations from one network', () => {
  it('allows 5 an hour per IP, then answers 429 in the caller’s language', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 5; i += 1) dataOf((await register(t, {}, { ip })).response, 201);
    const sixth = await register(t, {}, { ip, locale: 'bn' });
    expect(sixth.response.statusCode).toBe(429);
    expect(failureOf(sixth.response)).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/এক ঘণ্টা/) });
    expect(Number(sixth.response.headers['retry-after'])).toBeGreaterThan(0);
    dataOf((await register(t, {}, { ip: '10.99.0.2' })).response, 201);
  });

  it('registers 5 of 6 shops sent at once from one IP and refuses one with 429', async () => {
    const ip = '10.99.0.4';
    const applicants = Array.from({ length: 6 }, () => freshApplicant());
    const bodies: VendorRegistrationBody[] = [];
    for (const applicant of applicants) {
      bodies.push(registrationBody(applicant, await sendCode(t, applicant.phone, applicant.e164)));
    }
    const answers = await burst(6, (n) =>
      t.app.inject({ method: 'POST', url: '/api/v1/vendor/registration', payload: bodies[n], remoteAddress: ip }),
    );
    expect(answers).toEqual({ 201: 5, 429: 1 });
    const shops = applicants.map((applicant) => applicant.shopName);
    expect(await t.database.db.$count(vendors, inArray(vendors.nameEn, shops))).toBe(5);
  });

  it('does not count a refused registration', async () => {
    const ip = '10.99.0.3';
    const { body } = await register(t);
    for (let i = 0; i < 6; i += 1) {
      expect((await register(t, { shop_name: body.shop_name }, { ip })).response.statusCode).toBe(422);
    }
    dataOf((await register(t, {}, { ip })).response, 201);
  });
});
